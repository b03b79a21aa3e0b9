#if canImport(Glibc)
internal import CMalloc
#endif

/// Lets glibc keep freed memory for the next block rather than hand it back.
///
/// glibc gives every block over 128 KiB its own mapping and unmaps it when freed, so each chart's pixels, each
/// PNG and each message came back as fresh pages that the kernel faulted in one at a time: hundreds per chart at
/// 2×, costing the email more than a tenth of its run on a virtual machine, where a fault is dear. A run lasts
/// a fraction of a second and ends by giving everything back at once, so the freed blocks are better reused.
/// (macOS's allocator already keeps them.)
///
/// Blocks of 16 MiB and more still get their own mapping, given back when freed: only a very long text makes
/// them (its file, the text, its PDF and its Markdown, 25 to 40 MB each for a 30 MiB note), and kept in the heap
/// each left a hole the next, larger one could not use, some 40 MB at the peak of a `week` (issue 39, finding 5).
func keepFreedMemoryForReuse() {
    #if canImport(Glibc)
    _ = mallopt(M_MMAP_THRESHOLD, 16 << 20)
    _ = mallopt(M_TRIM_THRESHOLD, 64 << 20)
    #endif
}
