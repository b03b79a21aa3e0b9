internal import CISAL

/// A zlib datastream (RFC 1950) of some bytes, compressed by ISA-L's igzip at its level 1.
///
/// A PNG's pixels are most of the work of writing one: a site's year cards (1080 × 1350, 4.4 MB of rows each) took
/// 7 ms apiece in zlib at any level, and 0.8 ms in igzip, for a file some 8% larger than zlib's level 3. igzip picks
/// its code for the processor at run time; its level 1 gives the same bytes on every x86-64 processor with SSE 4.2
/// (see intel/isa-l#140 and the measurements in gatk-rs#124), so one machine always writes the same file.
enum ZlibDeflate {
    /// Compresses `input`, handing ISA-L at most `piece` bytes at a time (its counts are 32-bit).
    static func compress(_ input: UnsafeRawBufferPointer, piece: Int = 1 << 30) throws(DeflateError) -> [UInt8] {
        var stream = isal_zstream()
        isal_deflate_init(&stream)
        stream.gzip_flag = UInt16(IGZIP_ZLIB)
        stream.flush = UInt16(NO_FLUSH)
        stream.level = 1
        let levelBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Int(cr_isal_level1_buffer_size), alignment: 64)
        defer { levelBuffer.deallocate() }
        stream.level_buf = levelBuffer.baseAddress?.assumingMemoryBound(to: UInt8.self)
        stream.level_buf_size = UInt32(levelBuffer.count)

        // Flat pictures shrink twenty- to fortyfold; the room grows when it runs out.
        var out = [UInt8](repeating: 0, count: max(4096, input.count / 16))
        var written = 0
        var consumed = 0
        repeat {
            let take = min(piece, input.count - consumed)
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.advanced(by: consumed).assumingMemoryBound(to: UInt8.self))
            stream.avail_in = UInt32(take)
            stream.end_of_stream = consumed + take == input.count ? 1 : 0
            repeat {
                if written == out.count { out.append(contentsOf: repeatElement(0, count: out.count)) }
                let status = out.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress! + written
                    stream.avail_out = UInt32(min(buffer.count - written, Int(UInt32.max)))
                    let before = stream.avail_out
                    let status = isal_deflate(&stream)
                    written += Int(before - stream.avail_out)
                    return status
                }
                guard status == COMP_OK else { throw DeflateError(code: status) }
            } while stream.avail_in > 0 || (stream.end_of_stream != 0 && stream.internal_state.state != ZSTATE_END)
            consumed += take
        } while consumed < input.count
        out.removeSubrange(written...)
        return out
    }
}

/// ISA-L refused to compress (a wrong setting, which is this code's fault, not the person's).
struct DeflateError: Error, CustomStringConvertible {
    let code: Int32
    var description: String { "igzip could not compress (status \(code))" }
}
