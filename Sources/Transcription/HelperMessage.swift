import Foundation

/// One line the helper writes: `info`, `segment`, `done`, `ready` or `error` (see
/// `Content/whisper/learnctl-whisper.py`).
struct HelperMessage: Decodable {
    struct Word: Decodable {
        var text: String
        var start: Double
        var end: Double
        var probability: Double?
    }

    var type: String
    var duration: Double?
    var language: String?
    var languageProbability: Double?
    var start: Double?
    var end: Double?
    var text: String?
    var words: [Word]?
    var kind: String?
    var message: String?

    enum CodingKeys: String, CodingKey {
        case type, duration, language, start, end, text, words, kind, message
        case languageProbability = "language_probability"
    }

    static func decode(_ line: [UInt8]) -> HelperMessage? {
        try? JSONDecoder().decode(HelperMessage.self, from: Data(line))
    }

    /// The segment this message carries, its text stripped of control characters.
    var segment: RecognisedSegment? {
        guard type == "segment", let start, let end else { return nil }
        let words = (words ?? []).map {
            RecognisedWord(text: ControlCharacters.stripped($0.text).trimmingSpaces, start: $0.start, end: $0.end, probability: $0.probability ?? 1)
        }.filter { !$0.text.isEmpty }
        return RecognisedSegment(start: start, end: end, text: ControlCharacters.stripped(text ?? "").trimmingSpaces, words: words)
    }
}

/// Text from outside made safe for a terminal: control characters (C0 but tab, DEL, C1) removed.
enum ControlCharacters {
    static func stripped(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { scalar in
            !(scalar.value < 0x20 && scalar != "\t") && !(0x7f...0x9f).contains(scalar.value)
        }))
    }
}
