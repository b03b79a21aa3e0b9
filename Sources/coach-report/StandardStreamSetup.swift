#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes the standard streams safe to use; `runCommandLine` calls it first thing. SIGPIPE is ignored, so a
/// closed pipe is an EPIPE that `StandardStreams.writeOutput` reports (`.readerGone`) and the command line ends
/// quietly. A standard descriptor that is closed is held by /dev/null opened the wrong way round: a file opened
/// later cannot take its number (and get the report written into it), and writing to it (or reading it) still
/// fails, with EBADF, as on the closed stream.
func prepareStandardStreams() {
    signal(SIGPIPE, SIG_IGN)
    for (fd, flags) in [(STDIN_FILENO, O_WRONLY), (STDOUT_FILENO, O_RDONLY), (STDERR_FILENO, O_RDONLY)] {
        guard fcntl(fd, F_GETFD) == -1, errno == EBADF else { continue }
        let held = open("/dev/null", flags | O_CLOEXEC)
        guard held >= 0 else { continue }
        if held != fd {
            dup2(held, fd)
            close(held)
        }
    }
}
