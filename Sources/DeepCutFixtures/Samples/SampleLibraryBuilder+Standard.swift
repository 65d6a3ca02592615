import DeepCutKit

extension SampleLibraryBuilder {
    mutating func addStandardArtists() {
        let bjork = artist("r.Bjork01", "Björk")
        let debut = release(bjork, "Debut", "1993-07-05", tracks: 11)
        let post = release(bjork, "Post", "1995-06-13", tracks: 11)
        let homogenic = release(bjork, "Homogenic", "1997-09-22", tracks: 10)
        release(bjork, "Vespertine", "2001-08-27", tracks: 12)
        release(bjork, "Medúlla", "2004-08-30", tracks: 14)
        release(bjork, "Volta", "2007-05-07", tracks: 10)
        release(bjork, "Biophilia", "2011-10-05", tracks: 10)
        release(bjork, "Vulnicura", "2015-01-20", tracks: 9)
        release(bjork, "Utopia", "2017-11-24", tracks: 14)
        release(bjork, "Fossora", "2022-09-30", tracks: 13)
        for album in [debut, post, homogenic] { own(album, of: bjork) }

        let sigur = artist("r.SigurRos", "Sigur Rós")
        release(sigur, "Von", "1997-06-14", tracks: 10)
        let agaetis = release(sigur, "Ágætis byrjun", "1999-06-12", tracks: 10)
        release(sigur, "( )", "2002-10-28", tracks: 8)
        release(sigur, "Takk...", "2005-09-12", tracks: 11)
        release(sigur, "Með suð í eyrum við spilum endalaust", "2008-06-23", tracks: 11)
        release(sigur, "Valtari", "2012-05-28", tracks: 8)
        release(sigur, "Kveikur", "2013-06-17", tracks: 10)
        release(sigur, "ÁTTA", "2023-06-16", tracks: 10)
        own(agaetis, of: sigur, title: "Agætis Byrjun", linked: false)

        let beyonce = artist("r.Beyonce", "Beyoncé")
        release(beyonce, "Dangerously in Love", "2003-06-23", tracks: 15)
        release(beyonce, "B'Day", "2006-09-04", tracks: 10)
        release(beyonce, "I Am... Sasha Fierce", "2008-11-14", tracks: 11)
        release(beyonce, "4", "2011-06-24", tracks: 12)
        release(beyonce, "BEYONCÉ", "2013-12-13", tracks: 14, rating: .explicit)
        let lemonade = release(beyonce, "Lemonade", "2016-04-23", tracks: 12, rating: .explicit)
        release(beyonce, "Renaissance", "2022-07-29", tracks: 16, rating: .clean)
        release(beyonce, "Renaissance", "2022-07-29", tracks: 16, rating: .explicit)
        release(beyonce, "Cowboy Carter", "2024-03-29", tracks: 27)
        own(lemonade, of: beyonce)

        let fleetwood = artist("r.FleetMac", "Fleetwood Mac")
        release(fleetwood, "Fleetwood Mac", "1975-07-11", tracks: 11)
        let rumours = release(fleetwood, "Rumours", "1977-02-04", tracks: 11)
        let tusk = release(fleetwood, "Tusk", "1979-10-12", tracks: 20)
        release(fleetwood, "Tusk (Deluxe Edition)", "2015-12-04", tracks: 40)
        release(fleetwood, "Tusk (2015 Remaster)", "2015-12-04", tracks: 20)
        release(fleetwood, "Mirage", "1982-06-18", tracks: 12)
        release(fleetwood, "Tango in the Night", "1987-04-13", tracks: 12)
        own(rumours, of: fleetwood)
        own(tusk, of: fleetwood)

        let acidBath = artist("r.AcidBath", "Acid Bath")
        let kite = release(acidBath, "When the Kite String Pops", "1994-08-23", tracks: 15)
        let paegan = release(acidBath, "Paegan Terrorism Tactics", "1996-07-23", tracks: 10)
        let demos = release(acidBath, "Demos: 1993-1996", "2005", tracks: 12)
        let radio = release(acidBath, "Radio Edits - EP", "1997", tracks: 4)
        let grave = release(acidBath, "Graveflower - Single", "1996-06", tracks: 1, single: true)
        let bleed = release(acidBath, "Bleed Me an Ocean - Single", "1994-11", tracks: 1, single: true)
        release(acidBath, "Venus Blue - Single", "1994", tracks: 1, single: true)
        for album in [kite, paegan, demos, radio, grave, bleed] {
            own(album, of: acidBath, linked: false, withArtistID: false)
        }

        addAsapRocky()

        let portishead = artist("r.Portishd", "Portishead")
        let dummy = release(portishead, "Dummy", "1994-08-22", tracks: 11)
        let selfTitled = release(portishead, "Portishead", "1997-09-29", tracks: 11)
        let third = release(portishead, "Third", "2008-04-28", tracks: 11)
        for album in [dummy, selfTitled, third] { own(album, of: portishead) }

        let phoebe = artist("r.PhoebeB", "Phoebe Bridgers")
        let alps = release(phoebe, "Stranger in the Alps", "2017-09-22", tracks: 11)
        let garden = release(phoebe, "Garden Song - Single", "2020-02-05", tracks: 1, single: true)
        release(phoebe, "Kyoto - Single", "2020-02-27", tracks: 1, single: true)
        release(phoebe, "Punisher", "2020-06-18", tracks: 11)
        release(phoebe, "Copycat Killer - EP", "2020-11-20", tracks: 4)
        release(phoebe, "Sidelines - Single", "2022-03-14", tracks: 1, single: true)
        own(alps, of: phoebe)
        own(garden, of: phoebe, title: "Garden Song", linked: false)

        let kendrick = artist("r.Kendrick", "Kendrick Lamar")
        release(kendrick, "Section.80", "2011-07-02", tracks: 16, rating: .explicit)
        release(kendrick, "good kid, m.A.A.d city", "2012-10-22", tracks: 12, rating: .explicit)
        release(kendrick, "good kid, m.A.A.d city", "2012-10-22", tracks: 12, rating: .clean)
        let butterfly = release(kendrick, "To Pimp a Butterfly", "2015-03-15", tracks: 16, rating: .explicit)
        let damn = release(kendrick, "DAMN.", "2017-04-14", tracks: 14, rating: .explicit)
        release(kendrick, "Mr. Morale & the Big Steppers", "2022-05-13", tracks: 18, rating: .explicit)
        release(kendrick, "GNX", "2024-11-22", tracks: 12, rating: .explicit)
        own(butterfly, of: kendrick)
        own(damn, of: kendrick)

        let radiohead = artist("r.Radiohd", "Radiohead")
        release(radiohead, "Pablo Honey", "1993-02-22", tracks: 12)
        release(radiohead, "The Bends", "1995-03-13", tracks: 12)
        let okComputer = release(radiohead, "OK Computer", "1997-05-21", tracks: 12)
        release(radiohead, "OK Computer OKNOTOK 1997 2017", "2017-06-23", tracks: 23)
        release(radiohead, "Kid A", "2000-10-02", tracks: 10)
        release(radiohead, "Amnesiac", "2001-06-04", tracks: 11)
        let rainbows = release(radiohead, "In Rainbows", "2007-10-10", tracks: 10)
        release(radiohead, "A Moon Shaped Pool", "2016-05-08", tracks: 11)
        own(okComputer, of: radiohead)
        own(rainbows, of: radiohead)

        let caetano = artist("r.Caetano", "Caetano Veloso")
        let transa = release(caetano, "Transa", "1972-01", tracks: 7)
        release(caetano, "Araçá Azul", "1973-01", tracks: 12)
        release(caetano, "Estrangeiro", "1989", tracks: 9)
        release(caetano, "Cê", "2006-09-05", tracks: 12)
        release(caetano, "Meu Coco", "2021-10-21", tracks: 12)
        own(transa, of: caetano)

        let daftPunk = artist("r.DaftPunk", "Daft Punk")
        release(daftPunk, "Homework", "1997-01-20", tracks: 16)
        let discovery = release(daftPunk, "Discovery", "2001-03-12", tracks: 14)
        release(daftPunk, "Human After All", "2005-03-14", tracks: 10)
        let memories = release(daftPunk, "Random Access Memories", "2013-05-17", tracks: 13)
        release(daftPunk, "Random Access Memories (10th Anniversary Edition)", "2023-05-12", tracks: 22)
        own(discovery, of: daftPunk)
        own(memories, of: daftPunk)

        let mitski = artist("r.Mitski", "Mitski")
        release(mitski, "Lush", "2012", tracks: 11)
        release(mitski, "Retired from Sad, New Career in Business", "2013-08", tracks: 10)
        release(mitski, "Bury Me at Makeout Creek", "2014-11-11", tracks: 10)
        release(mitski, "Puberty 2", "2016-06-17", tracks: 11)
        let cowboy = release(mitski, "Be the Cowboy", "2018-08-17", tracks: 14)
        release(mitski, "Laurel Hell", "2022-02-04", tracks: 11)
        own(cowboy, of: mitski)

        library.recentlyPlayed = [
            LibraryTrack(id: "i.RadWeird", title: "Weird Fishes/Arpeggi", artistName: "Radiohead",
                         albumTitle: "In Rainbows", albumID: rainbows.id, trackNumber: 4, discNumber: 1),
            LibraryTrack(id: "i.BjorkJoga", title: "Jóga", artistName: "Björk",
                         albumTitle: "Homogenic", albumID: homogenic.id, trackNumber: 2, discNumber: 1),
            LibraryTrack(id: "i.MitskiNb", title: "Nobody", artistName: "MITSKI",
                         albumTitle: "Be the Cowboy", albumID: cowboy.id, trackNumber: 8, discNumber: 1),
        ]
        library.playlists = [
            LibraryPlaylist(id: "p.DeepCuts", name: "Deep Cuts", isEditable: true),
            LibraryPlaylist(id: "p.Run2024", name: "Running", isEditable: true),
        ]
    }

