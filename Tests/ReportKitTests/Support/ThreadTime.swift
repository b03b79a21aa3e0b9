import Foundation

/// The processor time this thread has used, in seconds: what a test of how time grows compares, since the wall
/// clock also counts the time other programs on a shared machine take.
func threadSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}
