#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListenClient
import Localization

/// A way for the terminal to take input — always without echo; lines or single keys; Ctrl-C as
/// an interrupt or as a key; optionally on the alternate screen with the cursor hidden — and the
/// guard that puts the terminal back.
///
/// ``run(farewell:_:)`` restores the terminal's settings (and the normal screen) when its body
/// returns or throws, and also when an interrupt, termination, hang-up or quit signal arrives in
/// the meantime; then the process writes the farewell to standard error and exits with
/// 128 + the signal number.
struct TerminalMode {
    /// Keys arrive one at a time instead of as edited lines.
    var singleKeys = false
    /// Ctrl-C arrives as a key (3) instead of as an interrupt.
    var ctrlCAsKey = false
    /// The body draws on the alternate screen, with the cursor hidden.
    var alternateScreen = false
    /// Input typed before the mode starts is thrown away.
    var discardsTypedAhead = false
    /// Ctrl-S and Ctrl-Q arrive as keys (19, 17) instead of stopping and starting output.
    var flowControlAsKeys = false

    /// Single keys without echo.
    static func singleKeys(ctrlCAsKey: Bool = false, alternateScreen: Bool = false, flowControlAsKeys: Bool = false) -> TerminalMode {
        TerminalMode(singleKeys: true, ctrlCAsKey: ctrlCAsKey, alternateScreen: alternateScreen, flowControlAsKeys: flowControlAsKeys)
    }

    /// Edited lines without echo, as for a password; what was typed before is thrown away.
    static let hiddenLines = TerminalMode(discardsTypedAhead: true)

    static let enterAlternateScreen: StaticString = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J"
    static let leaveAlternateScreen: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    /// Runs `body` with the terminal in this mode; when standard input is no terminal, just runs it.
    /// - Parameter farewell: written to standard error when a signal ends the process.
    func run<T>(farewell: String = "\n", _ body: () throws -> T) rethrows -> T {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return try body() }
        var changed = original
        changed.c_lflag &= ~tcflag_t(ECHO | (singleKeys ? ICANON : 0) | (ctrlCAsKey ? ISIG : 0) | (flowControlAsKeys ? IEXTEN : 0))
        if flowControlAsKeys { changed.c_iflag &= ~tcflag_t(IXON) }
        if singleKeys {
            withUnsafeMutableBytes(of: &changed.c_cc) { characters in
                characters[Int(VMIN)] = 1
                characters[Int(VTIME)] = 0
            }
        }

        savedTerminalState = original
        farewellMessage = FarewellBytes(farewell)
        onAlternateScreen = alternateScreen
        let handlers = [SIGINT, SIGTERM, SIGHUP, SIGQUIT].map { ($0, signal($0, restoreTerminalAndExit)) }
        tcsetattr(STDIN_FILENO, discardsTypedAhead ? TCSAFLUSH : TCSANOW, &changed)
        if alternateScreen { Output.write(Self.enterAlternateScreen.description) }
        defer {
            if alternateScreen { Output.write(Self.leaveAlternateScreen.description) }
            tcsetattr(STDIN_FILENO, TCSANOW, &original)
            for (signalNumber, handler) in handlers { signal(signalNumber, handler) }
            savedTerminalState = nil
        }
        return try body()
    }
}

/// The terminal settings to put back, and the words to leave, if a signal arrives while a
/// ``TerminalMode`` is on.
nonisolated(unsafe) private var savedTerminalState: termios?
nonisolated(unsafe) private var farewellMessage = FarewellBytes("\n")
nonisolated(unsafe) private var onAlternateScreen = false

/// The signal handler: only async-signal-safe calls.
private func restoreTerminalAndExit(_ signalNumber: Int32) {
    if onAlternateScreen {
        let leave = TerminalMode.leaveAlternateScreen
        _ = write(STDOUT_FILENO, leave.utf8Start, leave.utf8CodeUnitCount)
    }
    if var state = savedTerminalState {
        tcsetattr(STDIN_FILENO, TCSANOW, &state)
    }
    _ = write(STDERR_FILENO, farewellMessage.bytes, farewellMessage.count)
    _exit(128 + signalNumber)
}

/// A farewell's bytes, made before any signal can arrive so that the handler only writes them.
/// The storage is never freed: a signal may interrupt the assignment of the next one.
private struct FarewellBytes {
    let bytes: UnsafePointer<UInt8>
    let count: Int

    init(_ text: String) {
        let utf8 = Array(text.utf8)
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, utf8.count))
        storage.initialize(from: utf8, count: utf8.count)
        (bytes, count) = (UnsafePointer(storage), utf8.count)
    }
}

