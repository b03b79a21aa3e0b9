import ReportCore
/// A minimal, valid HTML5 page around an HTML fragment made by cmark.
struct HTMLDocument {
    var language: String
    /// Plain text; escaped here.
    var title: String
    /// HTML from `CommonMark.html`, inserted as it is.
    var body: String

    /// The page's look: the theme's colours, light or dark as the reader's system asks. The sparkline is a code
    /// span in a monospace font with its blocks a little apart, so each bar shows its own height.
    static let style = [
        ":root{color-scheme:light dark;--bg:#FFFFFF;--ink:#1F2328;--muted:#57606A;--accent:#0072B2}",
        "@media (prefers-color-scheme:dark){:root{--bg:#15181D;--ink:#E6EDF3;--muted:#9DA7B3;--accent:#56B4E9}}",
        "body{font-family:system-ui,sans-serif;line-height:1.5;max-width:42rem;margin:2rem auto;padding:0 1rem;"
            + "background:var(--bg);color:var(--ink)}",
        "a{color:var(--accent)}hr{border:0;border-top:1px solid var(--muted)}",
        "blockquote{margin-left:0;padding-left:1rem;border-left:3px solid var(--muted)}",
        "code{font-family:\"DejaVu Sans Mono\",Menlo,Consolas,monospace;font-size:1em;letter-spacing:.12em;line-height:1}",
    ].joined()

    var html: String {
        """
        <!DOCTYPE html>
        <html lang="\(MarkupEscaping.escape(language))">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>\(MarkupEscaping.escape(title))</title>
        <style>\(HTMLDocument.style)</style>
        </head>
        <body>
        <main>
        \(body)</main>
        </body>
        </html>

        """
    }
}
