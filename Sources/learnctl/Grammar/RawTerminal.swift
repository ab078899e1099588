#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Single-key input on the terminal: no line editing and no echo while a test runs.
///
/// The terminal's settings are put back when the test ends, and also when an interrupt
/// (Ctrl-C), hang-up or termination arrives; then the process exits with 128 + the signal number.
enum RawTerminal {
    /// Whether standard input is a terminal.
    static var isStandardInput: Bool {
        isatty(STDIN_FILENO) == 1
    }

    /// Runs `body` with the terminal in single-key mode.
    static func withSingleKeys<T>(_ body: () throws -> T) rethrows -> T {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return try body() }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }

        savedTerminalState = original
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
}

/// The terminal settings to put back if a signal arrives during a test.
nonisolated(unsafe) private var savedTerminalState: termios?

private func restoreTerminalAndExit(_ signalNumber: Int32) {
    if var state = savedTerminalState {
        tcsetattr(STDIN_FILENO, TCSANOW, &state)
    }
    let message: StaticString = "\nTest paused; run `learnctl tests resume` to continue.\n"
    _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
    _exit(128 + signalNumber)
}
