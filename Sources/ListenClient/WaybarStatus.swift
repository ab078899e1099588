import ListenProtocol

/// The JSON a Waybar `custom` module with `"return-type": "json"` reads. Waybar renders `text`
/// and `tooltip` as Pango markup, so `&`, `<` and `>` in titles and lines are escaped.
public struct WaybarStatus: WireEncodable, Equatable, Sendable {
    public var text: String
    public var tooltip: String
    /// The state, for styling the module in CSS (`#custom-listend.playing`).
    public var `class`: String
    public var percentage: Int
    /// The state again, for the module's `format-icons`.
    public var alt: String

    /// `template` makes the text; without it the text is "title position/duration", or empty when
    /// nothing is selected. The tooltip holds the title, the state and times, the transcript line
    /// heard now ("Anna: …") and the error.
    public init(_ status: StatusPayload, template: StatusTemplate?) {
        let text: String
        if let template {
            text = template.render(status)
        } else if status.track == nil {
            text = ""
        } else {
            text = "\(status.titleText) \(status.positionText)/\(status.durationText)"
        }
        self.text = Self.markupEscaped(text)
        var lines = [status.track == nil ? "No recording is selected." : status.titleWithLevel]
        if status.track != nil {
            lines.append("\(status.stateWord) \(status.positionText) / \(status.durationText), \(status.remainingText) left")
        } else {
            lines.append(status.stateWord)
        }
        if let line = status.line { lines.append(line.spokenText) }
        if let error = status.errorText { lines.append(error) }
        tooltip = Self.markupEscaped(lines.joined(separator: "\n"))
        `class` = status.state.rawValue
        percentage = status.percent
        alt = status.state.rawValue
    }

    /// The module's JSON, written by ``WireEncodable/jsonText`` as one line (keys sorted).
    public static let wireFields = WireFields<WaybarStatus>([
        .field("text", \.text),
        .field("tooltip", \.tooltip),
        .field("class", \.`class`),
        .field("percentage", \.percentage),
        .field("alt", \.alt),
    ])

    /// `text` as Pango markup shows it literally.
    public static func markupEscaped(_ text: String) -> String {
        MarkupEscaping.escaped(text)
    }
}
