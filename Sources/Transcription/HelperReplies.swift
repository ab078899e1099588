/// The lines the helper writes for one transcription (`info`, then `segment`s, then `done`, or
/// an `error`) gathered into a ``Recognition`` or the error they report.
struct HelperReplies {
    private(set) var info: (language: String, probability: Double, duration: Double)?
    private(set) var segments: [RecognisedSegment] = []
    private(set) var failure: HelperMessage?
    private(set) var isDone = false
    private let language: String?

    /// Replies to a transcription in `language` (nil: detected).
    init(language: String?) {
        self.language = language
    }

    /// Takes one message; the segment it carried, if any.
    mutating func take(_ message: HelperMessage) -> RecognisedSegment? {
        switch message.type {
        case "info":
            info = (message.language ?? language ?? "", message.languageProbability ?? 1, message.duration ?? 0)
        case "segment":
            guard let segment = message.segment else { return nil }
            segments.append(segment)
            return segment
        case "done": isDone = true
        case "error": failure = message
        default: break
        }
        return nil
    }

    /// Whether the transcription is over: done, or failed.
    var isOver: Bool { isDone || failure != nil }

    /// The error the helper reported, as a ``TranscriptionError``.
    func reportedError(status: Int32) -> TranscriptionError? {
        guard let failure else { return nil }
        let text = ControlCharacters.stripped(failure.message ?? "")
        switch failure.kind {
        case "model": return .model(text)
        case "audio": return .audio(text)
        default: return .helper(status: status, message: text)
        }
    }

    /// What was heard, once `done` has come with the `info` before it.
    var recognition: Recognition? {
        guard isDone, let info else { return nil }
        return Recognition(language: info.language, languageProbability: info.probability, duration: info.duration,
                           segments: SegmentStarts.tightened(segments))
    }

    /// The last lines of standard error, as a reason.
    static func reason(_ errors: String) -> String {
        let said = errors.split(separator: "\n").suffix(3).map { ControlCharacters.stripped(String($0)) }.joined(separator: " ")
        return said.isEmpty ? "it ended without a result" : said
    }
}
