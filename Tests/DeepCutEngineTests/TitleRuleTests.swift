import DeepCutEngine
import Testing

/// The examples Docs/EngineRules.md "Title normalization" gives for each rule
/// it settles, held to the engine: the normalized title and the release kind.
@Suite("Each settled title rule normalizes its documented examples")
struct TitleRuleTests {
    @Test("titles normalize to the documented text and kind", arguments: [
        // Release kinds, and the spaces around the kind's dash.
        ("Kyoto - Single", "kyoto", ReleaseKind.single), ("Tusk — EP", "tusk", .extendedPlay),
        ("Tusk  -  EP", "tusk", .extendedPlay), ("Sports  - Single", "sports", .single), ("Sports -  Single", "sports", .single),
        ("Tusk EP", "tusk", .extendedPlay), ("Tusk (EP)", "tusk", .extendedPlay), ("Tusk [Single]", "tusk", .single),
        ("Tusk (Single)", "tusk", .single), ("Tusk ‐ EP", "tusk", .extendedPlay), ("Tusk − EP", "tusk −", .extendedPlay),
        ("Tusk—EP", "tusk ep", .album), ("Tusk -EP", "tusk ep", .album), ("Tusk ‐ Single", "tusk single", .album),
        ("Tusk (Single Version)", "tusk single version", .album), ("Forever Single", "forever single", .album),
        ("One of a Kind EP (Deluxe)", "one of a kind", .extendedPlay),
        // Extended and Definitive, 盤, other languages.
        ("Honeymoon (Extended)", "honeymoon", .album), ("Honeymoon (Extended Edition)", "honeymoon", .album),
        ("Emotional Creature (Definitive Edition)", "emotional creature", .album),
        ("Oxygen (Extended) - Single", "oxygen extended", .single), ("Oxygen - Single (Extended)", "oxygen extended", .single),
        ("Sports (Extended Mix) - Single", "sports extended mix", .single), ("Tusk (Extended Mix)", "tusk extended mix", .album),
        ("Amore (初回限定盤)", "amore", .album), ("Amore (通常盤)", "amore", .album), ("Amore (盤)", "amore 盤", .album),
        ("Tusk (Edición de Lujo)", "tusk", .album), ("Tusk (De Lujo)", "tusk", .album),
        // Crossing brackets.
        ("Tusk (Live [Deluxe)]", "tusk live", .album), ("Tusk [Remastered (Deluxe])", "tusk remastered", .album),
        // Live markers.
        ("Alive (Deluxe Edition) [Live]", "alive live", .album), ("Alive (Live) (Remastered)", "alive live", .album),
        ("Alive [Live]", "alive live", .album), ("Tusk (En Vivo)", "tusk live", .album),
        ("Tusk (Live Version)", "tusk live", .album), ("Tusk (Live at Wembley)", "tusk live at wembley", .album),
        ("Tusk (Deluxe Live)", "tusk deluxe live", .album), ("Tusk (Live) [Live]", "tusk live", .album),
        ("Tusk (Live Live)", "tusk live", .album), ("Tusk (Live in Concert)", "tusk live", .album),
        ("Tusk (Live) - Single", "tusk live", .single), ("(Live)", "live", .album),
        // Dash and colon phrases, and a restated anniversary.
        ("Tusk: The Remaster", "tusk", .album), ("Gladiator: 20th Anniversary Edition", "gladiator", .album),
        ("Unreal Unearth: Unheard", "unreal unearth unheard", .album),
        ("Honeymoon - XX (20th Anniversary Special Edition)", "honeymoon", .album),
        ("Kyouiku - 20 (20th Anniversary Edition)", "kyouiku", .album),
        ("Title - X (20th Anniversary Edition)", "title x", .album), ("Tusk - XX", "tusk xx", .album),
        ("Made In Germany 1995 - 2011 (Special Edition)", "made in germany 1995 2011", .album),
        ("Tusk - Remastered & Expanded", "tusk", .album),
        // A reissue's number stays in the title.
        ("Rumours 35", "rumours 35", .album), ("Luv Is Rage 2 (Deluxe)", "luv is rage 2", .album),
        // Credits, and a credit in the middle of a word.
        ("Gata Only (with Cris Mj) - Single", "gata only", .single), ("Lose Control (with A & B)", "lose control", .album),
        ("Tusk (with Strings)", "tusk with strings", .album), ("Tusk (with Live Band)", "tusk with live band", .album),
        ("Lu (feat. Y)ai", "lu ai", .album), ("(feat. Cardi B)", "feat cardi b", .album),
        // `&` and letter-spacing.
        ("Mr. Morale & the Big Steppers", "mr morale and the big steppers", .album), ("R&B", "r and b", .album),
        ("T I T L E", "title", .album), ("A.N.I.M.A.L.", "animal", .album), ("U 2", "u 2", .album),
        // Word-final sigma.
        ("ΣΟΦΙΑΣ", "σοφιασ", .album), ("Σοφίας", "σοφιασ", .album),
        // Never to nothing; symbols are a base.
        ("Deluxe - Single", "deluxe", .single), ("EP", "ep", .album), (" - Single", "single", .album),
        ("★★★ (Deluxe)", "★★★", .album), ("... (Deluxe)", "deluxe", .album),
        // Qualifiers in any order, any bracket, any number; each of its class.
        ("Tusk (Remastered) (Acoustic)", "tusk acoustic", .album), ("Tusk (Acoustic) (Remastered)", "tusk acoustic", .album),
        ("Tusk [Remix] (Acoustic)", "tusk acoustic remix", .album), ("Tusk (Acoustic) [Remix]", "tusk acoustic remix", .album),
        ("Title {Deluxe}", "title", .album), ("Title【初回限定盤】", "title", .album), ("Amore 初回限定盤A", "amore", .album),
        ("Doors～勇気の軌跡～(通常盤)", "doors 勇気の軌跡", .album), ("Fearless (Taylor's Version)", "fearless taylor s version", .album),
        ("Song (Sped Up) - Single", "song sped up", .single), ("Tusk (Live at the Roxy) (Deluxe Edition)", "tusk live at the roxy", .album),
        ("Title (Special Edition) [From the Film]", "title from the film", .album),
        ("Song (From the Series \"X\") - Single", "song", .single), ("Song - Single [From the Film Y]", "song", .single),
        ("Duran Duran (The Wedding Album)", "duran duran the wedding album", .album),
        ("Title: The Gold Edition", "title", .album), ("DAMN. COLLECTORS EDITION.", "damn", .album),
        ("Title - Extended Single", "title extended", .single), ("Title - Deluxe EP", "title", .extendedPlay),
        ("Title EP [Label Showcase]", "title label showcase", .extendedPlay), ("Song (Remixes EP)", "song remixes", .extendedPlay),
        ("Tusk (En Directo)", "tusk live", .album), ("Tusk (Dal Vivo)", "tusk live", .album), ("Tusk: Live", "tusk live", .album),
        // Equivalent spellings.
        ("X + Y", "x and y", .album), ("X & Y", "x and y", .album), ("X and Y", "x and y", .album),
        ("Simon y Garfunkel", "simon and garfunkel", .album), ("Tom e Jerry", "tom and jerry", .album), ("X Y", "x y", .album),
        ("A+B", "a+b", .album), ("Vol. IV", "vol 4", .album), ("Vol. 04", "vol 4", .album), ("Chapter III", "chapter 3", .album),
        ("Parte II", "parte 2", .album), ("Vol. Mix", "vol mix", .album), ("Rocky IV", "rocky iv", .album),
        // The readings the text left open, and the two departures fixed.
        ("Tusk: Remaster - 2011", "tusk", .album), ("The Best of X - 2011", "the best of x 2011", .album),
        ("Title - XX Deluxe (20th Anniversary Edition)", "title", .album), ("Tusk: 2020th Anniversary", "tusk 2020th anniversary", .album),
        ("Oxygen - Single: Extended", "oxygen extended", .single),
        ("Oxygen - Single (Extended) (Extended Version)", "oxygen extended extended version", .single),
        ("\n...", "...", .album), ("...\u{2028}", "...", .album), ("\u{2029}( )\u{85}", "( )", .album),
        ("x\u{1D16D}\u{1D165}", "x\u{1D165}\u{1D16D}", .album), ("x\u{1D165}\u{1D16D}", "x\u{1D165}\u{1D16D}", .album),
    ])
    func documented(_ title: String, _ normalized: String, _ kind: ReleaseKind) {
        let key = TitleNormalizer.key(title)
        #expect(key.text == normalized)
        #expect(key.kind == kind)
    }
}
