import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The library never ends the process: how a run ends is the CLI's (issue 27).
@Suite struct FileDescriptorsTests {
    /// A reader that went away is a thrown `.readerGone`, which the CLI turns into a quiet exit 0; the library
    /// once called exit(0) itself, ending whatever program used it.
    @Test func aBrokenPipeIsThrownNotExited() throws {
        signal(SIGPIPE, SIG_IGN)  // as the CLI does: the write fails with EPIPE instead of a signal
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        let bytes: [UInt8] = Array("hello\n".utf8)
        #expect {
            try bytes.withUnsafeBytes { buffer in
                Result { () throws(ReportError) in try FileDescriptors.writeAll(buffer, to: ends[1], name: "standard output") }
            }.get()
        } throws: { error in
            (error as? ReportError)?.kind == .readerGone
        }
    }
}
