/// The app's own model: each library artist's catalog releases that the library does not
/// hold, over the app's own protocol.
@MainActor
public final class DeepCutsModel {
    /// The releases the library does not hold, in the order found.
    public private(set) var cuts: [LibraryAlbum] = []
    /// The artists whose catalog could not be read.
    public private(set) var failed: [LibraryArtist] = []
    private let service: any MusicLibraryServiceProtocol

    /// A model over the app's service, or over a replay in tests.
    public init(service: any MusicLibraryServiceProtocol) { self.service = service }

    /// Reads the library, then each artist's catalog.
    public func refresh() async {
        cuts = []
        failed = []
        guard let artists = try? await service.fetchLibraryArtists(),
              let owned = try? await service.fetchLibraryAlbums() else { return }
        let titles = Set(owned.map { $0.title.lowercased() })
        for artist in artists {
            do {
                cuts += try await service.fetchCatalogReleases(for: artist).filter { !titles.contains($0.title.lowercased()) }
            } catch {
                failed.append(artist)
            }
        }
    }

    /// What the screen says.
    public var banner: String {
        failed.isEmpty ? "\(cuts.count) deep cuts" : "\(cuts.count) deep cuts; \(failed.count) artists could not be checked"
    }
}
