#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListenClient

/// A one-line progress bar on standard error, drawn only when standard error is a terminal.
struct ImportProgressBar {
    let label: String
    private let visible = isatty(STDERR_FILENO) == 1
    private var lastPercent = -1

    init(label: String) {
        self.label = label
    }

    /// Redraws the bar when the percentage changed.
    mutating func update(done: Int, total: Int) {
        guard visible, total > 0 else { return }
        let percent = done * 100 / total
        guard percent != lastPercent else { return }
        lastPercent = percent
        let width = 30
        let filled = percent * width / 100
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        Output.write("\r\(label) [\(bar)] \(percent)% (\(done)/\(total))", to: STDERR_FILENO)
    }

    /// Ends the bar's line.
    func finish() {
        if visible && lastPercent >= 0 { Output.write("\n", to: STDERR_FILENO) }
    }
}
