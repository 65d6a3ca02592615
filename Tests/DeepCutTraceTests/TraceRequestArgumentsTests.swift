import DeepCutKit
import DeepCutTrace
import Testing

@Suite("A request's arguments follow its method's schema, and a request is made again from them")
struct TraceRequestArgumentsTests {
    /// One request of each method, with arguments where it takes them.
    static func sample(_ method: MusicLibraryMethod) -> TraceRequest {
        switch method {
        case .fetchLibraryArtists: .fetchLibraryArtists
        case .fetchLibraryAlbums: .fetchLibraryAlbums
        case .fetchPlaylist: .fetchPlaylist(name: "Deep Cuts")
        case .fetchRecentlyPlayed: .fetchRecentlyPlayed
        case .fetchCatalogReleases: .fetchCatalogReleases(artistID: "r.Ab12Cd")
        case .fetchTracks: .fetchTracks(albumID: "1440833098")
        case .addTracksToLibrary: .addTracksToLibrary(trackIDs: ["2", "1"])
        case .addTracksToPlaylist: .addTracksToPlaylist(trackIDs: ["1", "2"], playlistID: "p.X")
        case .removeTracksFromPlaylist: .removeTracksFromPlaylist(trackIDs: ["3"], playlistID: "p.Y")
        }
    }

    @Test("each method's request lists the schema's arguments, in order, and is made again from them",
          arguments: MusicLibraryMethod.allCases)
    func roundTrip(_ method: MusicLibraryMethod) {
        let request = Self.sample(method)
        #expect(request.method == method)
        #expect(request.arguments.map(\.key) == method.schema.arguments)
        let values = Dictionary(uniqueKeysWithValues: request.arguments.map { ($0.key, $0.value) })
        #expect(TraceRequest(method: method) { values[$0] } == request)
        #expect(request.mapArguments { _, text in text } == request)
    }

    @Test("a missing argument or one of the other shape makes no request", arguments: MusicLibraryMethod.allCases)
    func refusals(_ method: MusicLibraryMethod) {
        let request = Self.sample(method)
        for (key, value) in request.arguments {
            let other: TraceArgumentValue = switch value {
            case .string(let text): .strings([text])
            case .strings(let texts): .string(texts.joined())
            }
            #expect(TraceRequest(method: method) { $0 == key ? nil : Self.value(of: $0, in: request) } == nil)
            #expect(TraceRequest(method: method) { $0 == key ? other : Self.value(of: $0, in: request) } == nil)
        }
    }

    static func value(of key: MusicLibraryMethod.Argument, in request: TraceRequest) -> TraceArgumentValue? {
        request.arguments.first { $0.key == key }?.value
    }

    @Test("the description and the mapped arguments read each argument by its key")
    func descriptionAndMapping() {
        #expect(Self.sample(.fetchLibraryArtists).argumentsDescription == "")
        #expect(Self.sample(.fetchPlaylist).argumentsDescription == #"name: "Deep Cuts""#)
        #expect(Self.sample(.addTracksToPlaylist).description
            == #"addTracksToPlaylist(trackIDs: ["1", "2"], playlistID: "p.X")"#)
        let mapped = Self.sample(.addTracksToPlaylist).mapArguments { key, text in "\(key.rawValue)-\(text)" }
        #expect(mapped == .addTracksToPlaylist(trackIDs: ["trackIDs-1", "trackIDs-2"], playlistID: "playlistID-p.X"))
    }
}
