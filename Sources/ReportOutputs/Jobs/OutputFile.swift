#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore

/// One file a job makes: where it goes, relative to the job's destination, and its bytes.
package struct OutputFile: Sendable, Equatable {
    /// A path relative to the destination folder (`2026-W47.pdf`, `weeks/2026-W47.html`), or `-` for standard output.
    package var path: String
    package var body: Body

    /// The bytes themselves, or a way to make them a piece at a time as they are written.
    package enum Body: Sendable, Equatable {
        case bytes(Data)
        case streamed(StreamedBytes)
    }

    package init(path: String, bytes: Data) { self.path = path; body = .bytes(bytes) }
    package init(path: String, text: String) { self.init(path: path, bytes: Data(text.utf8)) }
    package init(path: String, streamed: StreamedBytes) { self.path = path; body = .streamed(streamed) }

    /// All the bytes at once: made whole, for a sink that keeps them (in memory, or to compare).
    package var bytes: Data {
        switch body {
        case .bytes(let data): data
        case .streamed(let streamed): streamed.collected()
        }
    }
}

/// Bytes made as they are written, for a file too large to hold beside what it is made from: an email whose PDF
/// of tens of megabytes would otherwise be held twice, once as itself and once in base64 inside the message.
package struct StreamedBytes: Sendable, Equatable {
    /// About how many bytes `make` hands over, to reserve room when they are collected.
    let expectedCount: Int
    /// Hands the bytes, in order, to the stream; it may hand them on before `make` returns.
    let make: @Sendable (ByteStream) -> Void

    package init(expectedCount: Int, make: @escaping @Sendable (ByteStream) -> Void) {
        self.expectedCount = expectedCount
        self.make = make
    }

    /// The bytes made whole.
    package func collected() -> Data {
        var data = Data(capacity: expectedCount)
        // Appending to memory cannot fail, so neither can this.
        try? write { data.append(contentsOf: $0) }
        return data
    }

    /// The bytes handed to `write` in pieces of about a megabyte; the first error `write` throws ends the writing
    /// and is thrown here.
    package func write(_ write: @escaping ([UInt8]) throws(ReportError) -> Void) throws(ReportError) {
        let stream = ByteStream(write)
        make(stream)
        stream.finish()
        if let failure = stream.failure { throw failure }
    }

    /// Two are the same when they make the same bytes (for tests; files are compared, not closures).
    package static func == (a: StreamedBytes, b: StreamedBytes) -> Bool { a.collected() == b.collected() }
}

/// Where streamed bytes are added: kept in a buffer and handed on a piece at a time. After the receiver fails,
/// further bytes are dropped and the failure is kept, so a writer of many small pieces need not check each.
package final class ByteStream {
    private var buffer: [UInt8] = []
    private let receive: ([UInt8]) throws(ReportError) -> Void
    private(set) var failure: ReportError?
    static let pieceSize = 1 << 20

    init(_ receive: @escaping ([UInt8]) throws(ReportError) -> Void) {
        self.receive = receive
        buffer.reserveCapacity(Self.pieceSize)
    }

    package func append(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil else { return }
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.pieceSize { handOn() }
    }

    package func append(_ data: Data) { data.withUnsafeBytes { append($0) } }
    package func append(_ bytes: [UInt8]) { bytes.withUnsafeBytes { append($0) } }
    package func append(_ text: String) { var text = text; text.withUTF8 { append(UnsafeRawBufferPointer($0)) } }

    /// Hands on what is left.
    func finish() { if !buffer.isEmpty { handOn() } }

    private func handOn() {
        guard failure == nil else { return }
        do { try receive(buffer) } catch { failure = error }
        buffer.removeAll(keepingCapacity: true)
    }
}
