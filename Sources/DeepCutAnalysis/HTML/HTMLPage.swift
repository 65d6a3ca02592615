/// The shell of every HTML page the tool writes (Docs/HTMLReport.md): one
/// file, nothing fetched. The style sheet and the script are inline, the
/// pictures inline SVG, and a Content-Security-Policy of `default-src 'none'`
/// forbids the page to load anything at all, so a browser opening it makes no
/// request. Light and dark follow `prefers-color-scheme`; `@media print` opens
/// every folded list and drops the colours a printer would waste.
package enum HTMLPage {
    /// The version of the page's layout, in its `generator` meta tag; a change
    /// to what a page holds or how it is marked up raises it (Docs/HTMLReport.md).
    package static let version = 2

    /// The whole document: `title` in `<title>` and as the `<h1>`, then what
    /// `body` writes, into the page's one buffer (a 20,000-artist page is some
    /// 9 MB, so the body is not made apart and copied in).
    package static func render(title: String, body: (inout HTMLWriter) -> Void) -> String {
        var page = HTMLWriter()
        page.raw("<!DOCTYPE html>\n<html lang=\"en\">\n")
        page.open("head")
        page.void("meta", ["charset": "utf-8"])
        page.void("meta", [
            "http-equiv": "Content-Security-Policy",
            "content": "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:",
        ])
        page.void("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
        page.void("meta", ["name": "generator", "content": "deepcut-replay html \(version)"])
        page.element("title", title)
        page.rawTextElement("style", HTMLStyle.sheet)
        page.close("head")
        page.open("body")
        page.open("main")
        page.element("h1", title)
        body(&page)
        page.close("main")
        page.rawTextElement("script", script)
        page.close("body")
        page.close("html")
        return page.markup
    }

    /// Folding and filtering for a reader with JavaScript; the page reads the
    /// same without it. Written without `<` and `&` so that the page stays well-formed XML.
    static let script = """
    document.querySelectorAll('[data-filter]').forEach(function (box) {
      box.hidden = false;
      box.querySelector('input').addEventListener('change', function (event) {
        document.querySelectorAll('.passed').forEach(function (item) { item.hidden = event.target.checked; });
      });
    });
    """
}
