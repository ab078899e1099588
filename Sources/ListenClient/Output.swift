#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Unbuffered output: every write reaches its descriptor at once, so a program reading through a
/// pipe (a script, a status bar) sees each line as soon as it is written.
public enum Output {
    /// Writes all of `text` to `descriptor`, going on after interruptions and partial writes.
    ///
    /// Returns false when the descriptor no longer takes output, e.g. when the reader of a pipe has
    /// gone (with SIGPIPE ignored; otherwise that signal ends the process as usual). With
    /// `socket`, it uses `send(2)` with `MSG_NOSIGNAL`, so a socket whose peer has gone never raises
    /// SIGPIPE.
    @discardableResult
    public static func write(_ text: String, to descriptor: Int32 = STDOUT_FILENO, socket: Bool = false) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = writeSome(bytes.baseAddress! + offset, bytes.count - offset, to: descriptor, socket: socket)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
    }

    /// Writes `text` and a newline to standard output.
    public static func line(_ text: String) {
        write(text + "\n", to: STDOUT_FILENO)
    }

    /// Writes `text` and a newline to standard error, without control characters (see
    /// ``TerminalText``): error messages often quote the daemon.
    public static func error(_ text: String) {
        write(TerminalText.lines(text) + "\n", to: STDERR_FILENO)
    }
}

/// One `write(2)` (or `send(2)` without SIGPIPE); the number of bytes written, or -1.
private func writeSome(_ bytes: UnsafePointer<UInt8>, _ count: Int, to descriptor: Int32, socket: Bool) -> Int {
    #if canImport(Glibc)
    socket ? Glibc.send(descriptor, bytes, count, Int32(MSG_NOSIGNAL)) : Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
