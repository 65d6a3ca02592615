import DeepCutKit
import Testing

/// A pair of albums held out from the rules: what a listener owns, what the
/// catalog answers, and whether a listener holds the owned one to cover the
/// catalog one (Docs/EngineRules.md "Cut matching"). None of these titles
/// was among those the rules were written from (`RealTitlePair`).
///
/// Titles are taken as their source writes them. Where a source holds only
/// one side of a class (the album, not its `(Extended)` edition), the other
/// side is that real title written in the class's form, and `source` says so
/// (`formed`): the verdict is then the class's rule, held on a real title.
struct HeldOutTitlePair: CustomTestStringConvertible, Sendable {
    /// One album of the pair: its title and the facts a trace may carry.
    struct Album: Sendable {
        let title: String
        var date: String?
        var trackCount: Int?

        /// What tells two albums of a table apart: the title and the facts.
        static func pairKey(_ owned: Album, _ catalog: Album) -> String {
            [owned, catalog].map { "\($0.title)\u{0}\($0.date ?? "")\u{0}\($0.trackCount ?? -1)" }.joined(separator: "\u{1}")
        }

        /// The album as the engine reads it.
        func album(id: String) -> LibraryAlbum {
            LibraryAlbum(id: id, title: title, artistName: "Artist", releaseDate: date.flatMap { ReleaseDate($0) },
                         trackCount: trackCount)
        }
    }

    /// The class of Docs/EngineRules.md the pair tries.
    let rule: Rule
    let owned: Album
    let catalog: Album
    /// Whether owning `owned` covers `catalog`.
    let same: Bool
    /// Where the titles are from.
    let source: Source

    var testDescription: String {
        "\(rule): \(owned.title.debugDescription) \(same ? "covers" : "does not cover") \(catalog.title.debugDescription)"
    }

    /// The classes the pairs try.
    enum Rule: String, CaseIterable, Sendable {
        case extendedAndDefinitive, colonAnniversary, numberedReissue, dashBeforeEditionGroup, otherLanguages
        case kindWrittenOtherwise, collaboratorCredit, ampersand, letterSpacing, liveMarker, oneWayKind
        case dashSpaces, crossingBrackets, creditMidWord, finalSigma, editions
    }

    /// A source, cited as Docs/EngineRules.md "Title normalization" asks.
    enum Source: Sendable {
        /// Both titles as the source writes them.
        case real(String)
        /// The owned or catalog title as the source writes it, the other written in the class's form.
        case formed(String)
    }
}

/// The sources, by where a reader finds them.
extension String {
    /// A Music.app 12.9.5.5 library export: album names of Apple Music files.
    static let libraryExport = "github:MrMatiuz/parse_apple_music@0791abe:Library.xml"
    /// Apple Music API answers in HummingKit's test samples.
    static let hummingKit = "github:TonyTang2001/HummingKit@1591242:Tests/HummingKitTests/SampleResponses.swift"
    /// Apple's example answer for Beach Bunny's albums, with track counts and dates.
    static let appleDocs = "https://developer.apple.com/documentation/applemusicapi/fetch-a-relationship-on-this-resource-by-name-5akdm"
    /// An Apple Music API catalog answer in musiccompanion's tests.
    static let musicCompanion = "github:musiccompanion/AppleMusic@5c9d12c:tests/SDK/CatalogTest.php"
    /// An Apple Music API answer (UK charts, songs with their album names) committed in a public project.
    static let charts = "github:mandar-saiyan87/audify---MuscicPlayer-webapp@4ae4629:src/redux/charts.json"
    /// iTunes Search API answers committed in public projects, by the search index's file id.
    static func itunesLookup(_ id: String, _ what: String) -> String { "iTunes lookup in public code (search index file \(id)): \(what)" }
}

extension HeldOutTitlePair {
    private static func pair(
        _ rule: Rule, _ owned: String, _ catalog: String, _ same: Bool, _ source: Source,
        owned ownedFacts: (String, Int)? = nil, catalog catalogFacts: (String, Int)? = nil
    ) -> HeldOutTitlePair {
        HeldOutTitlePair(
            rule: rule, owned: Album(title: owned, date: ownedFacts?.0, trackCount: ownedFacts?.1),
            catalog: Album(title: catalog, date: catalogFacts?.0, trackCount: catalogFacts?.1), same: same, source: source)
    }

