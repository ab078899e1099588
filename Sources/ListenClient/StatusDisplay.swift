import ListenProtocol
import Localization

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
        // TRANSLATORS: the labels of `learnctl status` are followed by a colon and lined up.
        let title = tr("Title")
        if let track {
            rows.append((title, track.title.terminalLine))
            rows.append((tr("Level"), track.level?.terminalLine ?? "-"))
            if let formatText {
                // TRANSLATORS: a label of `learnctl status`: the file's container and codec (“M4B, AAC”).
                rows.append((tr("Format"), formatText))
            }
        } else {
            rows.append((title, tr("none selected (`learnctl list` shows the recordings)")))
        }
        rows.append((tr("State"), stateName))
        if track != nil {
            // TRANSLATORS: %1$s is the position, %2$s the length, %3$s how much has been heard (“40%”), %4$s the time left.
            rows.append((tr("Position"), tr("%1$s / %2$s (%3$s, %4$s left)", positionText, durationLabel, NumberText.percent(percent), remainingText)))
        }
        if let chapterPlace {
            // TRANSLATORS: a label of `learnctl status`: the chapter heard now.
            rows.append((tr("Chapter"), chapterPlace))
        }
        if let linePlace {
            // TRANSLATORS: a label of `learnctl status`: the line of the transcript heard now.
            rows.append((tr("Line"), linePlace))
        }
        if isSpeedChanged {
            rows.append((tr("Speed"), NumberText.decimal(speed, fractionDigits: 2) + "×"))
        }
        if let loop {
            rows.append((tr("Loop"), loop.summaryText))
        }
        if autopause {
            rows.append((tr("Pauses"), tr("at the end of every line (autopause)")))
        }
        if let speech {
            let text = speech.text.terminalLine
            let shown = text.count > 60 ? text.prefix(59) + "…" : Substring(text)
            // TRANSLATORS: %1$s is the text being spoken, %2$s the voice, %3$d the words per minute.
            rows.append((tr("Speaking"), tr("“%1$s” (%2$s, %3$d words a minute)", String(shown), speech.voice.terminalLine, speech.rate)))
        }
        if let errorText {
            rows.append((tr("Error"), errorText))
        }
        if let transcriptErrorText {
            rows.append((tr("Warning"), tr("the transcript was not read: %s", transcriptErrorText)))
        }
        let width = max(9, (rows.map(\.0.count).max() ?? 0) + 1)
        return rows.map { label, value in
            tr("%s:", label) + String(repeating: " ", count: max(1, width - label.count)) + value
        }.joined(separator: "\n")
    }
}
