import Foundation
import Testing
@testable import Transcription

struct TextAlignerTests {
    private func align(_ text: String, _ heardWords: [RecognisedWord], duration: Double? = nil) -> TextAlignment {
        TextAligner.align(GivenText(text), to: heardWords, duration: duration)
    }

    /// Every word starts no earlier than 0, ends no earlier than it starts, and no word starts
    /// before the one before it ends.
    private func timesAreSane(_ words: [TimedWord], sourceLocation: SourceLocation = #_sourceLocation) {
        var previousEnd = 0.0
        for word in words {
            #expect(word.start >= previousEnd - 1e-9, "\(word.text) starts at \(word.start) before \(previousEnd)", sourceLocation: sourceLocation)
            #expect(word.end >= word.start, "\(word.text) ends before it starts", sourceLocation: sourceLocation)
            previousEnd = word.end
        }
    }

    @Test func anIdenticalTextGetsEveryHeardTime() {
        let heardWords = heard("The cat sat on the mat. It was happy.")
        let alignment = align("The cat sat on the mat. It was happy.", heardWords)
        #expect(alignment.words.map(\.text) == heardWords.map(\.text))
        #expect(alignment.words.map(\.start) == heardWords.map(\.start))
        #expect(alignment.words.map(\.end) == heardWords.map(\.end))
        #expect(alignment.words.allSatisfy { $0.matched })
        #expect(alignment.matched == 9)
        #expect(alignment.total == 9)
        #expect(alignment.matchedShare == 1)
    }

    @Test func caseAccentsAndPunctuationAreIgnoredButTheGivenSpellingIsKept() {
        let heardWords = heard("el autobus llego tarde")
        let alignment = align("¡El Autobús, llegó TARDE!", heardWords)
        #expect(alignment.matchedShare == 1)
        #expect(alignment.words.map(\.text) == ["¡El", "Autobús,", "llegó", "TARDE!"])
        #expect(alignment.words.map(\.start) == heardWords.map(\.start))
    }

    @Test func aSubstitutedWordIsUnmatchedAndPlacedBetweenItsNeighbours() {
        let heardWords = heard("I lost my jacket today")
        let alignment = align("I lost my ticket today.", heardWords)
        let words = alignment.words
        #expect(words.map(\.matched) == [true, true, true, false, true])
        #expect(words[3].text == "ticket")
        #expect(words[3].start >= words[2].end)
        #expect(words[3].end <= words[4].start)
        #expect(words[3].end > words[3].start)
        #expect(alignment.matched == 4)
        #expect(alignment.matchedShare < 1)
        #expect(isClose(alignment.matchedShare, 0.8))
    }

    @Test func missingWordsShareTheGapBetweenTheirNeighboursByLength() {
        // The recogniser missed "the early morning": "took" ends at 0.65, "train" starts at 1.85.
        let heardWords = heard("We took |1.2| train to Paris")
        let alignment = align("We took the early morning train to Paris", heardWords)
        let words = alignment.words
        #expect(words.map(\.matched) == [true, true, false, false, false, true, true, true])
        #expect(alignment.matched == 5)
        let missing = Array(words[2...4])
        #expect(missing.map(\.text) == ["the", "early", "morning"])
        // They fill the gap, one after another.
        #expect(isClose(missing[0].start, heardWords[1].end))
        #expect(isClose(missing[0].end, missing[1].start))
        #expect(isClose(missing[1].end, missing[2].start))
        #expect(isClose(missing[2].end, heardWords[2].start))
        // A longer word takes longer.
        let durations = missing.map { $0.end - $0.start }
        #expect(durations[0] < durations[1] && durations[1] < durations[2])
        // The matched words keep their heard times.
        #expect(words[5].start == heardWords[2].start && words[5].end == heardWords[2].end)
    }

    @Test func extraHeardWordsAreSkipped() {
        let heardWords = heard("I um think we uh should go")
        let alignment = align("I think we should go.", heardWords)
        #expect(alignment.matchedShare == 1)
        #expect(alignment.words.map(\.start) == [0, 2, 3, 5, 6].map { heardWords[$0].start })
        #expect(alignment.words.map(\.end) == [0, 2, 3, 5, 6].map { heardWords[$0].end })
    }

    @Test func wordsHeardAsPunctuationOnlyAreSkipped() {
        let heardWords = heard("Hello - there …")
        let alignment = align("Hello there", heardWords)
        #expect(alignment.matchedShare == 1)
        #expect(alignment.words[1].start == heardWords[2].start)
    }

    @Test(arguments: [("colour", "color"), ("organisation", "organization"), ("travelled", "traveled"),
                      ("theatre", "theater"), ("realise", "realize")])
    func aNearSpellingCountsAsMatched(_ given: String, _ spoken: String) {
        let heardWords = heard("I like the \(spoken) here")
        let alignment = align("I like the \(given) here.", heardWords)
        #expect(alignment.matchedShare == 1)
        #expect(alignment.words[3].text == given)
        #expect(alignment.words[3].start == heardWords[3].start)
    }

