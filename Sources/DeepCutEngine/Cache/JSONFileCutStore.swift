import DeepCutKit
import Foundation

/// The app's store: the cache as a JSON file, written atomically.
///
/// A save writes a temporary file beside the cache and renames it over the
/// cache, so a crash leaves either the old file or the new one, never half
/// of one. A file that cannot be decoded is moved aside to
/// `<name>.corrupt-<UTC time>` and reported by throwing
/// `DiscoverError.storeCorrupt`; it is never silently replaced.
@MainActor
public final class JSONFileCutStore: CutStore {
    /// The cache file.
    public let fileURL: URL
    private let clock: any EngineClock

    /// Creates a store for `fileURL`; `clock` names the moved-aside files.
    public init(fileURL: URL, clock: any EngineClock) {
        self.fileURL = fileURL
        self.clock = clock
    }

    /// Reads the cache; a missing file is an empty cache.
    /// - Throws: `DiscoverError.storeCorrupt` (the file was moved aside) or
    ///   `DiscoverError.storeUnreadable` (the file exists but cannot be read).
    public func load() throws -> CutCache {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return CutCache() }
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            throw DiscoverError.storeUnreadable(path: fileURL.path, reason: "\(error.localizedDescription)")
        }
        do {
            return try JSONDecoder.cache.decode(CutCache.self, from: data)
        } catch {
            let aside = try moveAside()
            throw DiscoverError.storeCorrupt(path: fileURL.path, movedTo: aside.path, reason: Self.describe(error))
        }
    }

    /// Writes the whole cache atomically: a temporary file, then a rename.
    /// - Throws: `DiscoverError.storeWriteFailed`.
    public func save(_ cache: CutCache, changes: CutCacheChanges = CutCacheChanges()) throws {
        let temporary = try writeTemporary(cache)
        try commit(temporary)
    }

    /// The first half of a save: the new cache in a temporary file beside the cache.
    package func writeTemporary(_ cache: CutCache) throws -> URL {
        let temporary = fileURL.deletingLastPathComponent()
            .appendingPathComponent(".\(fileURL.lastPathComponent).tmp")
        do {
            let data = try JSONEncoder.cache.encode(cache)
            try FileManager.default.createDirectory(
                at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: temporary)
            return temporary
        } catch {
            throw DiscoverError.storeWriteFailed(path: fileURL.path, reason: error.localizedDescription)
        }
    }

    /// The second half of a save: the temporary file renamed over the cache.
    package func commit(_ temporary: URL) throws {
        guard rename(temporary.path, fileURL.path) == 0 else {
            let reason = String(cString: strerror(errno))
            throw DiscoverError.storeWriteFailed(path: fileURL.path, reason: reason)
        }
    }

    private func moveAside() throws -> URL {
        let stamp = Self.stamp(clock.now)
        var candidate = fileURL.appendingPathExtension("corrupt-\(stamp)")
        var counter = 2
        while FileManager.default.fileExists(atPath: candidate.path) {
            candidate = fileURL.appendingPathExtension("corrupt-\(stamp)-\(counter)")
            counter += 1
        }
        do {
            try FileManager.default.moveItem(at: fileURL, to: candidate)
        } catch {
            throw DiscoverError.storeUnreadable(
                path: fileURL.path, reason: "it is corrupt and could not be moved aside: \(error.localizedDescription)")
        }
        return candidate
    }

    /// `20261130T134500Z`: a file-name-safe UTC time.
    static func stamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
        return "\(parts.year ?? 0)\(two(parts.month))\(two(parts.day))T\(two(parts.hour))\(two(parts.minute))\(two(parts.second))Z"
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): context.debugDescription
        case DecodingError.keyNotFound(let key, _): "missing key \(key.stringValue)"
        case DecodingError.typeMismatch(_, let context): "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.valueNotFound(_, let context): "missing value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: "\(error)"
        }
    }
}

extension JSONEncoder {
    /// The cache file's encoder: sorted keys, dates as seconds since 1970.
    static var cache: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        encoder.dateEncodingStrategy = .secondsSince1970
        return encoder
    }
}

extension JSONDecoder {
    /// The cache file's decoder.
    static var cache: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }
}
