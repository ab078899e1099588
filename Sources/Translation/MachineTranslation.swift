/// Apertium's translation of a text, with the words it could not translate.
///
/// Apertium marks a word it does not know with `*`, and one it analysed but could not transfer
/// or generate with `@` or `#`; such words are kept as they were written.
public struct MachineTranslation: Sendable, Equatable, Codable {
    /// The text as Apertium wrote it, marks included.
    public var marked: String
    /// The pieces of the translation, each either translated or not.
    public var segments: [Segment]

    /// A piece of a translation: a run of translated text, or one untranslated word (without its mark).
    public struct Segment: Sendable, Equatable, Codable {
        public var text: String
        public var untranslated: Bool
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
            if "*@#".contains(character), startsWord, let next = characters.first, next.isLetter || next.isNumber {
                let word = characters.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "'" || $0 == "’" || $0 == "_" }
                characters = characters.dropFirst(word.count)
                if !plain.isEmpty { segments.append(Segment(text: plain, untranslated: false)) }
                plain = ""
                segments.append(Segment(text: String(word), untranslated: true))
                previous = word.last
            } else {
                plain.append(character)
                previous = character
            }
        }
        if !plain.isEmpty { segments.append(Segment(text: plain, untranslated: false)) }
        self.segments = segments
    }

    /// The translation without marks.
    public var text: String { segments.map(\.text).joined() }

    /// The words left untranslated, in order.
    public var untranslated: [String] { segments.filter(\.untranslated).map(\.text) }
}
