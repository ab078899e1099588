/// How hard a text is to read from its sentence and word lengths: Flesch reading ease and the
/// Flesch–Kincaid grade level.
///
/// Reading ease is 206.835 − 1.015 × (words / sentences) − 84.6 × (syllables / words): 90–100 is
/// very easy, 60–70 plain English, below 30 very hard. The grade is 0.39 × (words / sentences)
/// + 11.8 × (syllables / words) − 15.59: the US school year whose pupils read it easily. Words
/// are every written word (a number counts as one); syllables per word are counted over the
/// words with letters (a number's spelling is unknown).
public struct Readability: Sendable, Equatable, Codable {
    public let sentences: Int
    public let words: Int
    public let syllables: Int
    /// The words syllables were counted in (all but numbers).
    public let syllableWords: Int

    public init(sentences: Int, words: Int, syllables: Int, syllableWords: Int) {
        self.sentences = sentences
        self.words = words
        self.syllables = syllables
        self.syllableWords = syllableWords
    }

    public var wordsPerSentence: Double { sentences == 0 ? 0 : Double(words) / Double(sentences) }
    public var syllablesPerWord: Double { syllableWords == 0 ? 0 : Double(syllables) / Double(syllableWords) }

    public var fleschReadingEase: Double {
        guard sentences > 0, syllableWords > 0 else { return 0 }
        return 206.835 - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord
    }

    public var fleschKincaidGrade: Double {
        guard sentences > 0, syllableWords > 0 else { return 0 }
        return 0.39 * wordsPerSentence + 11.8 * syllablesPerWord - 15.59
    }
}
