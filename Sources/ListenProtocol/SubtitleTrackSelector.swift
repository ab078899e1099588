/// A subtitle track named by the learner: its 1-based number among the file's subtitle tracks,
/// or a language code matched against the tracks' language tags (`en` finds `eng`).
public enum SubtitleTrackSelector: Equatable, Sendable {
    case number(Int)
    case language(String)

    /// The track `text` names: digits are a number (from 1), two or three letters (with an
    /// optional region, `en-US`) a language; anything else is refused with `bad_argument`.
    public static func parse(_ text: String) throws(ProtocolError) -> SubtitleTrackSelector {
        let trimmed = text.trimmingASCIISpaces
        if !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) {
            guard trimmed.count <= 6, let number = Int(trimmed), number >= 1 else { throw unreadable(text) }
            return .number(number)
        }
        let primary = trimmed.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? ""
        guard (2...3).contains(primary.count), primary.allSatisfy({ $0.isASCII && $0.isLetter }), trimmed.count <= 12,
              trimmed.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else { throw unreadable(text) }
        return .language(trimmed)
    }

    static func unreadable(_ text: String) -> ProtocolError {
        ProtocolError(.badArgument, "\"subtitle_track\" must be a track number (1, 2, …) or a language code (en, eng, es), not \"\(text)\".")
    }
}

private extension String {
    var trimmingASCIISpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
