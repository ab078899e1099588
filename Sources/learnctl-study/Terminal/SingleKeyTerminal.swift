#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Single-key input on the terminal: no line editing and no echo, optionally with Ctrl-C as a key
/// and on the alternate screen with the cursor hidden; see ``TerminalMode`` for how the terminal
/// is put back, and ``KeyReader`` for reading the keys.
enum SingleKeyTerminal {
    /// Runs `body` with the terminal in single-key mode.
    /// - Parameters:
    ///   - ctrlCAsKey: deliver Ctrl-C as a key (``Key/interrupt``) instead of as an interrupt.
    ///   - alternateScreen: draw on the alternate screen, cursor hidden, while `body` runs.
    ///   - farewell: written to standard error when a signal ends the process.
    ///   - flowControlAsKeys: deliver Ctrl-S and Ctrl-Q as keys instead of pausing output.
    static func withSingleKeys<T>(ctrlCAsKey: Bool = false, alternateScreen: Bool = false, flowControlAsKeys: Bool = false,
                                  farewell: String = "\n", _ body: () throws -> T) rethrows -> T {
        try TerminalMode.singleKeys(ctrlCAsKey: ctrlCAsKey, alternateScreen: alternateScreen, flowControlAsKeys: flowControlAsKeys)
            .run(farewell: farewell, body)
    }
}
