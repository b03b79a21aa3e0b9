internal import CCairo

/// A cairo drawing context on one surface; draws ReportKit's paths, colours and strokes.
package final class CairoContext {
    let cr: OpaquePointer

    package init(image: ImageSurface) throws { cr = try CairoContext.create(image.surface) }
    package init(pdf: PDFSurface) throws { cr = try CairoContext.create(pdf.surface) }

    private static func create(_ surface: OpaquePointer) throws -> OpaquePointer {
        guard let cr = cairo_create(surface) else { throw CairoError(code: -1, message: "no context", operation: "create a drawing context") }
        let status = cairo_status(cr)
        if status != CAIRO_STATUS_SUCCESS {
            cairo_destroy(cr)
            try CairoError.check(status, "create a drawing context")
        }
        return cr
    }

    deinit { cairo_destroy(cr) }

    /// Whether this context draws a PDF page (rather than pixels).
    var isPDF: Bool { cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_PDF }

    /// Throws if anything drawn so far put the context into an error state.
    package func check(_ operation: @autoclosure () -> String) throws {
        try CairoError.check(cairo_status(cr), operation())
    }

    package func save() { cairo_save(cr) }
    package func restore() { cairo_restore(cr) }
    package func translate(_ x: Double, _ y: Double) { cairo_translate(cr, x, y) }
    package func scale(_ s: Double) { cairo_scale(cr, s, s) }
    package func showPage() { cairo_show_page(cr) }

    package func setColor(_ c: RGBA) { cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha) }

    func paint(_ c: RGBA) {
        setColor(c)
        cairo_paint(cr)
    }

    package func append(_ path: VectorPath) {
        cairo_new_path(cr)
        for e in path.elements {
            switch e {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .curve(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .arc(let c, let r, let a0, let a1, let clockwise):
                if clockwise { cairo_arc(cr, c.x, c.y, r, a0, a1) } else { cairo_arc_negative(cr, c.x, c.y, r, a0, a1) }
            case .close: cairo_close_path(cr)
            }
        }
    }

    package func fill(_ path: VectorPath, _ color: RGBA) {
        append(path)
        setColor(color)
        cairo_fill(cr)
    }

    package func stroke(_ path: VectorPath, _ s: Stroke) {
        append(path)
        setColor(s.color)
        cairo_set_line_width(cr, s.width)
        s.dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
        switch s.cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch s.join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_stroke(cr)
    }

    package func clip(_ path: VectorPath) {
        append(path)
        cairo_clip(cr)
    }

    func moveTo(_ x: Double, _ y: Double) { cairo_move_to(cr, x, y) }

    /// A point of the current coordinate system on the page.
    func toDevice(_ p: Point) -> Point {
        var x = p.x, y = p.y
        cairo_user_to_device(cr, &x, &y)
        return Point(x, y)
    }

    /// A PDF link over `rect` (user space; cairo 1.16 reads the rect in page space, so it is converted here).
    package func link(_ rect: Rect, _ target: LinkTarget) {
        let a = toDevice(Point(rect.minX, rect.minY)), b = toDevice(Point(rect.maxX, rect.maxY))
        let area = "rect=[\(compact(min(a.x, b.x))) \(compact(min(a.y, b.y))) \(compact(abs(b.x - a.x))) \(compact(abs(b.y - a.y)))]"
        let attributes: String
        switch target {
        case .uri(let uri): attributes = "uri='\(CairoContext.quoted(uri))' \(area)"
        case .destination(let name): attributes = "dest='\(CairoContext.quoted(name))' \(area)"
        }
        cairo_tag_begin(cr, CAIRO_TAG_LINK, attributes)
        cairo_tag_end(cr, CAIRO_TAG_LINK)
    }

    /// A named PDF destination at `point` (converted to page space like link rects).
    package func destination(_ name: String, at point: Point) {
        let p = toDevice(point)
        cairo_tag_begin(cr, CAIRO_TAG_DEST, "name='\(CairoContext.quoted(name))' x=\(compact(p.x)) y=\(compact(p.y))")
        cairo_tag_end(cr, CAIRO_TAG_DEST)
    }

    /// Opens a PDF structure element (tagged PDF), e.g. "Document".
    package func beginStructure(_ name: String) { cairo_tag_begin(cr, name, nil) }
    package func endStructure(_ name: String) { cairo_tag_end(cr, name) }

    /// A string inside single quotes of a cairo tag attribute list.
    static func quoted(_ s: String) -> String {
        s.replacing("\\", with: "\\\\").replacing("'", with: "\\'")
    }
}
