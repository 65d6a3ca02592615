import Foundation

/// What in an HTML page would have a browser reach outside it
/// (Docs/HTMLReport.md "One file, nothing fetched"), for the tests that make
/// pages to scan each one.
///
/// A page points outside itself through an attribute that names a resource
/// (`src`, `href` and the like) with anything but `data:` or an in-page `#id`,
/// through any attribute value that holds a URL (`http:`, `https:`, `//`,
/// `url(`) other than SVG's namespace in `xmlns`, through a `<meta http-equiv="refresh">`,
/// or through its inline style sheet or script (`url(` but `url(data:`, `@import`,
/// `http:`, `https:`, `//`, and the script calls that load: `fetch(`,
/// `XMLHttpRequest`, `import(`, `WebSocket`, `EventSource`, `sendBeacon`, `location`).
/// The pages' attribute values are always in double quotes, with `"`, `<` and
/// `>` escaped, so every tag and attribute is found by its markup; a URL in a
/// text node (a trace's notes) is not a reference.
public enum PageReferences {
    /// Attributes whose value a browser loads or follows.
    static let resourceAttributes: Set<String> = [
        "src", "href", "xlink:href", "srcset", "action", "formaction", "poster", "data", "background", "ping", "cite",
        "codebase", "manifest", "longdesc", "imagesrcset",
    ]

    /// The one URL a page may hold in an attribute: SVG's namespace, which is a name, never loaded.
    static let svgNamespace = "http://www.w3.org/2000/svg"

    /// Each place in `page` that points outside it, said as `<tag attribute="value">`
    /// or `style: …`/`script: …`; empty for a page that is all in one file.
    public static func outside(_ page: String) -> [String] {
        var found: [String] = []
        for (name, attributes) in tags(page) {
            for (key, value) in attributes {
                let said = "<\(name) \(key)=\"\(value)\">"
                if resourceAttributes.contains(key) {
                    if !(value.hasPrefix("#") || value.lowercased().hasPrefix("data:")) { found.append(said) }
                } else if key == "xmlns" && value == svgNamespace {
                    continue
                } else if holdsURL(value) || (key == "http-equiv" && value.lowercased() == "refresh") {
                    found.append(said)
                }
            }
        }
        for (element, loads) in [("style", styleLoads), ("script", scriptLoads)] {
            for content in rawText(of: element, in: page).map({ $0.lowercased() }) {
                for load in loads where content.contains(load) { found.append("\(element): \(load)") }
                guard element == "style" else { continue }
                for url in content.components(separatedBy: "url(").dropFirst()
                where !url.trimmingCharacters(in: CharacterSet(charactersIn: " '\"")).hasPrefix("data:") {
                    found.append("style: url(\(url.prefix(40))")
                }
            }
        }
        return found
    }

    /// Every start tag's name (lowercased) and attributes (names lowercased), in page order.
    static func tags(_ page: String) -> [(name: String, attributes: [(String, String)])] {
        let bytes = Array(page.utf8)
        func isNameByte(_ byte: UInt8) -> Bool {
            !(byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\""))
        }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        var tags: [(name: String, attributes: [(String, String)])] = []
        var index = 0
        while index + 1 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "<"), (bytes[index + 1] | 0x20) >= UInt8(ascii: "a"),
                  (bytes[index + 1] | 0x20) <= UInt8(ascii: "z") else { continue }
            var end = index + 1
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            let name = text(index + 1..<end).lowercased()
            var attributes: [(String, String)] = []
            var cursor = end
            while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ">") {
                guard isNameByte(bytes[cursor]) else { cursor += 1; continue }
                var keyEnd = cursor
                while keyEnd < bytes.count, isNameByte(bytes[keyEnd]) { keyEnd += 1 }
                let key = text(cursor..<keyEnd).lowercased()
                guard keyEnd + 1 < bytes.count, bytes[keyEnd] == UInt8(ascii: "="), bytes[keyEnd + 1] == UInt8(ascii: "\"") else {
                    attributes.append((key, ""))
                    cursor = keyEnd
                    continue
                }
                var valueEnd = keyEnd + 2
                while valueEnd < bytes.count, bytes[valueEnd] != UInt8(ascii: "\"") { valueEnd += 1 }
                attributes.append((key, text(keyEnd + 2..<valueEnd)))
                cursor = valueEnd + 1
            }
            tags.append((name, attributes))
            index = cursor
        }
        return tags
    }

    /// Whether an attribute value holds a URL a browser could load.
    static func holdsURL(_ value: String) -> Bool {
        let lowered = value.lowercased()
        return ["http:", "https:", "//", "url(", "ftp:", "file:", "ws:", "wss:"].contains { lowered.contains($0) }
    }

    /// What in a style sheet loads (with `url(` checked on its own).
    static let styleLoads = ["@import", "http:", "https:", "//"]
    /// What in a script loads or leaves the page.
    static let scriptLoads = [
        "http:", "https:", "//", "fetch(", "xmlhttprequest", "import(", "websocket", "eventsource", "sendbeacon",
        "location", "window.open",
    ]

    /// The contents of each `<element>…</element>` of a raw-text element (`style`, `script`).
    static func rawText(of element: String, in page: String) -> [String] {
        page.components(separatedBy: "<\(element)").dropFirst().compactMap { rest in
            guard let open = rest.firstIndex(of: ">"), let close = rest.range(of: "</\(element)>") else { return nil }
            return String(rest[rest.index(after: open)..<close.lowerBound])
        }
    }
}
