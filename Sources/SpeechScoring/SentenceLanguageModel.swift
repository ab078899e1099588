import Foundation

/// A language model that expects one sentence: an ARPA bigram model in which every word of the
/// sentence most likely follows the one before it.
///
/// The chain `<s> w1 … wn </s>` has bigrams of probability 0.9 (log10 −0.05); every word also
/// has a unigram, with a backoff weight of log10 −1, so that words can be skipped, repeated or
/// said out of order at a cost. The sentence's words share most of the unigram mass; the
/// ``DistractorWords`` get a twentieth of a sentence word's weight each, so that a word said
/// instead of the expected one can be heard as another word rather than forced onto the
/// sentence. (The general English model alone mishears too many correctly read words to judge
/// a learner by.)
struct SentenceLanguageModel: Equatable {
    /// The model in ARPA text form, as `ps_set_lm_file` reads it.
    var arpa: String
    /// Its words: the sentence's, then the distractors', each once.
    var vocabulary: [String]

    static let chainLogProbability = -0.05
    static let backoffWeight = -1.0
    static let distractorWeight = 1.0 / 20

    init(sentence words: [String], distractors: [String] = DistractorWords.all) {
        var vocabulary: [String] = []
        var seen = Set<String>()
        for word in words where seen.insert(word).inserted { vocabulary.append(word) }
        let sentenceCount = vocabulary.count
        for word in distractors where seen.insert(word).inserted { vocabulary.append(word) }

        // Weights: a sentence word 1, a distractor 1/20, </s> 1; <s> is never predicted.
        let total = Double(sentenceCount) + Double(vocabulary.count - sentenceCount) * Self.distractorWeight + 1
        func unigram(_ weight: Double) -> String { Self.format(log10(weight / total)) }
        let backoff = Self.format(Self.backoffWeight)

        var bigrams: [String] = []
        var seenPairs = Set<String>()
        let pairs = zip(["<s>"] + words, words + ["</s>"])
        for (first, second) in pairs where seenPairs.insert(first + " " + second).inserted {
            bigrams.append("\(Self.format(Self.chainLogProbability)) \(first) \(second)")
        }

        var lines = ["\\data\\", "ngram 1=\(vocabulary.count + 2)", "ngram 2=\(bigrams.count)", "", "\\1-grams:"]
        lines.append("-99.0000 <s> \(backoff)")
        lines.append("\(unigram(1)) </s> \(backoff)")
        for (index, word) in vocabulary.enumerated() {
            lines.append("\(unigram(index < sentenceCount ? 1 : Self.distractorWeight)) \(word) \(backoff)")
        }
        lines += ["", "\\2-grams:"] + bigrams + ["", "\\end\\", ""]
        arpa = lines.joined(separator: "\n")
        self.vocabulary = vocabulary
    }

    private static func format(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        return String(rounded)
    }
}
