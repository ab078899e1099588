#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Single-key input on the terminal: no line editing and no echo, optionally on the alternate
/// screen with the cursor hidden.
///
/// The terminal's settings (and the normal screen) are put back when
/// ``withSingleKeys(ctrlCAsKey:alternateScreen:farewell:_:)`` returns or throws, and also when an
/// interrupt, termination, hang-up or quit signal arrives in the meantime; then the process prints
/// the farewell and exits with 128 + the signal number.
enum SingleKeyTerminal {
    /// Whether standard input is a terminal.
    static var isStandardInput: Bool {
        isatty(STDIN_FILENO) == 1
    }

    static let enterAlternateScreen: StaticString = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J"
    static let leaveAlternateScreen: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    /// Runs `body` with the terminal in single-key mode.
    /// - Parameters:
    ///   - ctrlCAsKey: deliver Ctrl-C as a key (3) instead of as an interrupt.
    ///   - alternateScreen: draw on the alternate screen, cursor hidden, while `body` runs.
    ///   - farewell: written to standard error when a signal ends the process.
    static func withSingleKeys<T>(ctrlCAsKey: Bool = false, alternateScreen: Bool = false, farewell: StaticString = "\n",
                                  _ body: () throws -> T) rethrows -> T {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return try body() }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | (ctrlCAsKey ? ISIG : 0))
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }

        savedTerminalState = original
        farewellMessage = farewell
        onAlternateScreen = alternateScreen
        let handlers = [SIGINT, SIGTERM, SIGHUP, SIGQUIT].map { ($0, signal($0, restoreTerminalAndExit)) }
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        if alternateScreen { write(enterAlternateScreen) }
        defer {
            if alternateScreen { write(leaveAlternateScreen) }
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

    static func write(_ text: StaticString) {
        _ = Glibc.write(STDOUT_FILENO, text.utf8Start, text.utf8CodeUnitCount)
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

/// The terminal settings to put back, and the words to leave, if a signal arrives in single-key mode.
nonisolated(unsafe) private var savedTerminalState: termios?
nonisolated(unsafe) private var farewellMessage: StaticString = "\n"
nonisolated(unsafe) private var onAlternateScreen = false

private func restoreTerminalAndExit(_ signalNumber: Int32) {
    if onAlternateScreen {
        let leave = SingleKeyTerminal.leaveAlternateScreen
        _ = write(STDOUT_FILENO, leave.utf8Start, leave.utf8CodeUnitCount)
    }
    if var state = savedTerminalState {
        tcsetattr(STDIN_FILENO, TCSANOW, &state)
    }
    _ = write(STDERR_FILENO, farewellMessage.utf8Start, farewellMessage.utf8CodeUnitCount)
    _exit(128 + signalNumber)
}
