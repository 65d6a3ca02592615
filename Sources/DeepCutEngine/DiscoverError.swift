import DeepCutKit
import Foundation

/// What can go wrong in the Discover engine, with a message for the person
/// who reads it.
public enum DiscoverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `addToPlaylist` found no library playlist with this name.
    case playlistNotFound(name: String)
    /// `addToPlaylist` found no tracks to add for this album.
    case noTracks(albumID: String)
    /// A service call failed.
    case service(MusicLibraryMethod, MusicServiceError)
    /// The cache file could not be decoded; it was moved aside.
    case storeCorrupt(path: String, movedTo: String, reason: String)
    /// The cache file exists but could not be read.
    case storeUnreadable(path: String, reason: String)
    /// The cache could not be written.
    case storeWriteFailed(path: String, reason: String)

    /// A one-line message for a person.
    public var description: String {
        switch self {
        case .playlistNotFound(let name):
            "No playlist named \"\(name)\" in the library: nothing was added"
        case .noTracks(let albumID):
            "Album \(albumID) has no tracks to add: nothing was added"
        case .service(let method, let error):
            "\(method.rawValue) failed: \(error)"
        case .storeCorrupt(let path, let movedTo, let reason):
            "The Discover cache \(path) could not be read (\(reason)); it was moved to \(movedTo) and the feed starts empty"
        case .storeUnreadable(let path, let reason):
            "The Discover cache \(path) could not be read: \(reason)"
        case .storeWriteFailed(let path, let reason):
            "The Discover cache \(path) could not be saved: \(reason)"
        }
    }
}

extension DiscoverError: LocalizedError {
    /// The same message as `description`, for code that shows `localizedDescription`.
    public var errorDescription: String? { description }
}