    private mutating func addAsapRocky() {
        let asap = artist("r.AsapRocky", "A$AP Rocky")
        let releases: [(String, String, Bool)] = [
            ("LIVE.LOVE.A$AP", "2011-10-31", false), ("Peso - Single", "2011-08-16", true),
            ("Purple Swag - Single", "2011-07-01", true), ("Goldie - Single", "2012-04-27", true),
            ("LONG.LIVE.A$AP", "2013-01-11", false), ("F**kin' Problems - Single", "2012-10-23", true),
            ("Wild for the Night - Single", "2013-03-26", true), ("Angels - Single", "2013-12-20", true),
            ("AT.LONG.LAST.A$AP", "2015-05-26", false), ("L$D - Single", "2015-05-19", true),
            ("Everyday - Single", "2015-05-24", true), ("Lord Pretty Flacko Jodye 2 - Single", "2015-04-14", true),
            ("TESTING", "2018-05-25", false), ("A$AP Forever - Single", "2018-04-05", true),
            ("Praise the Lord (Da Shine) - Single", "2018-05-25", true), ("Sundress - Single", "2018-11-23", true),
            ("Babushka Boi - Single", "2019-08-30", true), ("D.M.B. - Single", "2022-05-09", true),
            ("Same Problems? - Single", "2022-05-20", true), ("Shittin' Me - Single", "2023-07-14", true),
            ("Riot (Rowdy Pipe'n) - Single", "2023-07-04", true), ("Tailor Swif - Single", "2024-11-19", true),
            ("Highjack - Single", "2024-02-01", true), ("Ruby Rosary - Single", "2023-11-10", true),
            ("Don't Be Dumb", "2026-01-16", false),
        ]
        var owned: [LibraryAlbum] = []
        for (index, (title, date, single)) in releases.enumerated() {
            let album = release(asap, title, date, tracks: single ? 1 : 14, single: single, rating: .explicit)
            if [0, 4, 8, 12, 1, 13].contains(index) { owned.append(album) }
        }
        library.catalog[asap.id]?.hasMore = true
        for album in owned { own(album, of: asap) }
    }

