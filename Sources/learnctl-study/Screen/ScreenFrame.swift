/// A screen's lines as one write to the terminal: the cursor sent home, each line cleared to
/// its end, and the rest of the screen cleared after the last.
enum ScreenFrame {
    /// Clears the whole screen, before the first frame (which sends the cursor home).
    static let clear = "\u{1B}[2J"

    static func render(_ lines: [String]) -> String {
        "\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\n") + "\u{1B}[J"
    }
}
