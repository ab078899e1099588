#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Single-key input on the terminal: no line editing and no echo.
///
/// The terminal's settings are put back when ``withSingleKeys(ctrlCAsKey:farewell:_:)`` returns or
/// throws, and also when an interrupt, termination or hang-up signal arrives in the meantime; then
/// the process prints the farewell and exits with 128 + the signal number.
enum SingleKeyTerminal {
    /// Whether standard input is a terminal.
    static var isStandardInput: Bool {
        isatty(STDIN_FILENO) == 1
    }

    /// Runs `body` with the terminal in single-key mode.
    /// - Parameters:
    ///   - ctrlCAsKey: deliver Ctrl-C as a key (3) instead of as an interrupt.
    ///   - farewell: written to standard error when a signal ends the process.
    static func withSingleKeys<T>(ctrlCAsKey: Bool = false, farewell: StaticString = "\n", _ body: () throws -> T) rethrows -> T {
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
        let handlers = [SIGINT, SIGTERM, SIGHUP].map { ($0, signal($0, restoreTerminalAndExit)) }
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
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

/// The terminal settings to put back, and the words to leave, if a signal arrives in single-key mode.
nonisolated(unsafe) private var savedTerminalState: termios?
nonisolated(unsafe) private var farewellMessage: StaticString = "\n"

private func restoreTerminalAndExit(_ signalNumber: Int32) {
    if var state = savedTerminalState {
        tcsetattr(STDIN_FILENO, TCSANOW, &state)
    }
    _ = write(STDERR_FILENO, farewellMessage.utf8Start, farewellMessage.utf8CodeUnitCount)
    _exit(128 + signalNumber)
}
