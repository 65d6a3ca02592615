extension EditionVocabulary {
    /// The edition words of every language covered, first language first.
    ///
    /// Apple writes an album's version in its title, in the language of the
    /// album's metadata rather than the storefront's (the Apple Music Style
    /// Guide's "Album Version Information" lists *Bonus Track Version*,
    /// *Deluxe Edition*, *Extended Version*, *Bonus Video Version*; distributors'
    /// guides for Apple ask for *Live*, *Ao Vivo*, *En Vivo* "according to the
    /// language of the album"). So each language's words count on every
    /// storefront. Words are written as the store writes them; step 1 folds
    /// them (`Édition` is `edition`, `デラックス` loses its voicing mark).
    package static let languages: [Language] = [
        english, spanish, portuguese, french, german, italian, russian, japanese,
    ]

    /// English: every storefront's most common edition words.
    static let english = Language(name: "English", words: [
        ("deluxe", .names), ("expanded", .names), ("remastered", .names), ("remaster", .names),
        ("anniversary", .names), ("explicit", .names), ("clean", .names), ("bonus", .names), ("reissue", .names),
        ("definitive", .names), ("extended", .extended),
        ("edition", .head), ("editions", .head),
        ("super", .filler), ("digital", .filler), ("digitally", .filler), ("version", .filler),
        ("versions", .filler), ("track", .filler), ("tracks", .filler), ("special", .filler), ("the", .filler),
        ("and", .filler),
        ("live", .live), ("remix", .recording), ("remixes", .recording), ("remixed", .recording),
        ("mix", .recording), ("mixes", .recording), ("acoustic", .recording), ("instrumental", .recording),
        ("instrumentals", .recording), ("demo", .recording), ("demos", .recording), ("stripped", .recording),
        ("unplugged", .recording), ("karaoke", .recording), ("acapella", .recording), ("cappella", .recording),
        ("orchestral", .recording), ("reimagined", .recording), ("dub", .recording),
        ("sessions", .recording), ("rehearsals", .recording), ("outtakes", .recording), ("strings", .recording),
        ("orchestra", .recording), ("philharmonic", .recording), ("symphony", .recording), ("symphonic", .recording),
        ("choir", .recording), ("quartet", .recording), ("ensemble", .recording), ("edit", .recording),
        ("edits", .recording), ("sped", .recording), ("slowed", .recording), ("reverb", .recording),
        ("nightcore", .recording), ("chopped", .recording), ("screwed", .recording), ("rework", .recording),
        ("reworked", .recording), ("reprise", .recording), ("redux", .recording), ("recorded", .recording),
        ("rerecorded", .recording), ("revisited", .recording), ("piano", .recording), ("radio", .recording),
        ("club", .recording), ("vip", .recording), ("bootleg", .recording), ("mashup", .recording),
        ("cover", .recording), ("alternate", .recording), ("alternative", .recording), ("take", .recording),
        ("takes", .recording), ("session", .recording), ("rehearsal", .recording), ("outtake", .recording),
        ("backing", .recording), ("drumless", .recording),
        ("mono", .names), ("stereo", .names), ("atmos", .names), ("spatial", .names),
        ("in", .filler), ("concert", .live),
        ("from", .source), ("inspired", .source), ("soundtrack", .source), ("ost", .source), ("film", .source),
        ("movie", .source), ("series", .source),
        ("feat", .featuring), ("featuring", .featuring), ("ft", .featuring), ("with", .collaboration),
    ], stems: [
        ("remaster", .names), ("anniver", .names), ("expan", .names), ("reissu", .names), ("bonus", .names),
        ("remix", .recording), ("acoust", .recording), ("instrument", .recording), ("orchest", .recording),
        ("symphon", .recording), ("karaok", .recording), ("acapel", .recording),
    ])

    /// Spanish: *Edición Deluxe*, *Remasterizado*, *En Vivo*.
    static let spanish = Language(name: "Spanish", words: [
        ("remasterizado", .names), ("remasterizada", .names), ("remasterización", .names), ("aniversario", .names),
        ("ampliada", .names), ("expandida", .names), ("reedición", .names), ("lujo", .names),
        ("edición", .head), ("ediciones", .head), ("versión", .filler), ("especial", .filler), ("de", .filler),
        ("en", .filler),
        ("vivo", .live), ("directo", .live), ("concierto", .live), ("acústico", .recording), ("remezcla", .recording),
        ("remezclas", .recording),
        ("película", .source), ("serie", .source), ("sonora", .source),
    ], stems: [
        ("aniver", .names), ("ampliad", .names), ("reedi", .names), ("acust", .recording), ("remezcl", .recording),
        ("orquest", .recording), ("sinfon", .recording),
    ])

    /// Portuguese: *Edição Especial*, *Versão de Luxo*, *Ao Vivo*.
    static let portuguese = Language(name: "Portuguese", words: [
        ("remasterização", .names), ("aniversário", .names), ("luxo", .names), ("reedição", .names),
        ("edição", .head), ("edições", .head), ("versão", .filler), ("ao", .filler), ("direto", .live),
        ("filme", .source), ("série", .source),
    ])

    /// French: *Édition Deluxe*, *Remasterisé*, *Édition spéciale*.
    static let french = Language(name: "French", words: [
        ("remasterisé", .names), ("remasterisée", .names), ("remasterisation", .names), ("anniversaire", .names),
        ("réédition", .names), ("luxe", .names), ("spéciale", .filler), ("acoustique", .recording),
    ])

    /// German: *Deluxe Edition*, *Jubiläumsausgabe*, *Remastered*.
    static let german = Language(name: "German", words: [
        ("jubiläumsausgabe", .names), ("jubiläumsedition", .names), ("erweiterte", .names), ("remastert", .names),
        ("ausgabe", .head), ("akustisch", .recording), ("konzert", .live),
    ], stems: [
        ("jubil", .names), ("erweitert", .names), ("akust", .recording),
    ])

    /// Italian: *Edizione Speciale*, *Rimasterizzato*, *Dal Vivo*.
    static let italian = Language(name: "Italian", words: [
        ("rimasterizzato", .names), ("rimasterizzata", .names), ("ristampa", .names), ("riedizione", .names),
        ("edizione", .head), ("edizioni", .head), ("versione", .filler), ("speciale", .filler), ("dal", .filler),
    ], stems: [
        ("riedi", .names), ("ristamp", .names), ("ampliat", .names),
    ])

    /// Russian: *Бонус версия*, *Переиздание*, as in a Russian-storefront library.
    static let russian = Language(name: "Russian", words: [
        ("бонус", .names), ("переиздание", .names), ("ремастер", .names), ("ремастеринг", .names),
        ("делюкс", .names), ("юбилейное", .names), ("расширенное", .names),
        ("издание", .head), ("версия", .filler), ("специальное", .filler), ("трек", .filler), ("треки", .filler),
        ("издания", .head), ("ремикс", .recording), ("ремиксы", .recording), ("акустика", .recording),
        ("концерт", .live), ("фильма", .source), ("фильм", .source), ("сериала", .source),
    ], stems: [
        ("ремастер", .names), ("переизд", .names), ("юбилей", .names), ("расширен", .names), ("бонус", .names),
        ("ремикс", .recording), ("акусти", .recording),
    ])

    /// Japanese: *デラックス・エディション*, *リマスター*, *ボーナス・トラック*.
    static let japanese = Language(name: "Japanese", words: [
        ("デラックス", .names), ("リマスター", .names), ("ボーナス", .names), ("エディション", .head),
        ("バージョン", .filler), ("トラック", .filler), ("ライヴ", .live), ("ライブ", .live), ("リミックス", .recording),
        ("アコースティック", .recording),
    ])
}
