import AnkiPackage
import Localization

/// Which field of an Anki note becomes a card's word, transcription, translation and sound.
///
/// Given as `word=Front,translation=Back,transcription=IPA,audio=Audio` (field names, any case,
/// or 1-based field numbers); what is not given is guessed from the note type's field names,
/// else the first field is the word and the next one the translation.
public struct AnkiFieldMapping: Sendable, Equatable {
    /// A card field an Anki field can fill.
    public enum Target: String, Sendable, CaseIterable {
        case word, transcription, translation, audio
    }

    /// The fields named by the learner, by card field: a field name or a 1-based number.
    public var given: [Target: String]

    public init(given: [Target: String] = [:]) {
        self.given = given
    }

    /// Reads `word=Front,translation=Back,…`.
    public init(parsing text: String) throws {
        var given: [Target: String] = [:]
        for part in text.split(separator: ",") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, let target = Target(rawValue: pair[0].lowercased()), !pair[1].isEmpty else {
                throw AnkiImportError.invalidFieldMapping(String(part))
            }
            given[target] = pair[1]
        }
        self.given = given
    }

    static let guesses: [Target: [String]] = [
        .word: ["word", "front", "expression", "vocab", "vocabulary", "term", "target", "sentence", "text", "question", "spanish", "english", "french"],
        .translation: ["translation", "meaning", "back", "definition", "english", "answer", "gloss"],
        .transcription: ["transcription", "ipa", "pronunciation", "reading", "phonetic", "phonetics"],
        .audio: ["audio", "sound", "pronunciation audio", "word audio"],
    ]

    /// Throws when a field named in ``given`` is in none of `noteTypes` (a deck may mix note
    /// types: a name needs to be in one of them only).
    public func check(against noteTypes: [AnkiNoteType]) throws {
        for field in given.values where Int(field) == nil {
            guard !noteTypes.contains(where: { $0.fields.contains { $0.lowercased() == field.lowercased() } }) else { continue }
            let all = Array(Set(noteTypes.flatMap(\.fields))).sorted()
            throw AnkiImportError.unknownField(field, noteType: noteTypes.map(\.name).sorted().joined(separator: ", "), fields: all)
        }
    }

    /// The field index each card field takes its text from, for `noteType`; the word always has
    /// one. A field given by name that `noteType` lacks is guessed like one not given.
    public func indices(for noteType: AnkiNoteType) -> [Target: Int] {
        let names = noteType.fields.map { $0.lowercased() }
        var result: [Target: Int] = [:]
        for (target, field) in given {
            if let number = Int(field), (1...max(1, names.count)).contains(number) {
                result[target] = number - 1
            } else if let index = names.firstIndex(of: field.lowercased()) {
                result[target] = index
            }
        }
        for target in [Target.word, .translation, .transcription, .audio] where result[target] == nil {
            let taken = Set(result.values)
            if let index = Self.guesses[target]!.lazy.compactMap({ names.firstIndex(of: $0) }).first(where: { !taken.contains($0) }) {
                result[target] = index
            }
        }
        let taken = Set(result.values)
        if result[.word] == nil { result[.word] = (0..<names.count).first { !taken.contains($0) } ?? 0 }
        if result[.translation] == nil, let next = (0..<names.count).first(where: { !Set(result.values).contains($0) }) {
            result[.translation] = next
        }
        return result
    }
}
