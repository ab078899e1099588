#if canImport(Glibc)
import Glibc
#endif

/// The terminal as `learnctl player` uses it: keys one at a time without echo (Ctrl-C too), the
/// alternate screen, the cursor hidden; everything put back on quitting or on a signal.
enum FullScreenTerminal {
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
        try SingleKeyTerminal.withSingleKeys(ctrlCAsKey: true, alternateScreen: true, farewell: "", body)
    }
}
