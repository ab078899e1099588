import ListenProtocol

/// How `learnctl status` prints the status: labelled lines, the daemon's status object, a line
/// from a `--format` template, or Waybar's JSON (with an optional template for its text).
public enum StatusDisplay: Sendable {
    case block
    case json
    case template(StatusTemplate)
    case waybar(StatusTemplate?)

    /// Asks the daemon at `socketPath` for the status and prints it.
    public func show(socketPath: String) throws(ListendError) {
        let connection = try ListendConnection(socketPath: socketPath)
        if case .json = self {
            var writer = JSONWriter()
            writer.value(try connection.request(.daemon(.status), expecting: JSONValue.self))
            Output.line(writer.text)
            return
        }
        Output.line(text(try connection.status(.daemon(.status))))
    }

    /// The status as this display prints it.
    public func text(_ status: StatusPayload) -> String {
        switch self {
        case .block: status.blockText
        case .json: status.jsonText
        case .template(let template): template.render(status)
        case .waybar(let template): WaybarStatus(status, template: template).jsonText
        }
    }
}

extension StatusPayload {
    /// The human form of `learnctl status`: labelled lines.
    public var blockText: String {
        var rows: [(String, String)] = []
        if let track {
            rows.append(("Title", track.title.terminalLine))
            rows.append(("Level", track.level?.terminalLine ?? "-"))
        } else {
            rows.append(("Title", "none selected (`learnctl list` shows the recordings)"))
        }
        rows.append(("State", state.rawValue))
        if track != nil {
            rows.append(("Position", "\(positionText) / \(durationText) (\(percent)%, \(remainingText) left)"))
        }
        if let linePlace {
            rows.append(("Line", linePlace))
        }
        if isSpeedChanged {
            rows.append(("Speed", "\(speedText)×"))
        }
        if let loop {
            rows.append(("Loop", loop.summaryText))
        }
        if autopause {
            rows.append(("Pauses", "at the end of every line (autopause)"))
        }
        if let speech {
            let text = speech.text.terminalLine
            let shown = text.count > 60 ? text.prefix(59) + "…" : Substring(text)
            rows.append(("Speaking", "“\(shown)” (\(speech.voice.terminalLine), \(speech.rate) words a minute)"))
        }
        if let errorText {
            rows.append(("Error", errorText))
        }
        if let transcriptErrorText {
            rows.append(("Warning", "the transcript was not read: \(transcriptErrorText)"))
        }
        return rows.map { label, value in
            label + ":" + String(repeating: " ", count: max(1, 9 - label.count)) + value
        }.joined(separator: "\n")
    }
}
