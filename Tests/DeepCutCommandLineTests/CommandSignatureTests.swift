import DeepCutCommandLine
import Testing

@Suite("A command's help is rendered from its declarations")
struct CommandSignatureTests {
    @Test("the help gives the overview, the USAGE lines, each option's help lines and the exit status")
    func help() {
        #expect(ExampleCommand.signature.help == """
            OVERVIEW: Run an example.

            USAGE: example run PATH... [-c N] [--speed slow|fast|faster] [--size SIZE] [--sizes A,B,...]
                               [--tag TAG...] [--quiet]

            OPTIONS:
              -c, --count N           How many (default: 3).
              --speed slow|fast|faster
                                      How fast.
              --size SIZE             The most bytes to read;
                                      K, M, G are KiB, MiB, GiB.
              --sizes A,B,...         Library sizes (default: 1,2).
              --tag TAG               A tag; may be given more than once.
              -q, --quiet             Print less.
              -h, --help              Show this help.

            EXIT STATUS:
              0 done · 64 bad usage
            """)
    }

    @Test("how an option shows in USAGE and OPTIONS, as declared",
          arguments: [
              (OptionSpec("--out", short: "-o", .text("OUT"), help: "x") as any AnyOption, "[-o OUT]" as String?, "-o, --out OUT"),
              (OptionSpec("--log", .text("LOG"), help: "x", required: true), "--log LOG", "--log LOG"),
              (OptionSpec("--call", repeating: .text("SEQ=FAULT"), help: "x", required: true), "--call SEQ=FAULT...",
               "--call SEQ=FAULT"),
              (OptionSpec("--all", help: "x", usage: ""), nil, "--all"),
              (OptionSpec("--limit", .count(), default: 20, help: "x", usage: "--limit N | --all"), "[--limit N | --all]",
               "--limit N"),
              (OptionSpec("--merge", help: "x", label: "--merge FILE..."), "[--merge]", "--merge FILE..."),
              (OptionSpec("--worker", .text("J/M"), help: "", hidden: true), nil, "--worker J/M"),
          ])
    func shown(option: any AnyOption, usage: String?, label: String) {
        #expect(option.usageFragment == usage)
        #expect(option.label == label)
    }

    @Test("a program's help without an overview starts with USAGE, and a paragraph stands as written")
    func programHelp() {
        struct Record: ParsableCommand {
            static let configuration = CommandConfiguration(
                topic: HelpTopic(program: "record"), overview: "",
                sections: [HelpSection(paragraph: "Records a session.\nThen: replay OUT.json")], exitStatus: nil)
            @Operands("OUT.json") var output: String
            init() {}
        }
        let signature = Record.signature
        #expect(signature.help == """
            USAGE: record OUT.json

            Records a session.
            Then: replay OUT.json

            OPTIONS:
              -h, --help              Show this help.
            """)
    }
}
