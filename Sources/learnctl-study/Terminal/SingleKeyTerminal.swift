#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Single-key input on the terminal: no line editing and no echo, optionally with Ctrl-C as a key
/// and on the alternate screen with the cursor hidden; see ``TerminalMode`` for how the terminal
/// is put back.
enum SingleKeyTerminal {
    /// Runs `body` with the terminal in single-key mode.
    /// - Parameters:
    ///   - ctrlCAsKey: deliver Ctrl-C as a key (3) instead of as an interrupt.
    ///   - alternateScreen: draw on the alternate screen, cursor hidden, while `body` runs.
    ///   - farewell: written to standard error when a signal ends the process.
    ///   - flowControlAsKeys: deliver Ctrl-S and Ctrl-Q as keys instead of pausing output.
    static func withSingleKeys<T>(ctrlCAsKey: Bool = false, alternateScreen: Bool = false, flowControlAsKeys: Bool = false,
                                  farewell: StaticString = "\n", _ body: () throws -> T) rethrows -> T {
        try TerminalMode.singleKeys(ctrlCAsKey: ctrlCAsKey, alternateScreen: alternateScreen, flowControlAsKeys: flowControlAsKeys)
            .run(farewell: farewell, body)
    }

    /// The bytes typed so far (up to 64, so an arrow key's escape sequence comes whole); empty
    /// after an interruption, nil at the end of input. Blocks until something is typed.
    static func readTyped() -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(STDIN_FILENO, &bytes, bytes.count)
        if count < 0 && errno == EINTR { return [] }
        guard count > 0 else { return nil }
        return Array(bytes[..<count])
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
