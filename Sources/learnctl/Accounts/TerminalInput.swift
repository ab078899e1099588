#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Prompts on the terminal: with echo for the email, without echo for passwords.
///
/// Prompts go to standard error so standard output stays clean for scripts. While echo is
/// off, an interrupt (Ctrl-C), hang-up or termination restores the terminal before exiting.
enum TerminalInput {
    /// Whether standard input is a terminal.
    static var isTerminal: Bool {
        isatty(STDIN_FILENO) == 1
    }

    /// Shows `prompt` and reads one line; nil at end of input.
    static func readLine(prompt: String) -> String? {
        writeToStandardError(prompt)
        return Swift.readLine(strippingNewline: true)
    }

    /// Shows `prompt` and reads one line with echo turned off; nil at end of input.
    static func readSecret(prompt: String) -> String? {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return readLine(prompt: prompt) }
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO)

        terminalStateToRestore = original
        let handlers = [SIGINT, SIGTERM, SIGHUP].map { ($0, signal($0, restoreTerminalAndExit)) }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        defer {
            tcsetattr(STDIN_FILENO, TCSANOW, &original)
            for (signalNumber, handler) in handlers { signal(signalNumber, handler) }
            terminalStateToRestore = nil
            writeToStandardError("\n")
        }
        writeToStandardError(prompt)
        return Swift.readLine(strippingNewline: true)
    }

    private static func writeToStandardError(_ text: String) {
        var text = text
        text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}

/// The terminal settings to put back if a signal arrives while echo is off.
nonisolated(unsafe) private var terminalStateToRestore: termios?

private func restoreTerminalAndExit(_ signalNumber: Int32) {
    if var state = terminalStateToRestore {
        tcsetattr(STDIN_FILENO, TCSANOW, &state)
        _ = write(STDERR_FILENO, "\n", 1)
    }
    _exit(128 + signalNumber)
}