    static let all: [HeldOutTitlePair] = [
        // Extended and Definitive: an expanded edition of an album; a longer recording of a single.
        pair(.extendedAndDefinitive, "Honeymoon", "Honeymoon (Extended)", true, .formed(.appleDocs)),
        pair(.extendedAndDefinitive, "Emotional Creature", "Emotional Creature (Definitive Edition)", true, .formed(.appleDocs)),
        pair(.extendedAndDefinitive, "Emotional Creature", "Emotional Creature (Definitive)", true, .formed(.appleDocs)),
        pair(.extendedAndDefinitive, "The Resistance", "The Resistance (Extended Edition)", true, .formed(.itunesLookup("6892426502", "Muse"))),
        pair(.extendedAndDefinitive, "Material Control", "Material Control (Extended Version)", true, .formed(.itunesLookup("35145468775", "Glassjaw"))),
        pair(.extendedAndDefinitive, "Sound Affects", "Sound Affects (Extended) [Remastered]", true, .formed(.libraryExport)),
        pair(.extendedAndDefinitive, "Oxygen - Single", "Oxygen (Extended) - Single", false, .formed(.appleDocs)),
        pair(.extendedAndDefinitive, "Sports - Single", "Sports (Extended Mix) - Single", false, .formed(.appleDocs)),
        pair(.extendedAndDefinitive, "MILLION DOLLAR BABY - Single", "MILLION DOLLAR BABY (Extended Version) - Single", false, .formed(.charts)),
        pair(.extendedAndDefinitive, "Gata Only - Single", "Gata Only - Single (Extended)", false, .formed(.charts)),
        pair(.extendedAndDefinitive, "Honeymoon", "Honeymoon (Extended Mix)", false, .formed(.appleDocs)),
        pair(.extendedAndDefinitive, "Prom Queen - EP", "Prom Queen (Extended) - EP", false, .formed(.appleDocs)),
        // An anniversary edition after a colon.
        pair(.colonAnniversary, "Gladiator", "Gladiator: 20th Anniversary Edition", true, .real(.itunesLookup("6386050905", "an album name in a music API answer"))),
        pair(.colonAnniversary, "Kyouiku", "Kyouiku: 20th Anniversary Edition", true, .formed(.itunesLookup("60887312109", "Tokyo Incidents"))),
        pair(.colonAnniversary, "Hot Fuss", "Hot Fuss: 20th Anniversary Edition", true, .formed(.libraryExport)),
        pair(.colonAnniversary, "Physical Graffiti", "Physical Graffiti: Deluxe Edition", true, .formed(.libraryExport)),
        pair(.colonAnniversary, "Abbey Road", "Abbey Road: Super Deluxe Edition", true, .formed(.libraryExport)),
        pair(.colonAnniversary, "Unreal Unearth", "Unreal Unearth: Unheard", false, .formed(.charts)),
        pair(.colonAnniversary, "Man On the Moon", "Man On the Moon: The End of Day (Deluxe Version)", false, .real(.libraryExport)),
        pair(.colonAnniversary, "Forever Man", "Forever Man: The Best of Eric Clapton (Deluxe Edition)", false, .real(.libraryExport)),
        pair(.colonAnniversary, "Gold", "Gold: Sublime (Remastered)", false, .real(.hummingKit)),
        pair(.colonAnniversary, "The Complete Mozart Edition", "The Complete Mozart Edition: The Dances & Marches, Vol. 1", false, .real(.hummingKit)),
        pair(.colonAnniversary, "Gladiator", "Gladiator: 20th Anniversary Live", false, .formed(.itunesLookup("6386050905", "an album name in a music API answer"))),
        // A reissue named by a number after the title: the dates decide.
        pair(.numberedReissue, "Honeymoon", "Honeymoon 10", true, .formed(.appleDocs), owned: ("2020-02-14", 9), catalog: ("2030-02-14", 12)),
        pair(.numberedReissue, "Kyouiku", "Kyouiku 20", true, .formed(.itunesLookup("60887312109", "Tokyo Incidents")), owned: ("2004-11-25", 11), catalog: ("2024-11-25", 14)),
        pair(.numberedReissue, "The Resistance", "The Resistance 10", true, .formed(.itunesLookup("6892426502", "Muse")), owned: ("2009-09-14", 11), catalog: ("2009-09-14", 15)),
        pair(.numberedReissue, "Kyouiku 20", "Kyouiku", true, .formed(.itunesLookup("60887312109", "Tokyo Incidents")), owned: ("2024-11-25", 14), catalog: ("2004-11-25", 11)),
        pair(.numberedReissue, "Kyouiku", "Kyouiku 20", false, .formed(.itunesLookup("60887312109", "Tokyo Incidents"))),
        pair(.numberedReissue, "Kyouiku", "Kyouiku 20", false, .formed(.itunesLookup("60887312109", "Tokyo Incidents")), owned: ("2004-11-25", 11), catalog: ("2006-03-01", 12)),
        pair(.numberedReissue, "Luv Is Rage", "Luv Is Rage 2 (Deluxe)", false, .formed(.libraryExport), owned: ("2015-08-18", 16), catalog: ("2017-08-25", 20)),
        pair(.numberedReissue, "Праздник на улице", "Праздник на улице 36", false, .formed(.libraryExport)),
        pair(.numberedReissue, "The 20/20 Experience", "The 20/20 Experience (Deluxe Version)", true, .real(.libraryExport)),
        pair(.numberedReissue, "SremmLife", "SremmLife 2 (Deluxe)", false, .formed(.libraryExport), owned: ("2015-05-22", 12), catalog: ("2016-08-12", 15)),
        // A dash phrase that restates the anniversary of the edition group after it.
        pair(.dashBeforeEditionGroup, "Honeymoon", "Honeymoon - XX (20th Anniversary Special Edition)", true, .formed(.appleDocs)),
        pair(.dashBeforeEditionGroup, "Kyouiku", "Kyouiku - 20 (20th Anniversary Edition)", true, .formed(.itunesLookup("60887312109", "Tokyo Incidents"))),
        pair(.dashBeforeEditionGroup, "Travelling Without Moving", "Travelling Without Moving - XX (20th Anniversary Edition)", true, .formed(.libraryExport)),
        pair(.dashBeforeEditionGroup, "Rocket to Russia", "Rocket to Russia - XL (40th Anniversary Deluxe Edition)", true, .formed(.libraryExport)),
        pair(.dashBeforeEditionGroup, "Made In Germany 1995", "Made In Germany 1995 - 2011 (Special Edition)", false, .real(.libraryExport)),
        pair(.dashBeforeEditionGroup, "Travelling Without Moving", "Travelling Without Moving - X (20th Anniversary Edition)", false, .formed(.libraryExport)),
        pair(.dashBeforeEditionGroup, "Лучшее из Джаза", "Лучшее из Джаза - 50 незабываемых композиций (Переиздание)", false, .real(.libraryExport)),
        pair(.dashBeforeEditionGroup, "Honeymoon", "Honeymoon - Live (20th Anniversary Edition)", false, .formed(.appleDocs)),
        // Edition words in other languages, inside the edition group.
        pair(.otherLanguages, "Material Defectuoso", "Material Defectuoso (Edición de Lujo)", true, .formed(.itunesLookup("12387666159", "Extremoduro"))),
        pair(.otherLanguages, "Material Defectuoso", "Material Defectuoso (De Lujo)", true, .formed(.itunesLookup("12387666159", "Extremoduro"))),
        pair(.otherLanguages, "Con Todo El Mundo", "Con Todo El Mundo (Versión de Lujo)", true, .formed(.itunesLookup("71075681789", "Khruangbin"))),
        pair(.otherLanguages, "Lo Mejor del Pop Español de los 60 Vol. 2", "Lo Mejor del Pop Español de los 60 Vol. 2 (Edición Especial)", true, .formed(.libraryExport)),
        pair(.otherLanguages, "Amore", "Amore (初回限定盤)", true, .real(.itunesLookup("70138888230", "ReoNa, a library title and the store's"))),
        pair(.otherLanguages, "Amore", "Amore (通常盤)", true, .formed(.itunesLookup("70138888230", "ReoNa"))),
        pair(.otherLanguages, "Kyouiku", "Kyouiku (完全生産限定盤)", true, .formed(.itunesLookup("60887312109", "Tokyo Incidents"))),
        pair(.otherLanguages, "Горизонт событий", "Горизонт событий (Переиздание)", true, .formed(.libraryExport)),
        pair(.otherLanguages, "Material Defectuoso", "Material Defectuoso (En Vivo)", false, .formed(.itunesLookup("12387666159", "Extremoduro"))),
        pair(.otherLanguages, "Con Todo El Mundo", "Con Todo El Mundo (Remezclas)", false, .formed(.itunesLookup("71075681789", "Khruangbin"))),
        pair(.otherLanguages, "Amore", "Amore (盤)", false, .formed(.itunesLookup("70138888230", "ReoNa"))),
        pair(.otherLanguages, "Lo Mejor del Pop Español de los 60 Vol. 2", "Lo Mejor del Pop Español de los 60", false, .real(.libraryExport)),
        // The release kind written another way.
        pair(.kindWrittenOtherwise, "One of a Kind", "One of a Kind EP", true, .formed(.itunesLookup("19467456078", "G-DRAGON"))),
        pair(.kindWrittenOtherwise, "One of a Kind - EP", "One of a Kind EP (Deluxe)", true, .formed(.itunesLookup("19467456078", "G-DRAGON"))),
        pair(.kindWrittenOtherwise, "Animalism - EP", "Animalism EP (Remastered)", true, .formed(.appleDocs)),
        pair(.kindWrittenOtherwise, "Gata Only - Single", "Gata Only (Single)", true, .formed(.charts)),
        pair(.kindWrittenOtherwise, "Freaks Out - Single", "Freaks Out [Single]", true, .formed(.itunesLookup("56627049797", "Yoshiko"))),
        pair(.kindWrittenOtherwise, "Prom Queen", "Prom Queen (EP)", true, .formed(.appleDocs)),
        pair(.kindWrittenOtherwise, "i like the way you kiss me", "i like the way you kiss me (Single)", true, .formed(.charts)),
        pair(.kindWrittenOtherwise, "One of a Kind EP", "One of a Kind", false, .formed(.itunesLookup("19467456078", "G-DRAGON"))),
        pair(.kindWrittenOtherwise, "Gata Only (Single)", "Gata Only", false, .formed(.charts)),
        pair(.kindWrittenOtherwise, "Freaks Out (Single)", "Freaks Out (Single Version)", false, .formed(.itunesLookup("56627049797", "Yoshiko"))),
        pair(.kindWrittenOtherwise, "One of a Kind", "One of a Kind EP (Live)", false, .formed(.itunesLookup("19467456078", "G-DRAGON"))),
        // Collaborator credits, as Apple writes them beside featuring credits.
        pair(.collaboratorCredit, "Gata Only - Single", "Gata Only (with Cris Mj) - Single", true, .formed(.charts)),
        pair(.collaboratorCredit, "Lose Control", "Lose Control (with A & B)", true, .formed(.charts)),
        pair(.collaboratorCredit, "Too Sweet - Single", "Too Sweet (with Hozier & Friends) - Single", true, .formed(.charts)),
        pair(.collaboratorCredit, "Oxygen - Single", "Oxygen (feat. A) [with B & C] - Single", true, .formed(.appleDocs)),
        pair(.collaboratorCredit, "Pull Up - Single", "Pull Up (with Yo Gotti) - Single", true, .formed(.libraryExport)),
        pair(.collaboratorCredit, "The Sound of Silence - Single", "The Sound of Silence (with Strings) - Single", false, .formed(.charts)),
        pair(.collaboratorCredit, "Honeymoon", "Honeymoon (with the Ukraine National Symphony Orchestra)", false, .formed(.hummingKit)),
        pair(.collaboratorCredit, "Gata Only - Single", "Gata Only (with Cris Mj) [Remix] - Single", false, .formed(.charts)),
        pair(.collaboratorCredit, "Too Sweet - Single", "Too Sweet (with Choir) - Single", false, .formed(.charts)),
        pair(.collaboratorCredit, "Betrayed - Single", "Betrayed (with Live Band) - Single", false, .formed(.libraryExport)),
        // `&` and `and`.
        pair(.ampersand, "Fireworks and Rollerblades", "Fireworks & Rollerblades", true, .formed(.charts)),
        pair(.ampersand, "Fireworks & Rollerblades", "Fireworks And Rollerblades (Deluxe)", true, .formed(.charts)),
        pair(.ampersand, "Skull and Bonus", "Skull & Bonus", true, .formed(.hummingKit)),
        pair(.ampersand, "A Curious Tale of Trials and Persons", "A Curious Tale of Trials + Persons", true, .formed(.hummingKit)),
        pair(.ampersand, "Guns and Roses", "Guns & Roses", true, .formed(.hummingKit)),
        pair(.ampersand, "Antigua & Barbuda", "Antigua and Barbuda", true, .formed(.hummingKit)),
        pair(.ampersand, "54-46 That's My Number and Ball and Chain", "54-46 That's My Number / Ball and Chain", false, .formed(.hummingKit)),
        pair(.ampersand, "The Dances & Marches", "The Dances Marches", false, .formed(.hummingKit)),
        pair(.ampersand, "Fireworks & Rollerblades", "Fireworks Rollerblades", false, .formed(.charts)),
        // Letter-spaced stylisations.
        pair(.letterSpacing, "MILLION DOLLAR BABY", "M I L L I O N DOLLAR BABY", true, .formed(.charts)),
        pair(.letterSpacing, "Soulhack", "S O U L H A C K", true, .formed(.hummingKit)),
        pair(.letterSpacing, "Born in the U.S.A.", "Born In the U S A", true, .formed(.musicCompanion)),
        pair(.letterSpacing, "Jungle", "J U N G L E (Deluxe)", true, .formed(.hummingKit)),
        pair(.letterSpacing, "E. 1999 Eternal", "E. 1999 Eternal (Remastered)", true, .formed(.libraryExport)),
        pair(.letterSpacing, "Palaces", "P A L A C E", false, .formed(.hummingKit)),
        pair(.letterSpacing, "U2", "U 2", false, .formed(.hummingKit)),
        pair(.letterSpacing, "Bad", "B A D B O Y", false, .formed(.hummingKit)),
        // A live album marked `[Live]`: the year and the track count decide.
        pair(.liveMarker, "Beach Bunny on Audiotree Live - EP", "Beach Bunny on Audiotree Live - EP", true, .real(.appleDocs)),
        pair(.liveMarker, "Honeymoon", "Honeymoon (Deluxe Edition) [Live]", true, .formed(.appleDocs), owned: ("2020-02-14", 9), catalog: ("2020-03-01", 9)),
        pair(.liveMarker, "Kyouiku", "Kyouiku [Live]", true, .formed(.itunesLookup("60887312109", "Tokyo Incidents")), owned: ("2004-11-25", 11), catalog: ("2004-11-25", 11)),
        pair(.liveMarker, "Kyouiku (Live)", "Kyouiku", true, .formed(.itunesLookup("60887312109", "Tokyo Incidents")), owned: ("2004-11-25", 11), catalog: ("2004-11-25", 11)),
        pair(.liveMarker, "Rattle and Hum", "Rattle and Hum (Remastered) [Live]", true, .formed(.hummingKit), owned: ("1988-10-10", 17), catalog: ("1988-10-10", 17)),
        pair(.liveMarker, "Emotional Creature", "Emotional Creature (Live)", false, .formed(.appleDocs), owned: ("2022-07-22", 12), catalog: ("2023-05-05", 14)),
        pair(.liveMarker, "Emotional Creature", "Emotional Creature (Live)", false, .formed(.appleDocs), owned: ("2022-07-22", 12), catalog: ("2022-07-22", 15)),
        pair(.liveMarker, "Emotional Creature", "Emotional Creature (Live)", false, .formed(.appleDocs)),
        pair(.liveMarker, "Emotional Creature", "Emotional Creature (Deluxe Edition) [Live]", false, .formed(.appleDocs), owned: ("2022-07-22", 12), catalog: nil),
        pair(.liveMarker, "Delicate Sound of Thunder", "Delicate Sound of Thunder (Live)", false, .formed(.hummingKit)),
        pair(.liveMarker, "Under a Blood Red Sky", "Under a Blood Red Sky (Live) [Remastered]", false, .formed(.hummingKit)),
        pair(.liveMarker, "Under a Blood Red Sky (Live)", "Under a Blood Red Sky (Remastered) [Live]", true, .formed(.hummingKit)),
        pair(.liveMarker, "Honeymoon", "Honeymoon (Live at Audiotree)", false, .formed(.appleDocs), owned: ("2020-02-14", 9), catalog: ("2020-02-14", 9)),
        // One way: an album covers its single and EP; a single or EP never covers its album.
        pair(.oneWayKind, "Crybaby", "Crybaby - Single", true, .formed(.appleDocs)),
        pair(.oneWayKind, "Crybaby - Single", "Crybaby", false, .formed(.appleDocs)),
        pair(.oneWayKind, "Prom Queen", "Prom Queen - EP", true, .formed(.appleDocs)),
        pair(.oneWayKind, "Prom Queen - EP", "Prom Queen", false, .formed(.appleDocs)),
        pair(.oneWayKind, "Ultraviolence (Deluxe)", "Ultraviolence - Single", true, .formed(.hummingKit)),
        pair(.oneWayKind, "Ultraviolence - Single", "Ultraviolence (Deluxe)", false, .formed(.hummingKit)),
        pair(.oneWayKind, "Honeymoon - Single", "Honeymoon", false, .formed(.appleDocs), owned: ("2019-11-01", 1), catalog: ("2020-02-14", 9)),
        pair(.oneWayKind, "Honeymoon", "Honeymoon - Single", true, .formed(.appleDocs)),
        pair(.oneWayKind, "Blame Game - EP", "Blame Game - Single", true, .formed(.appleDocs)),
        pair(.oneWayKind, "Blame Game - Single", "Blame Game - EP", false, .formed(.appleDocs)),
        pair(.oneWayKind, "Gata Only - Single", "Gata Only - Single", true, .real(.charts)),
        pair(.oneWayKind, "One of a Kind - EP", "One of a Kind - EP", true, .real(.itunesLookup("19467456078", "G-DRAGON"))),
        pair(.oneWayKind, "Freaks Out - Single", "Freaks Out", false, .formed(.itunesLookup("56627049797", "Yoshiko"))),
        pair(.oneWayKind, "Emotional Creature", "Emotional Creature - EP", true, .formed(.appleDocs)),
        pair(.oneWayKind, "Emotional Creature - EP", "Emotional Creature (Deluxe)", false, .formed(.appleDocs)),
        pair(.oneWayKind, "Where I've Been, Isn't Where I'm Going", "Where I've Been, isn't Where I'm Going - Single", true, .formed(.charts)),
        pair(.oneWayKind, "Pool Party - EP", "Pool Party (Remastered) - Single", true, .formed(.appleDocs)),
        pair(.oneWayKind, "Pool Party - Single", "Pool Party - EP (Remastered)", false, .formed(.appleDocs)),
        // The spaces around the kind's dash: any run of whitespace on each side.
        pair(.dashSpaces, "Sports", "Sports  - Single", true, .formed(.appleDocs)),
        pair(.dashSpaces, "Sports", "Sports -  Single", true, .formed(.appleDocs)),
        pair(.dashSpaces, "Animalism - EP", "Animalism\u{A0}-\u{A0}EP", true, .formed(.appleDocs)),
        pair(.dashSpaces, "Sports - Single", "Sports", false, .formed(.appleDocs)),
        pair(.dashSpaces, "Sports", "Sports-Single", false, .formed(.appleDocs)),
        pair(.dashSpaces, "Sports", "Sports -Single", false, .formed(.appleDocs)),
        // Crossing brackets: round and square brackets pair each on their own.
        pair(.crossingBrackets, "Rattle and Hum (Live)", "Rattle and Hum (Live [Deluxe)]", true, .formed(.hummingKit)),
        pair(.crossingBrackets, "Rattle and Hum", "Rattle and Hum (Live [Deluxe)]", false, .formed(.hummingKit)),
        pair(.crossingBrackets, "Rattle and Hum (Deluxe", "Rattle and Hum (Deluxe [Remastered)]", true, .formed(.hummingKit)),
        pair(.crossingBrackets, "Rattle and Hum", "Rattle and Hum [Remastered (Deluxe])", false, .formed(.hummingKit)),
        // A credit removed from the middle of a word leaves a space.
        pair(.creditMidWord, "Lu ai", "Lu (feat. Y)ai", true, .formed(.hummingKit)),
        pair(.creditMidWord, "Luai", "Lu (feat. Y)ai", false, .formed(.hummingKit)),
        pair(.creditMidWord, "Gata Only", "Gata(with Cris Mj)Only", true, .formed(.charts)),
        // Word-final sigma.
        pair(.finalSigma, "ΣΟΦΙΑΣ", "Σοφίας", true, .formed(.libraryExport)),
        pair(.finalSigma, "Σοφίας", "ΣΟΦΙΑΣ (Deluxe)", true, .formed(.libraryExport)),
        pair(.finalSigma, "Σοφία", "Σοφίας", false, .formed(.libraryExport)),
        // Editions of titles the rules were not written from.
        pair(.editions, "Sound Affects", "Sound Affects (Remastered)", true, .real(.libraryExport)),
        pair(.editions, "Honeymoon", "Honeymoon (Deluxe Edition)", true, .formed(.appleDocs)),
        pair(.editions, "Emotional Creature", "Emotional Creature (Bonus Track Version)", true, .formed(.appleDocs)),
        pair(.editions, "Born in the U.S.A.", "Born In the U.S.A. (Remastered)", true, .formed(.musicCompanion)),
        pair(.editions, "The Dark Side of the Moon", "The Dark Side of the Moon (50th Anniversary) [Remastered]", true, .formed(.hummingKit)),
        pair(.editions, "The Wall", "The Wall (Remastered)", true, .formed(.hummingKit)),
        pair(.editions, "Atom Heart Mother", "Atom Heart Mother (2011 Remastered Version)", true, .formed(.hummingKit)),
        pair(.editions, "Highway 61 Revisited", "Highway 61 Revisited (Remastered)", true, .formed(.hummingKit)),
        pair(.editions, "How To Dismantle an Atomic Bomb", "How to Dismantle an Atomic Bomb (Deluxe Edition)", true, .formed(.hummingKit)),
        pair(.editions, "Un Verano Sin Ti", "Un Verano Sin Ti (Edición Deluxe)", true, .formed(.hummingKit)),
        pair(.editions, "Everything Will Be Alright In the End", "Everything Will Be Alright in the End (Deluxe)", true, .formed(.itunesLookup("51855266388", "Weezer"))),
        pair(.editions, "Con Todo El Mundo", "Con Todo El Mundo (Remastered)", true, .formed(.itunesLookup("71075681789", "Khruangbin"))),
        pair(.editions, "I've Tried Everything But Therapy", "I've Tried Everything But Therapy (Part 1)", false, .real(.charts)),
        pair(.editions, "The Sound of Silence - Single", "The Sound of Silence (CYRIL Remix) - Single", false, .real(.charts)),
        pair(.editions, "Sing-a-Longs and Lullabies for the Film Curious George", "Jack Johnson and Friends: Sing-A-Longs and Lullabies for the Film Curious George", false, .real(.itunesLookup("4149689583", "Jack Johnson"))),
        pair(.editions, "In Between Dreams", "In Between Dub", false, .real(.itunesLookup("45867484274", "Jack Johnson"))),
        pair(.editions, "Би-2 & Prague Metropolitan Symphonic Orchestra, Vol. 1", "Би-2 & Prague Metropolitan Symphonic Orchestra, Vol. 2", false, .formed(.libraryExport)),
        pair(.editions, "Double Or Nothing", "Double Or Nothing (Deluxe)", true, .formed(.libraryExport)),
        pair(.editions, "The Infamous", "The Infamous (Explicit Version)", true, .formed(.libraryExport)),
        pair(.editions, "The Infamous", "The Infamous Mobb Deep", false, .formed(.libraryExport)),
        pair(.editions, "Music Is My Best Friend", "Music Is My Best Friend (Bonus Track Version)", true, .formed(.libraryExport)),
        pair(.editions, "Звезда", "Звезда (Deluxe)", true, .formed(.libraryExport)),
        pair(.editions, "Greatest Hits", "Greatest Hits II", false, .formed(.itunesLookup("54298369364", "Queen"))),
        pair(.editions, "Alchemist", "Alchemist (Remastered 2013)", true, .formed(.itunesLookup("18759325420", "Savant"))),
        pair(.editions, "Accelerate", "Accelerate (Taylor's Version)", false, .formed(.hummingKit)),
        pair(.editions, "A Funk Odyssey", "A Funk Odyssey (Acoustic)", false, .formed(.hummingKit)),
        pair(.editions, "Bob Dylan", "The Freewheelin' Bob Dylan", false, .real(.hummingKit)),
        pair(.editions, "The Freewheelin' Bob Dylan", "The Freewheelin’ Bob Dylan (Remastered)", true, .formed(.hummingKit)),
    ]
}
