import DeepCutKit

/// One call a `MockMusicLibraryService` received: the method and its key
/// argument (artist id, album id, playlist name or playlist id; nil for none).
public struct MockCall: Hashable, Sendable, CustomStringConvertible {
    /// The method called.
    public var method: MusicLibraryMethod
    /// The argument that failure injection matches on.
    public var argument: String?

    /// Creates a call record.
    public init(method: MusicLibraryMethod, argument: String? = nil) {
        self.method = method
        self.argument = argument
    }

    /// `fetchCatalogReleases(r.Bjork01)`.
    public var description: String { "\(method.rawValue)(\(argument ?? ""))" }
}

/// A write that a `MockMusicLibraryService` received, with what it was given.
public enum MockWrite: Hashable, Sendable {
    /// `addTracksToLibrary(_:)`.
    case addedToLibrary(tracks: [LibraryTrack])
    /// `addTracksToPlaylist(_:playlist:)`.
    case addedToPlaylist(tracks: [LibraryTrack], playlist: LibraryPlaylist)
    /// `removeTracksFromPlaylist(_:playlist:)`.
    case removedFromPlaylist(tracks: [LibraryTrack], playlist: LibraryPlaylist)
}

/// A failure a `MockMusicLibraryService` will throw.
public struct MockFailure: Hashable, Sendable {
    /// How many calls a failure applies to.
    public enum Count: Hashable, Sendable {
        /// Every matching call from now on.
        case always
        /// The next `n` matching calls (n ≥ 1).
        case times(Int)

        /// What is left after one use, or nil when the failure is used up.
        var afterOneUse: Count? {
            switch self {
            case .always: .always
            case .times(let count): count > 1 ? .times(count - 1) : nil
            }
        }
    }

    /// The method that fails.
    public var method: MusicLibraryMethod
    /// The argument that fails, or nil for every argument.
    public var argument: String?
    /// What is thrown.
    public var error: MusicServiceError
    /// How many more calls fail.
    public var remaining: Count

    /// Creates a failure of `method` (with `argument`, when given) throwing `error`.
    package init(method: MusicLibraryMethod, argument: String? = nil, error: MusicServiceError, remaining: Count = .always) {
        self.method = method
        self.argument = argument
        self.error = error
        self.remaining = remaining
    }

    /// Whether this failure applies to `call`.
    public func matches(_ call: MockCall) -> Bool {
        call.method == method && (argument == nil || argument == call.argument)
    }
}

extension [MockFailure] {
    /// The error of the first failure waiting for `call`, used once (a failure of
    /// `.times(1)` is then gone); nil when none waits. The mock and the world's
    /// service fail on demand through this one rule.
    package mutating func take(for call: MockCall) -> MusicServiceError? {
        guard let index = firstIndex(where: { $0.matches(call) }) else { return nil }
        let error = self[index].error
        if let remaining = self[index].remaining.afterOneUse {
            self[index].remaining = remaining
        } else {
            remove(at: index)
        }
        return error
    }
}
