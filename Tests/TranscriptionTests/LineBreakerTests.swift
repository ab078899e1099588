import Testing
@testable import Transcription

struct LineBreakerTests {
    private let breaker = LineBreaker()

    private func texts(_ lines: [MadeLine]) -> [String] { lines.map(\.text) }

    @Test func noWordsMakeNoLines() {
        #expect(breaker.lines([]).isEmpty)
    }

    // MARK: Sentences and pauses

    @Test func aSentenceEndEndsALineOnceItIsASecondLong() {
        // "I like this town." lasts 1.35 s.
        let lines = breaker.lines(speech("I like this town. We stay here."))
        #expect(texts(lines) == ["I like this town.", "We stay here."])
    }

    @Test func aSentenceShorterThanASecondDoesNotEndALine() {
        // "Yes." lasts 0.3 s; "¡Sí!" too.
        #expect(texts(breaker.lines(speech("Yes. I know that song well."))) == ["Yes. I know that song well."])
        #expect(texts(breaker.lines(speech("¡Sí! Conozco esa canción."))) == ["¡Sí! Conozco esa canción."])
    }

    @Test(arguments: ["How are you doing?", "What a lovely day!", "And then we waited…", "He said “stop.”", "(We left early.)"])
    func everySentenceMarkEndsALine(_ first: String) {
        let lines = breaker.lines(speech(first + " Then it rained.", wordDuration: 0.4, gap: 0.1))
        #expect(texts(lines) == [first, "Then it rained."])
    }

    @Test func aSpanishQuestionEndsALine() {
        let lines = breaker.lines(speech("¿Dónde está la estación? Está cerca."))
        #expect(texts(lines) == ["¿Dónde está la estación?", "Está cerca."])
    }

    @Test(arguments: ["I met Mr. Smith at the station yesterday.", "Take some fruit, e.g. apples or pears.",
                      "We saw Dr. Jones and Mrs. Brown there.", "Ayer vi a la Sra. García en el mercado.",
                      "It was J. Smith who called us back."])
    func abbreviationsDoNotEndASentence(_ sentence: String) {
        // Slow enough that every word ends more than a second into the line.
        let lines = breaker.lines(speech(sentence, wordDuration: 0.4, gap: 0.2))
        #expect(texts(lines) == [sentence])
    }

