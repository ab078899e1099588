#if canImport(Glibc)
import Glibc
#endif

/// The terminal as `learnctl player` uses it: keys one at a time without echo, the alternate
/// screen, the cursor hidden.
///
/// ``run(_:)`` puts everything back when the body returns or throws, and a signal handler does
/// the same on SIGINT, SIGTERM, SIGHUP and SIGQUIT before the process exits with 128 + the signal.
/// Ctrl-C is read as a key, not a signal, while the screen is up.
enum FullScreenTerminal {
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J"
    static let leaveSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    /// Whether standard input and output are both terminals.
    static var isAvailable: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// The terminal's size; 24 × 80 when it does not say.
    static var size: (rows: Int, columns: Int) {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
            return (24, 80)
        }
        return (Int(size.ws_row), Int(size.ws_col))
    }

    static func run<T>(_ body: () throws -> T) rethrows -> T {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return try body() }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        fullScreenSavedSettings = original
        let handlers = [SIGINT, SIGTERM, SIGHUP, SIGQUIT].map { ($0, signal($0, leaveFullScreenAndExit)) }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        PlayerOutput.write(enterSequence, to: STDOUT_FILENO)
        defer {
            PlayerOutput.write(leaveSequence, to: STDOUT_FILENO)
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
            for (number, handler) in handlers { signal(number, handler) }
            fullScreenSavedSettings = nil
        }
        return try body()
    }
}

/// The settings to put back if a signal arrives while the screen is up.
nonisolated(unsafe) private var fullScreenSavedSettings: termios?

private func leaveFullScreenAndExit(_ number: Int32) {
    let leave: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    _ = write(STDOUT_FILENO, leave.utf8Start, leave.utf8CodeUnitCount)
    if var settings = fullScreenSavedSettings {
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    }
    _exit(128 + number)
}
