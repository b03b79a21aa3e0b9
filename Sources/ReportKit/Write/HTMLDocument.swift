/// A minimal, valid HTML5 page around an HTML fragment made by cmark.
struct HTMLDocument {
    var language: String
    /// Plain text; escaped here.
    var title: String
    /// HTML from `CommonMark.html`, inserted as it is.
    var body: String

    var html: String {
        """
        <!DOCTYPE html>
        <html lang="\(HTMLEscaping.escape(language))">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLEscaping.escape(title))</title>
        <style>body{font-family:system-ui,sans-serif;line-height:1.5;max-width:42rem;margin:2rem auto;padding:0 1rem}blockquote{margin-left:0;padding-left:1rem;border-left:3px solid #767676}</style>
        </head>
        <body>
        <main>
        \(body)</main>
        </body>
        </html>

        """
    }
}
