import ListenProtocol

/// The JSON a Waybar `custom` module with `"return-type": "json"` reads.
struct WaybarStatus: Encodable, Equatable {
    var text: String
    var tooltip: String
    /// The state, for styling the module in CSS (`#custom-listend.playing`).
    var `class`: String
    var percentage: Int
    /// The state again, for the module's `format-icons`.
    var alt: String

    /// `template` makes the text; without it the text is "title position/duration", or empty when
    /// nothing is selected. The tooltip holds the title, the state and times, the transcript line
    /// heard now ("Anna: …") and the error.
    init(_ status: StatusPayload, template: StatusTemplate?) {
        if let template {
            text = template.render(status)
        } else if status.track == nil {
            text = ""
        } else {
            text = "\(status.titleText) \(status.positionText)/\(status.durationText)"
        }
        var lines = [status.track == nil ? "No recording is selected." : status.titleWithLevel]
        if status.track != nil {
            lines.append("\(status.stateWord) \(status.positionText) / \(status.durationText), \(status.remainingText) left")
        } else {
            lines.append(status.stateWord)
        }
        if let line = status.line { lines.append(line.spokenText) }
        if let error = status.errorText { lines.append(error) }
        tooltip = lines.joined(separator: "\n")
        `class` = status.state.rawValue
        percentage = status.percent
        alt = status.state.rawValue
    }
}
