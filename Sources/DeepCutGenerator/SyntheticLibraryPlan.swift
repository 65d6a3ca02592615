import DeepCutKit

/// A generated library that keeps each artist only as where its making
/// starts, and makes it again when asked for: the same artists, albums and
/// tracks as `SyntheticLibraryGenerator.generate()`, with memory for a name
/// key and a few numbers an artist instead of the whole library.
///
/// The generator draws every artist from one SplitMix64 sequence and numbers
/// albums across artists, so an artist's making depends on those before it
/// only through the generator's state and the album numbers when it starts,
/// and through the names already taken; a place keeps the first two and the
/// name key the artist ended with, which is all that making it again needs.
package struct SyntheticLibraryPlan: Sendable {
    /// Where one artist's making starts, and what places it in the session.
    struct Place: Sendable {
        /// The generator's state before the artist's first draw.
        var random: SplitMix64
        /// The album numbers before the artist's first album.
        var ids: SyntheticIDs
        /// The artist's normalized name.
        var nameKey: String
        /// Whether the artist is in recently played.
        var recentlyPlayed: Bool
    }

    let generator: SyntheticLibraryGenerator
    let places: [Place]
    /// The album numbers after the last artist, for telling which artists own library albums.
    let idsAfterLast: SyntheticIDs

    /// The artist at `index` in library order, made again.
    func artist(_ index: Int) -> SyntheticLibrary.Artist {
        artist(index) { _ in }
    }

    /// The artist at `index`, made again, handing each library album it owns
    /// to `libraryAlbum` as it is made.
    func artist(_ index: Int, libraryAlbum: (LibraryAlbum) -> Void) -> SyntheticLibrary.Artist {
        make(index, libraryAlbum: libraryAlbum).artist
    }

    /// The artist at `index` made again, and the generator's state after it.
    private func make(
        _ index: Int, libraryAlbum: (LibraryAlbum) -> Void
    ) -> (artist: SyntheticLibrary.Artist, random: SplitMix64) {
        let place = places[index]
        var (random, ids) = (place.random, place.ids)
        var artist = generator.makeArtist(
            index: index, random: &random, ids: &ids, isTaken: { $0 != place.nameKey }, libraryAlbum: libraryAlbum)
        artist.recentlyPlayed = place.recentlyPlayed
        return (artist, random)
    }

    /// Hands over every library artist, in library order.
    func forEachLibraryArtist(_ body: (LibraryArtist) -> Void) {
        for (index, place) in places.enumerated() {
            var random = place.random
            body(generator.makeName(index: index, random: &random, isTaken: { $0 != place.nameKey }).artist)
        }
    }

    /// Hands over every library album, in library order.
    func forEachLibraryAlbum(_ body: (LibraryAlbum) -> Void) {
        for index in places.indices where ownsLibraryAlbums(index) {
            _ = artist(index, libraryAlbum: body)
        }
    }

    /// Hands over every recently played track, in library order.
    func forEachRecentlyPlayed(_ body: (LibraryTrack) -> Void) {
        for index in places.indices where places[index].recentlyPlayed {
            let made = make(index) { _ in }
            var random = made.random
            if let track = generator.recentTrack(of: made.artist, index: index, random: &random) { body(track) }
        }
    }

    /// Whether the artist at `index` owns a library album: the library
    /// numbers moved on while it was made.
    private func ownsLibraryAlbums(_ index: Int) -> Bool {
        let next = index + 1 < places.count ? places[index + 1].ids : idsAfterLast
        return next.libraryNumber != places[index].ids.libraryNumber
    }
}
