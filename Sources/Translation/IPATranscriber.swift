/// A word's or phrase's pronunciation in the International Phonetic Alphabet, as espeak-ng
/// speaks it (`espeak-ng -q --ipa -v LANGUAGE`), with the stress marks moved to the syllables'
/// starts as dictionaries write them (``IPAStress``).
public struct IPATranscriber: Sendable {
    /// The `espeak-ng` program: a name looked up on the PATH, or a path.
    public var program = "espeak-ng"
    public var timeout: Duration = .seconds(5)

    public init() {}

    /// `text` in IPA between slashes ("/ˈkasa/"); nil when espeak-ng is missing, has no voice
    /// for the language, or prints nothing.
    public func transcription(of text: String, in language: Language) -> String? {
        let run = Subprocess(program: program, arguments: ["-q", "--ipa", "-v", language.code])
        guard let outcome = try? run.run(input: Array(text.utf8), timeout: timeout), outcome.status == 0 else { return nil }
        let ipa = String(decoding: outcome.output, as: UTF8.self)
            .split(whereSeparator: \.isNewline).map { $0.trimmingSpaces }.filter { !$0.isEmpty }.joined(separator: " ")
        return ipa.isEmpty ? nil : "/\(IPAStress.atSyllableStarts(ipa))/"
    }
}
