/// The one IPA transcription the learner sees for a word or phrase, wherever it shows (a
/// dictionary entry, a card): espeak-ng's, which every word and language has in the same
/// notation, with its stress marks at the syllables' starts; the dictionary's own only when
/// espeak-ng gives none (it is not installed, or has no voice for the language).
public struct WordTranscription: Sendable {
    public var transcriber = IPATranscriber()

    public init() {}

    /// `text` in IPA between slashes ("/ˈwɪndəʊ/"), or nil when neither source has it.
    public func transcription(of text: String, in language: Language, entries: [DictionaryEntry] = []) -> String? {
        if let spoken = transcriber.transcription(of: text, in: language) { return spoken }
        let written = entries.lazy.flatMap(\.pronunciations).first { !$0.isEmpty }
        return written.map { "/\(IPAStress.atSyllableStarts($0))/" }
    }
}

extension TranslationResult {
    /// The result with `transcription` ("/ˈwɪndəʊ/") as the only pronunciation of each
    /// dictionary entry (none when nil), so that an entry shows what a card of it shows.
    public func transcribed(as transcription: String?) -> TranslationResult {
        guard case .dictionary(var entries) = self else { return self }
        let bare = transcription.map { String($0.dropFirst().dropLast()) }
        for index in entries.indices { entries[index].pronunciations = bare.map { [$0] } ?? [] }
        return .dictionary(entries)
    }
}
