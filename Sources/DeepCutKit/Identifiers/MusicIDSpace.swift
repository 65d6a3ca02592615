/// Which id space a raw `MusicItemID` belongs to.
///
/// Library ids and catalog ids are different spaces: asking the catalog with
/// a library id is the bug that emptied the Discover tab (seeds, post 2), so
/// tools classify every id they see. The rules are those of Docs/TraceFormat.md
/// "Ids":
/// - library: `r.` (artist), `l.` (album), `i.` (song) or `p.` (playlist)
///   followed by one or more ASCII letters or digits;
/// - catalog: one or more ASCII digits, or `pl.` followed by one or more ASCII
///   letters, digits or hyphens (a catalog playlist such as `pl.u-abc`);
/// - anything else is `.unrecognized`.
public enum MusicIDSpace: Hashable, Sendable, CustomStringConvertible {
    /// A library id, with the kind its prefix names.
    case library(LibraryKind)
    /// A catalog id.
    case catalog(CatalogKind)
    /// Neither: empty, a bare prefix, spaces, other letters.
    case unrecognized

    /// The kinds of library item, by id prefix.
    public enum LibraryKind: String, Hashable, Sendable, CaseIterable {
        /// `r.`
        case artist
        /// `l.`
        case album
        /// `i.`
        case song
        /// `p.`
        case playlist
    }

    /// The kinds of catalog id.
    public enum CatalogKind: String, Hashable, Sendable, CaseIterable {
        /// All digits: artists, albums, songs.
        case item
        /// `pl.` followed by letters, digits or hyphens.
        case playlist
    }

    /// Classifies a raw id.
    /// - Complexity: O(n) in the length of `id`.
    public init(classifying id: String) {
        let bytes = Array(id.utf8)
        func isAlphanumeric(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
        if !bytes.isEmpty, bytes.allSatisfy({ (0x30...0x39).contains($0) }) {
            self = .catalog(.item)
            return
        }
        if bytes.count > 3, bytes[0] == 0x70, bytes[1] == 0x6C, bytes[2] == 0x2E,
           bytes[3...].allSatisfy({ isAlphanumeric($0) || $0 == 0x2D }) {
            self = .catalog(.playlist)
            return
        }
        if bytes.count > 2, bytes[1] == 0x2E, bytes[2...].allSatisfy(isAlphanumeric) {
            switch bytes[0] {
            case 0x72: self = .library(.artist); return
            case 0x6C: self = .library(.album); return
            case 0x69: self = .library(.song); return
            case 0x70: self = .library(.playlist); return
            default: break
            }
        }
        self = .unrecognized
    }

    /// Whether this is a library id of any kind.
    public var isLibrary: Bool { if case .library = self { true } else { false } }

    /// Whether this is a catalog id of any kind.
    public var isCatalog: Bool { if case .catalog = self { true } else { false } }

    /// `library artist`, `catalog playlist`, `unrecognized`.
    public var description: String {
        switch self {
        case .library(let kind): "library \(kind.rawValue)"
        case .catalog(let kind): kind == .item ? "catalog item" : "catalog playlist"
        case .unrecognized: "unrecognized"
        }
    }
}
