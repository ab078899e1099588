import ListenProtocol
import Localization

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

    /// The state as a word starting with a capital, in the learner's language: "Playing", "Reproduciendo" ….
    /// (``stateWord`` stays English, for the status bars' tooltips.)
    public var stateLabel: String {
        switch state {
        case .playing: tr("Playing")
        case .paused: tr("Paused")
        case .stopped: tr("Stopped")
        case .loading: tr("Loading")
        case .error: tr("Error")
        }
    }

    /// The state as a lower-case word in the learner's language: "playing", "reproduciendo" ….
    public var stateName: String {
        switch state {
        // TRANSLATORS: the player's state, after “State:” in `learnctl status`.
        case .playing: tr("playing")
        // TRANSLATORS: the player's state, after “State:” in `learnctl status`.
        case .paused: tr("paused")
        // TRANSLATORS: the player's state, after “State:” in `learnctl status`.
        case .stopped: tr("stopped")
        // TRANSLATORS: the player's state, after “State:” in `learnctl status`.
        case .loading: tr("loading")
        // TRANSLATORS: the player's state, after “State:” in `learnctl status`.
        case .error: tr("error")
        }
    }

    /// ``durationText`` in the learner's language ("live" translated), for sentences and the screen.
    public var durationLabel: String { isLive ? tr("live") : durationText }

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
            // TRANSLATORS: the line heard now of a transcript's lines: “12 of 40”.
            let number = lines > 0 ? tr("%1$s of %2$s", String(line.index), String(lines)) : "\(line.index)"
            return "\(number) — \(line.spokenText)"
        }
        return lines > 0 ? trn("between lines (%s lines)", "between lines (%s lines)", lines, String(lines)) : nil
    }

    /// The speed as a number: "0.75", "1".
    public var speedText: String { DecimalText.format(speed) }
    /// Whether playback is faster or slower than normal (as the daemon rounds it, to the hundredth).
    public var isSpeedChanged: Bool { (speed * 100).rounded() != 100 }
    /// Why the transcript could not be read, as one line, if it could not.
    public var transcriptErrorText: String? { transcriptError?.terminalLine }

    /// One line for the commands that change the player: "Playing Travel Dialogue 1 (A2) at 0:12 / 1:37".
    public var summaryLine: String {
        // TRANSLATORS: %s is the player's state: “Playing”, “Paused”, “Stopped”, “Loading”.
        guard track != nil else { return tr("%s; no recording is selected.", stateLabel) }
        switch state {
        // TRANSLATORS: %1$s is the recording's title, %2$s its length.
        case .stopped: return tr("Stopped %1$s (%2$s).", titleWithLevel, durationLabel)
        case .error: return tr("Error: %s", errorText ?? tr("the player failed."))
        // TRANSLATORS: %1$s is the player's state (“Playing”, “Paused”, “Loading”), %2$s the recording's title, %3$s and %4$s the position and the length.
        default: return tr("%1$s %2$s at %3$s / %4$s.", stateLabel, titleWithLevel, positionText, durationLabel)
        }
    }
}