    @Test func aPauseOfAtLeastPointSevenEndsALineThatIsASecondLong() {
        // "We walked along the river" lasts 1.7 s.
        #expect(texts(breaker.lines(speech("We walked along the river |0.8| under the old bridge"))) ==
                ["We walked along the river", "under the old bridge"])
    }

    @Test func aShorterPauseDoesNotEndALine() {
        #expect(texts(breaker.lines(speech("We walked along the river |0.6| under the old bridge"))) ==
                ["We walked along the river under the old bridge"])
    }

    @Test func aPauseDoesNotEndALineShorterThanASecond() {
        #expect(texts(breaker.lines(speech("Well |1.2| we walked on"))) == ["Well we walked on"])
    }

    @Test func aLongPauseAlwaysEndsALine() {
        #expect(texts(breaker.lines(speech("Well |1.6| we walked on"))) == ["Well", "we walked on"])
    }

    // MARK: Limits

    @Test func noLineIsLongerThanSixtyFiveCharacters() {
        let text = "the quick brown fox jumps over the lazy dog near the river bank in the morning light while birds sing above the trees in spring"
        let words = speech(text, wordDuration: 0.2, gap: 0.02)
        let lines = breaker.lines(words)
        #expect(lines.count >= 2)
        for line in lines { #expect(line.text.count <= 65, "\(line.text)") }
        #expect(lines.flatMap(\.words) == words)
    }

    @Test func noLineIsLongerThanTenSeconds() {
        // Short words spoken very slowly, without a pause long enough to end a line.
        let words = speech(Array(repeating: "ok", count: 14).joined(separator: " "), wordDuration: 0.9, gap: 0.1)
        let lines = breaker.lines(words)
        #expect(lines.count >= 2)
        for line in lines { #expect(line.words.last!.end - line.words.first!.start <= 10) }
        #expect(lines.flatMap(\.words) == words)
    }

    @Test func aSingleOverlongWordHasALineOfItsOwn() {
        let long = String(repeating: "a", count: 70)
        let words = speech("we said \(long) and left")
        let lines = breaker.lines(words)
        #expect(texts(lines) == ["we said", long, "and left"])
    }

    @Test func aSingleWordLongerThanTenSecondsHasALineOfItsOwn() {
        var words = speech("so we said hello there")
        words[2].end = words[2].start + 12
        for index in 3..<words.count {
            words[index].start += 12
            words[index].end += 12
        }
        let lines = breaker.lines(words)
        #expect(texts(lines) == ["so we", "said", "hello there"])
        #expect(lines.flatMap(\.words) == words)
    }

    // MARK: Where an over-long sentence is cut

    @Test func anOverlongSentenceIsCutAfterItsComma() {
        let sentence = "Yesterday evening near the old harbour, my brother finally found the little shop we had looked for"
        let lines = breaker.lines(speech(sentence, wordDuration: 0.25, gap: 0.05))
        #expect(texts(lines) == ["Yesterday evening near the old harbour,", "my brother finally found the little shop we had looked for"])
    }

    @Test func aCommaJustBeforeTheLimitEndsTheLine() {
        // The first clause is exactly 65 characters: the line ends after its comma, not inside it.
        let sentence = "In the early morning light we walked along the quiet sandy beach, my children ran ahead to the water."
        let lines = breaker.lines(speech(sentence, wordDuration: 0.25, gap: 0.05))
        #expect(texts(lines) == ["In the early morning light we walked along the quiet sandy beach,", "my children ran ahead to the water."])
    }

    @Test func aCommaIsPreferredToAConjunction() {
        let sentence = "Last summer in the mountains, my friends walked for hours and we slept under the stars at night"
        let lines = breaker.lines(speech(sentence, wordDuration: 0.25, gap: 0.05))
        #expect(lines.first?.text == "Last summer in the mountains,")
    }

    @Test(arguments: [
        ("My grandmother bought fresh bread at the market and my little brother carried it home", "and"),
        ("Mi abuela compró pan fresco en el mercado grande y mi hermano pequeño lo llevó a casa", "y"),
        ("Ma grand-mère achète du pain frais au marché couvert et mon petit frère le porte chez nous", "et"),
    ])
    func anOverlongSentenceIsCutBeforeAConjunction(_ sentence: String, _ conjunction: String) {
        let lines = breaker.lines(speech(sentence, wordDuration: 0.25, gap: 0.05))
        #expect(lines.count == 2)
        #expect(lines.last?.words.first?.text == conjunction, "\(texts(lines))")
    }

    @Test func aConjunctionOffCentreIsStillPreferredToTheMiddleOfAPhrase() {
        // "and" comes a third of the way in; the even middle falls inside "the big old house".
        let sentence = "We cooked dinner and then everybody sat down together in the big old house"
        let lines = breaker.lines(speech(sentence, wordDuration: 0.25, gap: 0.05))
        #expect(texts(lines) == ["We cooked dinner", "and then everybody sat down together in the big old house"])
    }

    // MARK: Paragraphs of a given text

    @Test func aParagraphEndAlwaysEndsALine() {
        // "Hi" lasts 0.3 s, and no pause follows it.
        #expect(texts(breaker.lines(speech("Hi¶ there you are"))) == ["Hi", "there you are"])
    }

    @Test func aFittingParagraphStaysOneLineWhenParagraphsAreKept() {
        // Two sentences, the first 1.35 s long: without the option they are two lines.
        let words = speech("I like this town. We stay here.¶ Then we left.¶")
        #expect(texts(LineBreaker(keepsFittingParagraphs: true).lines(words)) == ["I like this town. We stay here.", "Then we left."])
        #expect(texts(LineBreaker().lines(words)) == ["I like this town.", "We stay here.", "Then we left."])
    }

    @Test func aParagraphThatDoesNotFitIsSplit() {
        let paragraph = "We arrived late at night. The hotel was closed, so we waited outside until the owner came back.¶"
        let words = speech(paragraph, wordDuration: 0.25, gap: 0.05)
        let lines = LineBreaker(keepsFittingParagraphs: true).lines(words)
        // "The hotel … came back." is 69 characters: it is cut after its comma.
        #expect(texts(lines) == ["We arrived late at night.", "The hotel was closed,", "so we waited outside until the owner came back."])
        for line in lines { #expect(line.text.count <= 65) }
        #expect(lines.flatMap(\.words) == words)
    }

    // MARK: Line times

    @Test func aLineEndsAFifthOfASecondAfterItsLastWord() {
        let words = speech("I like this town. |2.0| We stay here.")
        let lines = breaker.lines(words)
        #expect(lines.count == 2)
        #expect(lines[0].start == words[0].start)
        #expect(isClose(lines[0].end, words[3].end + 0.2))
        #expect(lines[1].start == words[4].start)
        #expect(isClose(lines[1].end, words[6].end + 0.2))
    }

    @Test func aLineNeverEndsAfterTheNextOneStarts() {
        // "town." ends at 1.35, "We" starts 0.05 s later.
        let words = speech("I like this town. We stay here.")
        let lines = breaker.lines(words)
        #expect(lines.count == 2)
        #expect(lines[0].end == words[4].start)
        #expect(lines[0].end <= lines[1].start)
    }

    @Test func aVeryShortLineStillEndsBeforeTheNextStarts() {
        // "Oh" (a paragraph of its own) lasts 0.04 s, and the next line starts 0.02 s after it.
        let words = [TimedWord(text: "Oh", start: 2, end: 2.04, endsParagraph: true), TimedWord(text: "Well, then.", start: 2.06, end: 2.9)]
        let lines = breaker.lines(words)
        #expect(lines.count == 2)
        #expect(lines[0].end > lines[0].start)
        #expect(lines[0].end <= lines[1].start, "the first line ends at \(lines[0].end), after the next starts at \(lines[1].start)")
    }

    @Test func aLineOfUnheardWordsWithoutLengthStillLastsAMoment() {
        // A title the recogniser did not hear, placed at one instant, then the text read out.
        let words = [TimedWord(text: "Chapter", start: 0, end: 0, matched: false), TimedWord(text: "One", start: 0, end: 0, matched: false, endsParagraph: true),
                     TimedWord(text: "It", start: 1, end: 1.2), TimedWord(text: "began.", start: 1.3, end: 1.8)]
        let lines = breaker.lines(words)
        #expect(texts(lines) == ["Chapter One", "It began."])
        #expect(lines[0].end > lines[0].start)
        #expect(lines[0].end <= lines[1].start)
    }

    // MARK: Invariants over generated speech

    @Test func invariantsHoldForGeneratedSpeech() {
        var random = SeededGenerator(seed: 0x5EED_1157)
        for round in 0..<400 {
            let words = Self.generatedWords(&random)
            for keeps in [false, true] {
                let lines = LineBreaker(keepsFittingParagraphs: keeps).lines(words)
                let problem = Self.violation(lines, of: words, keepsFittingParagraphs: keeps)
                #expect(problem == nil, "round \(round), keeps \(keeps): \(problem ?? "") in \(lines.map { "\($0.start)-\($0.end): " + $0.words.map { "\($0.text)[\($0.start)-\($0.end)\($0.endsParagraph ? "¶" : "")]" }.joined(separator: " ") })")
                if problem != nil { return }
            }
        }
    }

    /// The first rule `lines` break, if any.
    private static func violation(_ lines: [MadeLine], of words: [TimedWord], keepsFittingParagraphs: Bool) -> String? {
        if lines.flatMap(\.words) != words { return "the words are not all there once, in order, with their times" }
        for (index, line) in lines.enumerated() {
            guard let first = line.words.first, let last = line.words.last else { return "an empty line" }
            if line.words.count > 1 {
                if line.text.count > 65 { return "a line of \(line.text.count) characters" }
                if last.end - first.start > 10 { return "a line of \(last.end - first.start) s" }
            }
            if line.start != first.start { return "line \(index) starts at \(line.start), not its first word's \(first.start)" }
            if line.end < last.end || line.end < line.start { return "line \(index) ends at \(line.end) before its last word" }
            if index + 1 < lines.count {
                let next = lines[index + 1].start
                if line.end > next { return "line \(index) ends at \(line.end) after the next starts at \(next)" }
                if next >= last.end + 0.2, !isClose(line.end, last.end + 0.2) { return "line \(index) ends at \(line.end), not 0.2 s after its last word" }
            } else if !isClose(line.end, last.end + 0.2) {
                return "the last line ends at \(line.end), not 0.2 s after its last word"
            }
            for (position, word) in line.words.enumerated().dropLast() {
                if word.endsParagraph { return "\(word.text) ends a paragraph inside a line" }
                if keepsFittingParagraphs { continue }
                let gap = line.words[position + 1].start - word.end
                if gap >= 1.5 { return "a pause of \(gap) s inside a line" }
                if word.end - first.start >= 1, word.endsSentence { return "a sentence end (\(word.text)) inside a line" }
                if word.end - first.start >= 1, gap >= 0.7 { return "a pause of \(gap) s inside a line" }
            }
        }
        return nil
    }

    private static func generatedWords(_ random: inout SeededGenerator) -> [TimedWord] {
        let letters = Array("abcdefghijklmnopqrstuvwxyzéñç")
        let marks = [".", ".", "?", "!", "…", ",", ",", ";", ":", ".”", "?)"]
        let special = ["Mr.", "e.g.", "and", "y", "et", "but", "—", "A."]
        var words: [TimedWord] = []
        var at = Double.random(in: 0..<3, using: &random)
        for _ in 0..<Int.random(in: 1...90, using: &random) {
            var text: String
            let kind = Double.random(in: 0..<1, using: &random)
            if kind < 0.08 {
                text = special.randomElement(using: &random)!
            } else {
                let length = kind < 0.1 ? Int.random(in: 60...80, using: &random)
                    : kind < 0.2 ? Int.random(in: 9...18, using: &random) : Int.random(in: 1...8, using: &random)
                text = String((0..<length).map { _ in letters.randomElement(using: &random)! })
                if Bool.random(using: &random), Double.random(in: 0..<1, using: &random) < 0.5 {
                    text += marks.randomElement(using: &random)!
                }
            }
            let duration = Double.random(in: 0..<1, using: &random) < 0.02
                ? Double.random(in: 9.5...13, using: &random) : Double.random(in: 0.05...0.9, using: &random)
            let endsParagraph = Double.random(in: 0..<1, using: &random) < 0.05
            words.append(TimedWord(text: text, start: at, end: at + duration, endsParagraph: endsParagraph))
            let gapKind = Double.random(in: 0..<1, using: &random)
            let gap = gapKind < 0.1 ? 0 : gapKind < 0.7 ? Double.random(in: 0..<0.3, using: &random)
                : gapKind < 0.9 ? Double.random(in: 0.3..<1.2, using: &random) : Double.random(in: 1.2..<2.5, using: &random)
            at += duration + gap
        }
        return words
    }
}
