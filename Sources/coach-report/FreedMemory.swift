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
func keepFreedMemoryForReuse() {
    #if canImport(Glibc)
    _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
    _ = mallopt(M_TRIM_THRESHOLD, 64 << 20)
    #endif
}
