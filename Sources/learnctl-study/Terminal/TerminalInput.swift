#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListenClient

/// Prompts on the terminal: with echo for the email and card fields, without echo for passwords.
///
/// Prompts go to standard error so standard output stays clean for scripts. While echo is
/// off, a signal restores the terminal before the process exits (see ``TerminalMode``).
enum TerminalInput {
    /// Whether standard input is a terminal.
    static var isTerminal: Bool {
        isatty(STDIN_FILENO) == 1
    }

    /// Shows `prompt` and reads one line; nil at end of input.
    static func readLine(prompt: String) -> String? {
        Output.write(prompt, to: STDERR_FILENO)
        return Swift.readLine(strippingNewline: true)
    }

    /// Shows `prompt` and reads one line with echo turned off; nil at end of input.
    static func readSecret(prompt: String) -> String? {
        guard isTerminal else { return readLine(prompt: prompt) }
        defer { Output.write("\n", to: STDERR_FILENO) }
        return TerminalMode.hiddenLines.run(farewell: "\n") { readLine(prompt: prompt) }
    }
}
