/// A multi-page document (the weekly PDF): pages are scenes, plus what a PDF viewer shows beside them.
public struct PagedDocument: Sendable {
    public var pages: [Drawing]
    public var metadata: DocumentMetadata
    /// Bookmarks, each pointing at an `Anchor` placed on some page.
    public var outline: [OutlineEntry]
    /// What kind of drawing it is, as a word (`heatmap`): a file of its own puts it before the ids it defines
    /// (`heatmap-title`), so two charts pasted into one page do not collide. nil: ids as they are.
    public var name: String?

    public init(pages: [Drawing], metadata: DocumentMetadata, outline: [OutlineEntry] = [], name: String? = nil) {
        self.pages = pages; self.metadata = metadata; self.outline = outline; self.name = name
    }
}

/// The document information. The dates are given by the caller (never the wall clock),
/// so the same input gives the same bytes.
public struct DocumentMetadata: Hashable, Sendable {
    public var title: String
    public var author: String?
    public var subject: String?
    public var keywords: String?
    public var creator: String
    /// ISO 8601, e.g. `2026-11-22T22:00:34-05:00`; nil writes `undated` (never the wall clock).
    public var creationDate: String?
    /// nil: the creation date.
    public var modificationDate: String?

    /// The date of a PDF whose caller gives none: a fixed day, so output never depends on the clock.
    public static let undated = "2001-01-01T00:00:00Z"

    public init(
        title: String, author: String? = nil, subject: String? = nil, keywords: String? = nil,
        creator: String = "coach-report " + ReportKitVersion.string, creationDate: String? = nil, modificationDate: String? = nil
    ) {
        self.title = title; self.author = author; self.subject = subject; self.keywords = keywords
        self.creator = creator; self.creationDate = creationDate; self.modificationDate = modificationDate
    }
}

/// A bookmark in the PDF outline.
public struct OutlineEntry: Hashable, Sendable {
    public var title: String
    /// The name of an `Anchor` in the document.
    public var destination: String
    public var children: [OutlineEntry]
    public var open: Bool
    public init(title: String, destination: String, children: [OutlineEntry] = [], open: Bool = false) {
        self.title = title; self.destination = destination; self.children = children; self.open = open
    }
}
