import ListenProtocol

/// The status as learnctl shows it; every text from the daemon passes through ``TerminalText``.
extension StatusPayload {
    public var titleText: String { track?.title.terminalLine ?? "" }
    public var levelText: String { track?.level?.terminalLine ?? "" }
    /// The player's error as one line, if there is one.
    public var errorText: String? { error?.terminalLine }

    /// The duration, or the library's duration while the player does not know it yet; 0 for a
    /// live stream.
    public var knownDuration: Double {
        guard let duration else { return 0 }
        return duration > 0 ? duration : (track?.duration ?? 0)
    }

    /// A live stream: the daemon sends a null duration.
    public var isLive: Bool { duration == nil && track != nil }

    public var positionText: String { ClockText.format(position) }
    public var durationText: String { isLive ? "live" : ClockText.format(knownDuration) }

    /// Shown so that position and remaining time add up to the duration as displayed.
    public var remainingText: String {
        if isLive { return "-:--" }
        return ClockText.format(wholeSeconds: ClockText.wholeSeconds(knownDuration) - ClockText.wholeSeconds(position))
    }

    /// How much has been heard, 0–100, rounded down.
    public var percent: Int {
        let duration = knownDuration
        guard duration > 0, position.isFinite else { return 0 }
        return min(100, max(0, Int((position / duration * 100).rounded(.down))))
    }

    /// The state as a word starting with a capital: "Playing", "Paused" …
    public var stateWord: String {
        let name = state.rawValue
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// "Travel Dialogue 1 (A2)", or the title alone when the level is unknown.
    public var titleWithLevel: String {
        guard track != nil else { return "" }
        guard !levelText.isEmpty else { return titleText }
        return "\(titleText) (\(levelText))"
    }

    /// The words of the cue heard now, as one line; empty between cues and without a transcript.
    public var lineText: String { line?.text.terminalLine ?? "" }
    /// The number of the cue heard now; empty when there is none.
    public var lineIndexText: String { line.map { "\($0.index)" } ?? "" }

    /// Where the listener is in the transcript: "12 of 40 — Anna: Could I …", "between lines
    /// (40 lines)"; nil without a transcript.
    public var linePlace: String? {
        if let line {
            let number = lines > 0 ? "\(line.index) of \(lines)" : "\(line.index)"
            return "\(number) — \(line.spokenText)"
        }
        return lines > 0 ? "between lines (\(lines) lines)" : nil
    }

    /// The speed as a number: "0.75", "1".
    public var speedText: String { DecimalText.format(speed) }
    /// Whether playback is faster or slower than normal (as the daemon rounds it, to the hundredth).
    public var isSpeedChanged: Bool { (speed * 100).rounded() != 100 }
    /// Why the transcript could not be read, as one line, if it could not.
    public var transcriptErrorText: String? { transcriptError?.terminalLine }

    /// One line for the commands that change the player: "Playing Travel Dialogue 1 (A2) at 0:12 / 1:37".
    public var summaryLine: String {
        guard track != nil else { return "\(stateWord); no recording is selected." }
        switch state {
        case .stopped: return "Stopped \(titleWithLevel) (\(durationText))."
        case .error: return "Error: \(errorText ?? "the player failed.")"
        default: return "\(stateWord) \(titleWithLevel) at \(positionText) / \(durationText)."
        }
    }
}