    mutating func addStandardTracklists() {
        tracklist(catalogRelease("r.Bjork01", "Homogenic"), [
            (1, 1, "Hunter"), (1, 2, "Jóga"), (1, 3, "Unravel"), (1, 4, "Bachelorette"),
            (1, 5, "All Neon Like"), (1, 6, "5 Years"), (1, 7, "Immature"), (1, 8, "Alarm Call"),
            (1, 9, "Pluto"), (1, 10, "All Is Full of Love"),
        ])
        // The catalog answers this one out of order; the sheet shows it in disc and track order.
        tracklist(catalogRelease("r.Bjork01", "Vespertine"), [
            (1, 3, "It's Not Up to You"), (1, 1, "Hidden Place"), (1, 2, "Cocoon"),
            (1, 5, "Aurora"), (1, 4, "Undo"), (1, 6, "An Echo, a Stain"),
        ])
        tracklist(catalogRelease("r.FleetMac", "Tusk (Deluxe Edition)"), [
            (2, 1, "One More Time (Demo)"), (1, 2, "The Ledge"), (1, 1, "Over & Over"),
            (2, 2, "Think About Me (Alternate)"), (1, 3, "Think About Me"),
        ])
        tracklist(catalogRelease("r.Beyonce", "Cowboy Carter"), [
            (1, 1, "Ameriican Requiem"), (1, 2, "Blackbiird"), (1, 3, "16 Carriages"),
            (1, 4, "Protector"), (1, 5, "My Rose"),
        ])
        tracklist(catalogRelease("r.Mitski", "Laurel Hell"), [
            (1, 1, "Valentine, Texas"), (1, 2, "Working for the Knife"), (1, 3, "Stay Soft"),
        ])
        // "Fossora" has no tracklist: the sheet shows its empty state.
    }
}
