import ListenProtocol

/// A transcript cue as learnctl shows it; its text and speaker pass through ``TerminalText``.
extension TranscriptLine {
    /// "Anna: Could I see the menu?", or the text alone when the speaker is unknown; one line.
    public var spokenText: String {
        let words = text.terminalLine
        guard let speaker = speaker?.terminalLine, !speaker.isEmpty else { return words }
        return "\(speaker): \(words)"
    }

    /// "0:41.2–0:44.9".
    public var timesText: String {
        "\(ClockText.format(tenths: start))–\(ClockText.format(tenths: end))"
    }

    /// "▶ 12  0:41.2–0:44.9  Anna: text": `marker` (one column), the index right-aligned to
    /// `indexWidth` columns, the times and the spoken text.
    public func row(marker: String = " ", indexWidth: Int = 2) -> String {
        let number = "\(index)"
        return marker + " " + String(repeating: " ", count: max(0, indexWidth - number.count)) + number
            + "  " + timesText + "  " + spokenText
    }

    /// The columns the index of cue `count` takes (at least 2), so rows of one transcript line up.
    public static func indexWidth(forCount count: Int) -> Int {
        max(2, "\(max(0, count))".count)
    }
}
