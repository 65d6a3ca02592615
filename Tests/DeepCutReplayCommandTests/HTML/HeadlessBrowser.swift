import Foundation
import Testing

/// A headless Chromium to open the tool's HTML pages in (Docs/HTMLReport.md
/// "Checked in a browser"): `DEEPCUT_BROWSER`, else the first of `chromium`,
/// `chromium-headless-shell`, `chromium-browser` and `google-chrome` on the
/// `PATH`. `DEEPCUT_REQUIRE_BROWSER=1` (CI sets it) makes a missing browser a failure.
struct HeadlessBrowser: Sendable {
    /// The browser's executable.
    var executable: URL

    /// The browser found, if any.
    static let found: HeadlessBrowser? = locate()

    /// Whether the run must have a browser.
    static var isRequired: Bool { ProcessInfo.processInfo.environment["DEEPCUT_REQUIRE_BROWSER"] == "1" }

    static func locate() -> HeadlessBrowser? {
        let environment = ProcessInfo.processInfo.environment
        let manager = FileManager.default
        if let given = environment["DEEPCUT_BROWSER"], !given.isEmpty {
            return manager.isExecutableFile(atPath: given) ? HeadlessBrowser(executable: URL(fileURLWithPath: given)) : nil
        }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-headless-shell", "chromium-browser", "google-chrome"] {
            for folder in folders {
                let path = folder + "/" + name
                if manager.isExecutableFile(atPath: path) { return HeadlessBrowser(executable: URL(fileURLWithPath: path)) }
            }
        }
        return nil
    }

    /// Runs the browser headless on `page` with `arguments` added: no sandbox
    /// (CI runs as root), no GPU, its own profile in `folder`, every host name
    /// resolved to nothing so that a request could not leave the machine, and
    /// at most two minutes (`timeout`, where there is one) so that a hung browser fails the test instead of stalling it.
    func run(_ arguments: [String], page: URL, in folder: URL) async throws -> ProcessOutput {
        let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                     "--user-data-dir=" + folder.appendingPathComponent("browser-profile").path,
                     "--host-resolver-rules=MAP * ~NOTFOUND"] + arguments + [page.absoluteString]
        let timeout = URL(fileURLWithPath: "/usr/bin/timeout")
        if FileManager.default.isExecutableFile(atPath: timeout.path) {
            return try await ReplayExecutable.run(["120", executable.path] + flags, in: folder, program: timeout)
        }
        return try await ReplayExecutable.run(flags, in: folder, program: executable)
    }

    /// The DOM the browser built from the page, serialized.
    func dom(of page: URL, in folder: URL) async throws -> String {
        let output = try await run(["--dump-dom"], page: page, in: folder)
        try #require(output.status == 0, "the browser could not open \(page.path): \(output.standardError)")
        return output.standardOutput
    }

    /// A PNG of the page's first `height` pixels at 1,200 wide.
    func screenshot(of page: URL, to file: URL, height: Int = 1_600, in folder: URL) async throws -> Data {
        let output = try await run(["--screenshot=" + file.path, "--window-size=1200,\(height)", "--hide-scrollbars"],
                                   page: page, in: folder)
        try #require(output.status == 0, "the browser could not screenshot \(page.path): \(output.standardError)")
        return try Data(contentsOf: file)
    }
}
