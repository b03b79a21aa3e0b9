import ReportCore
/// A multi-page document (the weekly PDF): pages are scenes, plus what a PDF viewer shows beside them.
package struct PagedDocument: Sendable {
    package var pages: [Drawing]
    package var metadata: DocumentMetadata
    /// Bookmarks, each pointing at an `Anchor` placed on some page.
    package var outline: [OutlineEntry]
    /// What kind of drawing it is, as a word (`heatmap`): a file of its own puts it before the ids it defines
    /// (`heatmap-title`), so two charts pasted into one page do not collide. nil: ids as they are.
    package var name: String?

    package init(pages: [Drawing], metadata: DocumentMetadata, outline: [OutlineEntry] = [], name: String? = nil) {
        self.pages = pages; self.metadata = metadata; self.outline = outline; self.name = name
    }
}

/// The document information. The dates are given by the caller (never the wall clock),
/// so the same input gives the same bytes.
package struct DocumentMetadata: Hashable, Sendable {
    package var title: String
    package var author: String?
    package var subject: String?
    package var keywords: String?
    package var creator: String
    /// ISO 8601, e.g. `2026-11-22T22:00:34-05:00`; nil writes `undated` (never the wall clock).
    package var creationDate: String?
    /// nil: the creation date.
    package var modificationDate: String?

    /// The date of a PDF whose caller gives none: a fixed day, so output never depends on the clock.
    package static let undated = "2001-01-01T00:00:00Z"

    package init(
        title: String, author: String? = nil, subject: String? = nil, keywords: String? = nil,
        creator: String = "coach-report " + ReportKitVersion.string, creationDate: String? = nil, modificationDate: String? = nil
    ) {
        self.title = title; self.author = author; self.subject = subject; self.keywords = keywords
        self.creator = creator; self.creationDate = creationDate; self.modificationDate = modificationDate
    }
}

/// A bookmark in the PDF outline.
package struct OutlineEntry: Hashable, Sendable {
    package var title: String
    /// The name of an `Anchor` in the document.
    package var destination: String
    package var children: [OutlineEntry]
    package var open: Bool
    package init(title: String, destination: String, children: [OutlineEntry] = [], open: Bool = false) {
        self.title = title; self.destination = destination; self.children = children; self.open = open
    }
}
