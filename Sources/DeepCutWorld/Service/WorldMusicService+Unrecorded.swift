import DeepCutFixtures
import DeepCutKit
import DeepCutTrace

extension WorldMusicService {
    /// What a call no recording made gets, as `options.unrecorded` says (Docs/WorldFormat.md "Unrecorded calls").
    func unrecorded(_ request: TraceRequest, artistName: String?) -> TraceOutcome {
        switch options.unrecorded {
        case .empty: return .success(.empty(request.method.schema.result))
        case .notFound: return .failure(.notFound)
        case .filler: return .success(filler(request, artistName: artistName))
        }
    }

    /// The mock's sample data standing in for a call no recording made, chosen by its argument.
    private func filler(_ request: TraceRequest, artistName: String?) -> TraceResult {
        let sample = SampleLibrary.standard
        switch request {
        case .fetchLibraryArtists: return .artists(sample.artists)
        case .fetchLibraryAlbums: return .albums(sample.albums)
        case .fetchRecentlyPlayed: return .tracks(sample.recentlyPlayed)
        case .fetchPlaylist(let name):
            let playlist = madePlaylists[name] ?? LibraryPlaylist(id: "p.w" + Filler.hex(name), name: name, isEditable: true)
            madePlaylists[name] = playlist
            return .playlist(playlist)
        case .fetchCatalogReleases(let artistID):
            let donors = sample.artists.filter { !(sample.catalog[$0.id]?.albums.isEmpty ?? true) }
            guard !donors.isEmpty else { return .empty(.catalogReleases) }
            let donor = donors[Filler.index(artistID, count: donors.count)]
            let releases = sample.catalog[donor.id] ?? CatalogReleases(albums: [])
            let albums = releases.albums.enumerated().map { offset, album in
                var album = album
                album.id = Filler.catalogID(artistID, offset)
                album.artistName = artistName ?? album.artistName
                album.artistID = nil
                return album
            }
            return .catalogReleases(CatalogReleases(albums: albums, hasMore: releases.hasMore))
        case .fetchTracks(let albumID):
            let tracklists = sample.tracks.keys.sorted()
            guard !tracklists.isEmpty else { return .tracks([]) }
            let donor = sample.tracks[tracklists[Filler.index(albumID, count: tracklists.count)]] ?? []
            let title = knownAlbumTitle(albumID)
            return .tracks(donor.enumerated().map { offset, track in
                var track = track
                track.id = Filler.catalogID(albumID, offset)
                track.albumID = albumID
                track.albumTitle = title ?? track.albumTitle
                track.isrc = nil
                return track
            })
        case .addTracksToLibrary, .addTracksToPlaylist, .removeTracksFromPlaylist:
            return .written
        }
    }

    /// The title the world gave a catalog album, if any catalog answer listed it.
    private func knownAlbumTitle(_ albumID: String) -> String? {
        if albumTitles == nil {
            var titles: [String: String] = [:]
            for answers in world.answers.values {
                for answer in answers {
                    guard case .success(.catalogReleases(let releases)) = answer.outcome else { continue }
                    for album in releases.albums { titles[album.id] = album.title }
                }
            }
            albumTitles = titles
        }
        return albumTitles?[albumID]
    }

    /// A library read with what the writes added: songs added to the library bring
    /// their album (linked to the catalog album by `catalogID`) and their artist.
    func withWrites(_ outcome: TraceOutcome, _ request: TraceRequest) -> TraceOutcome {
        guard !world.addedToLibrary.isEmpty, case .success(let result) = outcome else { return outcome }
        switch result {
        case .artists(var artists):
            var names = Set(artists.map(\.name))
            for track in world.addedToLibrary where !names.contains(track.artistName) {
                names.insert(track.artistName)
                artists.append(LibraryArtist(id: Filler.artistID(track.artistName), name: track.artistName))
            }
            return .success(.artists(artists))
        case .albums(var albums):
            var held = Set(albums.flatMap { [$0.id] + ($0.catalogID.map { [$0] } ?? []) })
            let artistIDs = Dictionary(world.artists.map { ($0.name, $0.id) }, uniquingKeysWith: { first, _ in first })
            for track in world.addedToLibrary {
                let catalogID = track.albumID ?? track.id
                guard !held.contains(catalogID) else { continue }
                held.insert(catalogID)
                albums.append(LibraryAlbum(
                    id: "l.w" + Filler.hex(catalogID), title: track.albumTitle ?? track.title, artistName: track.artistName,
                    artistID: artistIDs[track.artistName] ?? Filler.artistID(track.artistName), catalogID: catalogID))
            }
            return .success(.albums(albums))
        default:
            return outcome
        }
    }
}

/// Deterministic ids and choices for made-up answers: the same argument always
/// gets the same ones, on every run and machine (FNV-1a over the UTF-8 bytes).
enum Filler {
    /// The 64-bit FNV-1a hash of the text's UTF-8 bytes.
    static func hash(_ text: String) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        return value
    }

    /// The hash in hexadecimal: letters and digits, as a library id's tail.
    static func hex(_ text: String) -> String { String(hash(text), radix: 16) }

    /// An index in `0..<count` (count ≥ 1) chosen by the text.
    static func index(_ text: String, count: Int) -> Int { Int(hash(text) % UInt64(count)) }

    /// A catalog id (digits only) for the `offset`-th made-up item under `owner`.
    static func catalogID(_ owner: String, _ offset: Int) -> String {
        let tail = String(offset)
        return "9" + String(hash(owner) % 1_000_000_000) + String(repeating: "0", count: max(0, 3 - tail.count)) + tail
    }

    /// A library artist id (`r.` and letters and digits) for an artist known only by name.
    static func artistID(_ name: String) -> String { "r.w" + hex(name) }
}
