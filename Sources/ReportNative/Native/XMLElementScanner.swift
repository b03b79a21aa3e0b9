internal import CXML
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One start tag of the element asked for, as libxml2 hands it over: valid only during the call.
package struct XMLStartTag {
    fileprivate let attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    fileprivate let count: Int
    /// The line the start tag ends on (1 is the first).
    package let line: Int

    /// The value of the attribute `name` without a prefix (entities already replaced), as bytes; nil when it is absent.
    package func value(of name: StaticString) -> UnsafeRawBufferPointer? {
        guard let attributes else { return nil }
        for k in 0..<count {
            let at = attributes + 5 * k  // localname, prefix, URI, value, end
            guard let local = at[0], at[1] == nil, strcmp(UnsafeRawPointer(local).assumingMemoryBound(to: CChar.self),
                                            UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)) == 0,
                  let start = at[3], let end = at[4] else { continue }
            return UnsafeRawBufferPointer(start: start, count: end - start)
        }
        return nil
    }
}

/// libxml2's SAX2 push parser over bytes fed a buffer at a time: it keeps no tree and no more of the
/// document than the buffer it is parsing, and hands each start tag named `element` to `onStart`,
/// with the exact line (a streaming tree reader's nodes keep at most 65535). Owns the parser and frees it.
package final class XMLElementScanner {
    private let element: [CChar]
    private let onStart: (XMLStartTag) -> Void
    private let documentName: String
    private var parser: xmlParserCtxtPtr?
    private var handler = xmlSAXHandler()
    fileprivate var firstError: XMLError?

    package init(element: String, documentName: String, onStart: @escaping (XMLStartTag) -> Void) {
        self.element = Array(element.utf8CString)
        self.documentName = documentName
        self.onStart = onStart
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = scannerStartElement
        handler.serror = scannerError
    }

    deinit { if let parser { xmlFreeParserCtxt(parser) } }

    /// Parses the next bytes of the document; throws at the first place it is not well-formed.
    package func feed(_ bytes: UnsafeRawBufferPointer) throws {
        guard !bytes.isEmpty else { return }
        var bytes = bytes
        if parser == nil {
            // The first bytes tell libxml2 the encoding (a byte-order mark included).
            let head = bytes.prefix(4)
            parser = head.withMemoryRebound(to: CChar.self) { head in
                xmlCreatePushParserCtxt(&handler, Unmanaged.passUnretained(self).toOpaque(), head.baseAddress, Int32(head.count), documentName)
            }
            guard let parser else { throw XMLError(line: 1, column: 1, message: "libxml2 could not start a parser") }
            xmlCtxtUseOptions(parser, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_HUGE.rawValue | XML_PARSE_NOWARNING.rawValue))
            bytes = UnsafeRawBufferPointer(rebasing: bytes[head.count...])
        }
        try parse(bytes, last: false)
    }

    /// Says the document has ended; throws when it ended too early.
    package func finish() throws {
        guard parser != nil else { throw XMLError(line: 1, column: 1, message: "Document is empty") }
        try parse(UnsafeRawBufferPointer(start: nil, count: 0), last: true)
    }

    private func parse(_ bytes: UnsafeRawBufferPointer, last: Bool) throws {
        guard let parser else { return }
        var offset = 0
        repeat {  // xmlParseChunk takes an Int32 size
            let n = min(bytes.count - offset, 1 << 30)
            let chunk = bytes.baseAddress.map { $0.advanced(by: offset).assumingMemoryBound(to: CChar.self) }
            offset += n
            xmlParseChunk(parser, chunk, Int32(n), last && offset == bytes.count ? 1 : 0)
            if parser.pointee.wellFormed == 0 {
                throw firstError ?? XMLError(line: Int(xmlSAX2GetLineNumber(parser)), column: Int(xmlSAX2GetColumnNumber(parser)), message: "not well-formed")
            }
        } while offset < bytes.count
    }

    fileprivate func start(_ name: UnsafePointer<xmlChar>?, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, _ count: Int32) {
        guard let name, let parser else { return }
        let matches = element.withUnsafeBufferPointer { strcmp(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self), $0.baseAddress!) == 0 }
        guard matches else { return }
        onStart(XMLStartTag(attributes: attributes, count: Int(count), line: Int(xmlSAX2GetLineNumber(parser))))
    }
}

/// SAX2's start-element callback: the scanner is the user data.
private func scannerStartElement(
    _ context: UnsafeMutableRawPointer?, _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?,
    _ uri: UnsafePointer<xmlChar>?, _ namespaceCount: Int32, _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
    _ attributeCount: Int32, _ defaulted: Int32, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
) {
    guard let context else { return }
    guard prefix == nil else { return }  // `a:Record` is another element than `Record`
    Unmanaged<XMLElementScanner>.fromOpaque(context).takeUnretainedValue().start(localName, attributes, attributeCount)
}

/// libxml2's structured error callback: keeps the first fatal error (not-well-formed; namespace and DTD complaints are not kept), prints nothing.
private func scannerError(_ context: UnsafeMutableRawPointer?, _ error: UnsafeMutablePointer<xmlError>?) {
    guard let context, let error, error.pointee.level == XML_ERR_FATAL else { return }
    let scanner = Unmanaged<XMLElementScanner>.fromOpaque(context).takeUnretainedValue()
    if scanner.firstError == nil { scanner.firstError = XMLError.from(error) }
}