    @Test(arguments: [("cat", "cut"), ("ticket", "jacket"), ("their", "there"), ("the", "a")])
    func aDifferentShortWordDoesNotCountAsMatched(_ given: String, _ spoken: String) {
        let alignment = align("we saw the \(given) there", heard("we saw the \(spoken) there"))
        #expect(alignment.matched == 4)
        #expect(!alignment.words[3].matched)
    }

    @Test func paragraphsEndOnTheirLastWord() {
        let alignment = align("Hello there.\nHow are you?\n\nFine.", heard("hello there how are you fine"))
        #expect(alignment.words.map(\.endsParagraph) == [false, true, false, false, true, true])
        #expect(alignment.matchedShare == 1)
    }

    @Test func aDialogueDashGoesWithTheNextWord() {
        let heardWords = heard("Hola, amigo. Adiós.")
        let alignment = align("— Hola, amigo.\n— Adiós.", heardWords)
        #expect(alignment.words.map(\.text) == ["— Hola,", "amigo.", "— Adiós."])
        #expect(alignment.matchedShare == 1)
        #expect(alignment.words[0].start == heardWords[0].start)
    }

    @Test func anEmptyTextAlignsToNothing() {
        let alignment = align("", heard("something was said"))
        #expect(alignment.words.isEmpty)
        #expect(alignment.matched == 0)
        #expect(alignment.matchedShare == 0)
    }

    @Test func nothingHeardLeavesEveryWordUnmatchedWithSaneTimes() {
        for duration in [nil, 12.0] {
            let alignment = align("Nobody heard\nthese words at all.", [], duration: duration)
            #expect(alignment.total == 6)
            #expect(alignment.matched == 0)
            #expect(alignment.words.allSatisfy { !$0.matched })
            timesAreSane(alignment.words)
            if let duration { #expect(alignment.words.last!.end <= duration + 1e-9) }
        }
        #expect(align("", [], duration: nil).words.isEmpty)
    }

    @Test func unmatchedWordsAtTheStartAndEndGetSaneTimes() {
        // "Well, now" before anything heard, "my dear friend" after.
        let heardWords = heard("hello there", from: 1.0)
        for duration in [nil, 4.0] {
            let alignment = align("Well, now hello there my dear friend.", heardWords, duration: duration)
            #expect(alignment.matched == 2)
            let words = alignment.words
            timesAreSane(words)
            #expect(words[0].start >= 0)
            #expect(words[1].end <= heardWords[0].start + 1e-9)
            #expect(words[4].start >= heardWords[1].end - 1e-9)
            #expect(words[6].end > words[4].start)
            if let duration { #expect(words[6].end <= duration + 1e-9) }
        }
    }

    @Test func aLongTextWithADeletionInTheMiddleAligns() {
        alignLongText(words: 1_000, deleted: 475..<525)
    }

    /// The full-size case: about an hour of speech. Opt-in: the aligner takes about 40 s of CPU
    /// on it in a debug build (about 4 s optimised), four times this target's whole budget.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["TRANSCRIPTION_FULL_SIZE"] != nil))
    func aTenThousandWordTextWithADeletionInTheMiddleAligns() {
        alignLongText(words: 10_000, deleted: 4_800..<5_300)
    }

    /// A text of `count` made-up words aligned to what was heard of it: every word but `deleted`.
    private func alignLongText(words count: Int, deleted: Range<Int>) {
        var random = SeededGenerator(seed: 10_000)
        let syllables = ["ka", "lo", "mi", "ne", "ta", "ru", "si", "po", "de", "fa", "gu", "be", "zo", "ri", "la", "mo", "sen", "tar"]
        let vocabulary = (0..<1500).map { _ in
            (0..<Int.random(in: 1...4, using: &random)).map { _ in syllables.randomElement(using: &random)! }.joined()
        }
        let given = (0..<count).map { _ in vocabulary.randomElement(using: &random)! }
        // Each word 0.3 s, 0.05 s apart; the deleted ones leave a gap.
        let heardWords = given.indices.filter { !deleted.contains($0) }.map { index in
            RecognisedWord(text: given[index], start: Double(index) * 0.35, end: Double(index) * 0.35 + 0.3)
        }
        #expect(heardWords.count == count - deleted.count)
        // Twelve words a line, each line a sentence.
        let text = stride(from: 0, to: given.count, by: 12).map { line in
            given[line..<min(line + 12, given.count)].joined(separator: " ") + "."
        }.joined(separator: "\n")
        let alignment = TextAligner.align(GivenText(text), to: heardWords, duration: Double(count) * 0.35 + 5)
        #expect(alignment.total == count)
        #expect(alignment.matchedShare >= 0.94)
        let words = alignment.words
        // Either side of the deletion the heard times are kept; the missing words are inside the gap.
        #expect(words[100].start == 100 * 0.35)
        #expect(words[count - 1].start == Double(count - 1) * 0.35)
        let before = words[deleted.lowerBound - 1].end, after = words[deleted.upperBound].start
        #expect(words[deleted].allSatisfy { $0.start >= before - 1e-9 && $0.end <= after + 1e-9 })
        timesAreSane(words)
    }
}
