import ReportNative
/// How the site is made: what `coach-report site` takes besides the export.
public struct SiteOptions: Sendable {
    /// Write each week's PDF beside its page.
    public var pdfs: Bool
    /// Let search engines index the site (no `noindex`, no `robots.txt`).
    public var isPublic: Bool
    /// The site's name; nil: the person's name ("Ada's progress"), or "Progress" at `counts`.
    public var title: String?
    /// Where the site will live (`https://example.org/me/`), for the feed's absolute links and ids.
    public var baseURL: String?
    /// The paper of the PDFs; nil: from the locale.
    public var paper: Paper?

    /// Options as `coach-report site` takes them; each defaults as its option does.
    public init(pdfs: Bool = true, isPublic: Bool = false, title: String? = nil, baseURL: String? = nil, paper: Paper? = nil) {
        self.pdfs = pdfs; self.isPublic = isPublic; self.title = title; self.baseURL = baseURL; self.paper = paper
    }
}
