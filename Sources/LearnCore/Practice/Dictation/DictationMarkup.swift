/// The verdicts as one line of text for a terminal, words separated by single spaces.
///
/// `.plain` (for NO_COLOR or output that is not a terminal) marks each verdict:
///
/// | verdict | shown as        |
/// |---------|-----------------|
/// | correct | `right`         |
/// | slip    | `<typed→right>` |
/// | wrong   | `~typed→right~` |
/// | missing | `[-right-]`     |
/// | extra   | `{+typed+}`     |
///
/// `.color` uses ANSI colours, with a shape for each verdict too, so that it reads without telling
/// colours apart: correct in green; a slip `typed→right` in yellow; a wrong word `typed→right` in
/// red with the typed word struck through and the right one bold; a missing word `[right]` in red,
/// underlined; an extra word in magenta, struck through. Every coloured piece ends with a reset
/// (`ESC[0m`).
public enum DictationMarkup {
    public enum Style: Sendable {
        case plain, color
    }

    public static func render(_ verdicts: [WordVerdict], style: Style) -> String {
        verdicts.map { render($0, style: style) }.joined(separator: " ")
    }

    /// `.color` for a terminal unless `NO_COLOR` is set to anything but "" or `TERM` is "dumb";
    /// `.plain` otherwise.
    public static func style(environment: [String: String], outputIsTerminal: Bool) -> Style {
        guard outputIsTerminal else { return .plain }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
        if environment["TERM"] == "dumb" { return .plain }
        return .color
    }

    static func render(_ verdict: WordVerdict, style: Style) -> String {
        switch (verdict, style) {
        case (.correct(let expected, _), .plain): expected
        case (.slip(let expected, let typed), .plain): "<\(typed)→\(expected)>"
        case (.wrong(let expected, let typed), .plain): "~\(typed)→\(expected)~"
        case (.missing(let expected), .plain): "[-\(expected)-]"
        case (.extra(let typed), .plain): "{+\(typed)+}"
        case (.correct(let expected, _), .color): paint(expected, green)
        case (.slip(let expected, let typed), .color): paint("\(typed)→\(expected)", yellow)
        case (.wrong(let expected, let typed), .color): paint(typed, red + struck) + paint("→" + expected, red + bold)
        case (.missing(let expected), .color): paint("[\(expected)]", red + underlined)
        case (.extra(let typed), .color): paint(typed, magenta + struck)
        }
    }

    private static let green = "32", yellow = "33", red = "31", magenta = "35"
    private static let bold = ";1", underlined = ";4", struck = ";9"
    private static let reset = "\u{1B}[0m"

    private static func paint(_ text: String, _ attributes: String) -> String {
        "\u{1B}[\(attributes)m\(text)\(reset)"
    }
}
