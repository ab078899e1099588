#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads single keys from the terminal: no line editing, no echo, Ctrl-C arrives as a key.
///
/// The terminal's settings are put back when ``withSingleKeys(_:)`` returns or throws, and
/// also when an interrupt, termination or hang-up signal arrives in the meantime.
enum StudyTerminal {
    /// Runs `body` with the terminal in single-key mode.
    static func withSingleKeys<T>(_ body: () throws -> T) throws -> T {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return try body() }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }

        savedTerminalState = original
        let handlers = [SIGINT, SIGTERM, SIGHUP].map { ($0, signal($0, restoreTerminalAndExit)) }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        defer {
            tcsetattr(STDIN_FILENO, TCSANOW, &original)
            for (signalNumber, handler) in handlers { signal(signalNumber, handler) }
            savedTerminalState = nil
        }
        return try body()
    }

    /// The next key pressed, or nil at the end of input.
    static func readKey() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 1 { return byte }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    /// Writes `text` to standard output at once.
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}

/// The terminal settings to put back if a signal arrives while single-key mode is on.
nonisolated(unsafe) private var savedTerminalState: termios?

private func restoreTerminalAndExit(_ signalNumber: Int32) {
    if var state = savedTerminalState {
        tcsetattr(STDIN_FILENO, TCSANOW, &state)
        _ = write(STDOUT_FILENO, "\n", 1)
    }
    _exit(128 + signalNumber)
}
