/// Apertium's translation of a text, with the words it could not translate or inflect.
///
/// Apertium marks a word it does not know with `*`, and one whose translation it does not have
/// with `@`: such words are kept as they were written (not translated). It marks with `#` a
/// word it translated but could not inflect, which is left in its dictionary form.
public struct MachineTranslation: Sendable, Equatable, Codable {
    /// The text as Apertium wrote it, marks included.
    public var marked: String
    /// The pieces of the translation: runs of text, and the marked words one by one.
    public var segments: [Segment]

    /// What Apertium's mark before a word says about it.
    public enum Mark: String, Sendable, Codable {
        /// `*`: a word Apertium does not know, kept as written.
        case unknown = "*"
        /// `@`: a word Apertium knows but has no translation for, kept as written.
        case noTranslation = "@"
        /// `#`: a translated word Apertium could not inflect, in its dictionary form.
        case notInflected = "#"
    }

    /// A piece of a translation: a run of text, or one marked word (without its mark).
    public struct Segment: Sendable, Equatable, Codable {
        public var text: String
        /// The word's mark; nil for a run of text.
        public var mark: Mark?

        /// Whether the word was left as it was written (``Mark/unknown`` or ``Mark/noTranslation``).
        public var untranslated: Bool { mark == .unknown || mark == .noTranslation }
    }

    /// Reads Apertium's output.
    public init(apertiumOutput output: String) {
        marked = output
        var segments: [Segment] = []
        var plain = ""
        var characters = Array(output)[...]
        var previous: Character?
        while let character = characters.first {
            characters = characters.dropFirst()
            let startsWord = previous.map { !($0.isLetter || $0.isNumber) } ?? true
            if let mark = Mark(rawValue: String(character)), startsWord, let next = characters.first, next.isLetter || next.isNumber {
                let word = characters.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "'" || $0 == "’" || $0 == "_" }
                characters = characters.dropFirst(word.count)
                if !plain.isEmpty { segments.append(Segment(text: plain, mark: nil)) }
                plain = ""
                segments.append(Segment(text: String(word), mark: mark))
                previous = word.last
            } else {
                plain.append(character)
                previous = character
            }
        }
        if !plain.isEmpty { segments.append(Segment(text: plain, mark: nil)) }
        self.segments = segments
    }

    /// The translation without marks.
    public var text: String { segments.map(\.text).joined() }

    /// The words left as they were written (`*` and `@`), in order, each once.
    public var untranslated: [String] { words { $0.untranslated } }

    /// The words left in their dictionary form (`#`), in order, each once.
    public var notInflected: [String] { words { $0.mark == .notInflected } }

    private func words(_ wanted: (Segment) -> Bool) -> [String] {
        var seen: Set<String> = []
        return segments.filter(wanted).map(\.text).filter { seen.insert($0).inserted }
    }
}
