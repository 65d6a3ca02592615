import DeepCutEngine
import Testing

@Suite("TitleNormalizer folds editions, suffixes, case, diacritics and punctuation")
struct TitleNormalizerTests {
    /// Titles that must normalize to the same release.
    @Test("these titles are the same release", arguments: [
        ("Tusk (Deluxe)", "Tusk"),
        ("Tusk (Deluxe Edition)", "Tusk"),
        ("Tusk [Deluxe Version]", "Tusk"),
        ("Tusk (Super Deluxe Edition)", "Tusk"),
        ("Tusk (Expanded)", "Tusk"),
        ("Tusk (Expanded Edition)", "Tusk"),
        ("Tusk (Remastered)", "Tusk"),
        ("Tusk (Remaster)", "Tusk"),
        ("Tusk (2015 Remaster)", "Tusk"),
        ("Tusk (Remastered 2015)", "Tusk"),
        ("Tusk [2004 Remastered Version]", "Tusk"),
        ("Tusk (2015 - Remaster)", "Tusk"),
        ("Tusk (Bonus Track Version)", "Tusk"),
        ("Tusk (Bonus Tracks Edition)", "Tusk"),
        ("Tusk (Anniversary Edition)", "Tusk"),
        ("Tusk (10th Anniversary Edition)", "Tusk"),
        ("Tusk (40th Anniversary)", "Tusk"),
        ("Tusk (Special Edition)", "Tusk"),
        ("Tusk (Explicit)", "Tusk"),
        ("Tusk [Clean]", "Tusk"),
        ("Tusk (Deluxe) [Remastered]", "Tusk"),
        ("Tusk (Remastered 2009 / Bonus Track Version)", "Tusk"),
        ("Kyoto - Single", "Kyoto"),
        ("Copycat Killer - EP", "Copycat Killer"),
        ("Kyoto - single", "KYOTO"),
        ("Kyoto (Deluxe) - Single", "Kyoto"),
        ("Radio Edits - EP (Remastered)", "Radio Edits"),
        ("Medúlla", "Medulla"),
        ("Ágætis byrjun", "Agætis Byrjun"),
        ("BEYONCÉ", "Beyonce"),
        ("Araçá Azul", "ARACA AZUL"),
        ("Ｈｏｍｏｇｅｎｉｃ", "Homogenic"),
        ("ＯＫ Ｃｏｍｐｕｔｅｒ", "ok computer"),
        ("good kid, m.A.A.d city", "Good Kid M A A D City"),
        ("Takk...", "Takk"),
        ("Demos: 1993-1996", "Demos 1993 1996"),
        ("  OK   Computer  ", "OK Computer"),
        ("Mr. Morale & the Big Steppers", "Mr Morale & The Big Steppers"),
        ("I Am... Sasha Fierce", "I am sasha fierce"),
        ("ﬁre", "fire"),
        ("Random Access Memories (10th Anniversary Edition)", "Random Access Memories"),
        ("Tusk (Digitally Remastered)", "Tusk"),
        ("𝐓𝐔𝐒𝐊", "tusk"),
        ("ℍello", "hello"),
        ("Straße", "STRASSE"),
        ("İstanbul", "istanbul"),
        ("Tusk (Bonus)", "Tusk"),
        ("Tusk (Édition Spéciale)", "Tusk"),
        ("Tusk (Remasterizado)", "Tusk"),
        ("Tusk (Japan Edition)", "Tusk"),
        ("Tusk - 2015 Remaster", "Tusk"),
        ("Tusk (feat. Christine McVie)", "Tusk"),
        ("Tusk (Remastered) (Live)", "Tusk (Live)"),
    ])
    func sameRelease(_ lhs: String, _ rhs: String) {
        #expect(TitleNormalizer.title(lhs) == TitleNormalizer.title(rhs))
    }

    /// Titles that must stay different releases.
    @Test("these titles are different releases", arguments: [
        ("Live at Wembley", "Wembley"),
        ("Part II", "Part I"),
        ("Tusk (Live)", "Tusk"),
        ("Tusk (2015)", "Tusk"),
        ("Tusk (Digital)", "Tusk"),
        ("Tusk (Edition)", "Tusk"),
        ("Tusk (Version)", "Tusk"),
        ("Tusk (Demos)", "Tusk"),
        ("Tusk (Deluxe Mix)", "Tusk"),
        ("Tusk Deluxe", "Tusk"),
        ("Deluxe", ""),
        ("(Deluxe)", "Deluxe Edition"),
        ("Single - Single", ""),
        ("OK Computer OKNOTOK 1997 2017", "OK Computer"),
        ("KID A MNESIA", "Kid A"),
        ("Kid A", "Kid B"),
        ("( )", "..."),
        ("The Remaster", "The"),
        ("A$AP", "A AP"),
        ("Tusk (Taylor's Version)", "Tusk"),
        ("Tusk (2015 Mix)", "Tusk"),
        ("Tusk (Acoustic Version)", "Tusk"),
        ("Tusk - Live at Wembley", "Tusk"),
        ("Tusk (with Strings)", "Tusk"),
    ])
    func differentReleases(_ lhs: String, _ rhs: String) {
        #expect(TitleNormalizer.title(lhs) != TitleNormalizer.title(rhs))
    }

    @Test("normalized forms are exactly these", arguments: [
        ("Tusk (2015 Remaster)", "tusk"),
        ("Kyoto - Single", "kyoto"),
        ("Medúlla", "medulla"),
        ("good kid, m.A.A.d city", "good kid maad city"),
        ("A$AP Rocky", "a$ap rocky"),
        ("A.N.I.M.A.L.", "animal"),
        ("Mr. Morale & the Big Steppers", "mr morale and the big steppers"),
        ("Tusk (Remastered) [Live]", "tusk live"),
        ("(Deluxe)", "deluxe"),
        ("Remastered", "remastered"),
        ("( )", "( )"),
        ("...", "..."),
        ("Explicit (Explicit)", "explicit"),
        ("Ｆｕｌｌ  Ｗｉｄｔｈ", "full width"),
        ("İstanbul", "istanbul"),
    ])
    func exactForms(_ title: String, _ expected: String) {
        #expect(TitleNormalizer.title(title) == expected)
    }

    @Test("names keep edition words and single suffixes", arguments: [
        ("The Deluxe (Remastered)", "the deluxe remastered"),
        ("Björk", "bjork"),
        ("Sigur Rós", "sigur ros"),
        ("BEYONCÉ", "beyonce"),
        ("A$AP Rocky", "a$ap rocky"),
        ("Band - Single", "band single"),
    ])
    func names(_ name: String, _ expected: String) {
        #expect(TitleNormalizer.name(name) == expected)
    }

    @Test("names sort in UTF-8 order of their normalized forms, as the device listed them")
    func nameOrder() {
        let names = ["Acid Bath", "A$AP Rocky", "A.N.I.M.A.L.", "Ágætis", "abba"]
        let sorted = names.sorted { TitleNormalizer.precedes(TitleNormalizer.name($0), TitleNormalizer.name($1)) }
        #expect(sorted == ["A.N.I.M.A.L.", "A$AP Rocky", "abba", "Acid Bath", "Ágætis"])
    }
}
