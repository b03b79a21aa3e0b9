internal import CPango
import ReportCore

/// One lock for the whole process around Pango's font metrics, so typesetters on other threads break lines alike.
///
/// Pango works a font's metrics out once per language, the first time a layout asks for them, by laying out the
/// language's sample text; it guards that against calling itself with one flag for the whole process (`static int
/// in_get_metrics` in pangocairo-font.c, Pango 1.44 to this day). A thread that works metrics out while another thread
/// is doing so sees the flag set and leaves the font's approximate character width at 0, and the font keeps those
/// metrics. Pango's line breaker takes three of those widths as its margin for trying a break exactly, so that font then
/// breaks some lines otherwise: a word broken between letters or a width exactly a line's gave one line more or fewer
/// than the same text measured alone (one font map per thread does not help: the flag is Pango's own).
///
/// The lock is taken inside the font class's `get_metrics`, so only working metrics out waits for another thread:
/// metrics already known are a short look-up, and laying text out stays parallel. It is recursive, as working metrics
/// out lays text out, which may ask for metrics again on the same thread (what the flag is there for).
enum PangoMetricsLock {
    /// Wraps the `get_metrics` of the class of the fonts `fontMap` makes, once a process: called by the first font
    /// session of any `ReportHost`, before any of its fonts is asked for metrics (every font map of the process makes
    /// fonts of that class). The library's one process-wide change, which DocC's WhatIsProcessWide explains.
    static func install(fontMap: UnsafeMutablePointer<PangoFontMap>, context: OpaquePointer, description: OpaquePointer?) {
        installing.withLock {
            guard !installed else { return }
            installed = true
            guard let font = pango_font_map_load_font(fontMap, context, description) else { return }
            defer { g_object_unref(UnsafeMutableRawPointer(font)) }
            guard let type = UnsafeMutableRawPointer(font).assumingMemoryBound(to: GTypeInstance.self).pointee.g_class else { return }
            let fontClass = UnsafeMutableRawPointer(type).assumingMemoryBound(to: PangoFontClass.self)
            guard let metrics = fontClass.pointee.get_metrics else { return }
            original = metrics
            fontClass.pointee.get_metrics = { font, language in
                PangoMetricsLock.lock.withLock { PangoMetricsLock.original?(font, language) }
            }
        }
    }

    private static let installing = ThreadLock()
    private static let lock = ThreadLock(recursive: true)
    /// Set once under `installing`, before the class calls the wrapper; read only by the wrapper.
    nonisolated(unsafe) private static var installed = false
    nonisolated(unsafe) private static var original: (@convention(c) (UnsafeMutablePointer<PangoFont>?, OpaquePointer?) -> UnsafeMutablePointer<PangoFontMetrics>?)?
}
