extension SpeakingAssessment {
    /// Judges the heard words (normalised as the reference's, see ``SpeechScorer``) against the
    /// reference: aligns them (``WordAlignment``, a heard word being a written one when `same`
    /// says so), gives every written word one verdict, and decides whether the recording is the
    /// sentence at all. `said` is what the recogniser wrote.
    ///
    /// A written word spoken as several words (a number) is `right` only when all of them were
    /// heard, `missed` when none of them was, and otherwise `wrong` — or `unclear` when the
    /// recogniser's probability for every word heard in its place is under ``unclearBelow``. A
    /// substituted word is `wrong` with what was heard instead, not `missed` next to an `extra`:
    /// the alignment counts a substitution as one error and a deletion with an insertion as two.
    init(judging heard: [HeardWord], said: String, against reference: ReferenceText, text: String,
         engine: ScoringEngine, same: (String, String) -> Bool = { $0 == $1 }) {
        let slots = Self.slots(reference)
        let alignment = WordAlignment(reference: slots.map(\.word), heard: heard.map(\.text), same: same)

        // Each token's heard words, and the order in which tokens and extra words come.
        var heardFor = [[HeardWord]](repeating: [], count: reference.tokens.count)
        var matchedFor = [Int](repeating: 0, count: reference.tokens.count)
        var order: [JudgedItem] = []
        var placed = Set<Int>()
        let steps = alignment.steps
        for (index, step) in steps.enumerated() {
            if let slot = step.reference {
                let token = slots[slot].token
                if placed.insert(token).inserted { order.append(.token(token)) }
                switch step {
                case .match(_, let word):
                    matchedFor[token] += 1
                    heardFor[token].append(heard[word])
                case .substitution(_, let word), .absorbed(_, let word):
                    heardFor[token].append(heard[word])
                default:
                    break
                }
            } else if case .insertion(let word) = step {
                // A word heard inside a written word's span (between two of a number's words) is its.
                let before = steps[..<index].last { $0.reference != nil }?.reference.map { slots[$0].token }
                let after = steps[(index + 1)...].first { $0.reference != nil }?.reference.map { slots[$0].token }
                if let before, before == after {
                    heardFor[before].append(heard[word])
                } else {
                    order.append(.extra(heard[word]))
                }
            }
        }

        let scored = reference.tokens.filter(\.isScored).count
        var right = 0
        var words: [WordVerdict] = []
        for item in order {
            switch item {
            case .extra(let word):
                words.append(WordVerdict(text: word.text, verdict: .extra, start: word.start, end: word.end, probability: word.probability))
            case .token(let index):
                let token = reference.tokens[index]
                let said = heardFor[index]
                let verdict: WordVerdict.Verdict
                if !token.isScored {
                    verdict = .unscored
                } else if said.isEmpty {
                    verdict = .missed
                } else if matchedFor[index] == token.words.count, said.count == token.words.count {
                    verdict = .right
                    right += 1
                } else if said.allSatisfy({ ($0.probability ?? 1) < Self.unclearBelow }) {
                    verdict = .unclear
                } else {
                    verdict = .wrong
                }
                let showsHeard = verdict == .wrong || verdict == .unclear || (verdict == .unscored && !said.isEmpty)
                words.append(WordVerdict(
                    text: token.text, verdict: verdict,
                    heard: showsHeard ? said.map(\.text).joined(separator: " ") : nil,
                    start: said.first?.start, end: said.last?.end, probability: said.compactMap(\.probability).min()
                ))
            }
        }

        let matchedHeard = alignment.steps.count { if case .match = $0 { true } else { false } }
        let isTheSentence = Self.isTheSentence(
            rightWords: right, scoredWords: scored, errors: alignment.errors, spokenWords: slots.count { $0.word != nil }
        ) || Self.isPartOfTheSentence(matchedWords: matchedHeard, heardWords: heard.count)
        if !isTheSentence {
            words = reference.tokens.map { WordVerdict(text: $0.text, verdict: $0.isScored ? .missed : .unscored) }
            right = 0
        }
        let pace = SpeechPace(heard)
        self.init(
            reference: text,
            heard: said,
            engine: engine,
            isTheSentence: isTheSentence,
            score: scored > 0 ? right * 100 / scored : 0,
            words: words,
            wordsPerMinute: pace.wordsPerMinute,
            longestPause: pace.longestPause,
            speechDuration: pace.speechDuration
        )
    }

    /// The reference's spoken words in order, each with the index of its written word; nil for
    /// the one slot of an unscored written word.
    static func slots(_ reference: ReferenceText) -> [(word: String?, token: Int)] {
        var slots: [(word: String?, token: Int)] = []
        for (index, token) in reference.tokens.enumerated() {
            if token.isScored {
                slots += token.words.map { ($0, index) }
            } else {
                slots.append((nil, index))
            }
        }
        return slots
    }

    /// A word in another's place whose probability is under this is `unclear` rather than `wrong`:
    /// the recogniser was not sure what it heard.
    public static let unclearBelow = 0.5

    /// The least share of the scored written words that must be `right` for a recording to be the sentence.
    static let rightShareForTheSentence = 0.4
    /// The word error rate (errors per scored spoken word) at which a recording is not the sentence.
    static let errorRateForAnotherSentence = 0.7

    /// Whether a recording is the reference sentence: at least 40 % of its scored written words
    /// are right, and its word error rate — (substitutions + deletions + insertions) / scored
    /// spoken words — is below 70 %. In a recording of another sentence, a recogniser that expects
    /// the reference still hears mostly other words, or many extra ones.
    static func isTheSentence(rightWords: Int, scoredWords: Int, errors: Int, spokenWords: Int) -> Bool {
        guard scoredWords > 0, spokenWords > 0 else { return false }
        return Double(rightWords) >= rightShareForTheSentence * Double(scoredWords)
            && Double(errors) < errorRateForAnotherSentence * Double(spokenWords)
    }
}

extension SpeakingAssessment {
    /// The least share of the heard words that must be written words, heard in order, for a
    /// reading of part of the sentence to be judged word by word.
    static let matchedShareForPartOfTheSentence = 0.75

    /// Whether a recording is a reading of part of the sentence ("I need." for "I need a ticket
    /// for the bus."): at least two words were heard and at least 75 % of them are the
    /// sentence's words, in order. Its words are then judged (the rest missed) rather than the
    /// whole declared another sentence.
    static func isPartOfTheSentence(matchedWords: Int, heardWords: Int) -> Bool {
        heardWords >= 2 && Double(matchedWords) >= matchedShareForPartOfTheSentence * Double(heardWords)
    }
}

/// One entry of an assessment's word list while it is put together.
private enum JudgedItem {
    /// A written word of the reference, by index.
    case token(Int)
    /// A heard word the reference does not have there.
    case extra(HeardWord)
}
