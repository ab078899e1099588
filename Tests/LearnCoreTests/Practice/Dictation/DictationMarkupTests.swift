import Testing
@testable import LearnCore

/// The verdicts as a line for the terminal.
@Suite struct DictationMarkupTests {
    static let mixed: [WordVerdict] = [
        .correct(expected: "Excuse", typed: "excuse"), .slip(expected: "right", typed: "rihgt"),
        .wrong(expected: "to", typed: "too"), .missing(expected: "Manchester"), .extra(typed: "please"),
    ]

    @Test func plainMarkers() {
        #expect(DictationMarkup.render(Self.mixed, style: .plain)
            == "Excuse <rihgt→right> ~too→to~ [-Manchester-] {+please+}")
    }

    @Test func plainMarkersOfAScoredLine() {
        let score = DictationScorer.score(
            typed: "Excuse me is this the rihgt place to by ticket too Manchester please",
            reference: "Excuse me, is this the right place to buy a ticket to Manchester?")
        #expect(DictationMarkup.render(score.verdicts, style: .plain)
            == "Excuse me is this the <rihgt→right> place to <by→buy> [-a-] ticket ~too→to~ Manchester {+please+}")
    }

    @Test func wordsThatStandForSeveralAreShownAsWritten() {
        let score = DictationScorer.score(typed: "I do not have 21 euros", reference: "I don't have twenty-one euros.")
        #expect(DictationMarkup.render(score.verdicts, style: .plain) == "I don't have twenty-one euros")
        let partly = DictationScorer.score(typed: "I do have 22 euros", reference: "I don't have twenty-one euros.")
        #expect(DictationMarkup.render(partly.verdicts, style: .plain)
            == "I do [-not-] have twenty ~two→one~ euros")
    }

    @Test func colours() {
        let escape = "\u{1B}["
        #expect(DictationMarkup.render(Self.mixed, style: .color) == [
            "\(escape)32mExcuse\(escape)0m",
            "\(escape)33mrihgt→right\(escape)0m",
            "\(escape)31;9mtoo\(escape)0m\(escape)31;1m→to\(escape)0m",
            "\(escape)31;4m[Manchester]\(escape)0m",
            "\(escape)35;9mplease\(escape)0m",
        ].joined(separator: " "))
    }

    @Test func nothingToShow() {
        #expect(DictationMarkup.render([], style: .plain) == "")
        #expect(DictationMarkup.render([], style: .color) == "")
    }

    @Test func styleForTheTerminal() {
        #expect(DictationMarkup.style(environment: [:], outputIsTerminal: true) == .color)
        #expect(DictationMarkup.style(environment: [:], outputIsTerminal: false) == .plain)
        #expect(DictationMarkup.style(environment: ["NO_COLOR": "1"], outputIsTerminal: true) == .plain)
        #expect(DictationMarkup.style(environment: ["NO_COLOR": ""], outputIsTerminal: true) == .color)
        #expect(DictationMarkup.style(environment: ["TERM": "dumb"], outputIsTerminal: true) == .plain)
    }
}
