import LearnCore
import Testing

/// The keys of the Test screen's cards (see KeyDecoderTests for how their source is compiled here).
@Suite struct TestActionKeyTests {
    @Test func digitsChooseAndEnterChecksOrContinues() {
        #expect(TestAction(key: .character("3"), showingResult: false, canSubmit: false) == .choose(3))
        #expect(TestAction(key: .character("0"), showingResult: false, canSubmit: false) == nil)
        #expect(TestAction(key: .enter, showingResult: false, canSubmit: false) == .check)
        #expect(TestAction(key: .enter, showingResult: true, canSubmit: false) == .next)
    }

    @Test func sSubmitsOnlyWhenTheSessionCanBeHandedIn() {
        #expect(TestAction(key: .character("s"), showingResult: false, canSubmit: true) == .submit(confirmed: false))
        #expect(TestAction(key: .character("S"), showingResult: true, canSubmit: true) == .submit(confirmed: false))
        #expect(TestAction(key: .character("s"), showingResult: false, canSubmit: false) == nil)
    }

    @Test func qCtrlCAndTheEndOfInputQuit() {
        for key in [Key.character("q"), .character("Q"), .interrupt, .endOfInput] {
            #expect(TestAction(key: key, showingResult: false, canSubmit: false) == .quit, "\(key)")
        }
        #expect(TestAction(key: .escape, showingResult: false, canSubmit: false) == nil)
    }
}
