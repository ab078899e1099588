import Foundation
import LearnCore
import ListenClient
import Localization

/// A study session on the terminal: the ``CardStudyScreen`` for each card, answered with single
/// keys, then the statistics.
struct KeyStudy {
    var session: StudySession
    let all: Bool
    /// Plays a card's recording line on `p`.
    let linePlayer: CardLinePlayer
    /// Speaks a card's word on `s`.
    let speaker: CardSpeaker
    /// Whether every card's word is spoken as it is shown (`--say`).
    let sayEach: Bool

    private static let clearScreen = "\u{1B}[H\u{1B}[2J"

    mutating func run() throws {
        let now = session.collection.clock.now()
        guard session.total > 0 else {
            print(try StudyText.nothingToStudy(session, now: now))
            return
        }
        let intro = StudyText.intro(session, all: all)
        let finished = try SingleKeyTerminal.withSingleKeys(ctrlCAsKey: true) { try study(intro: intro) }
        Output.write(Self.clearScreen)
        print(intro)
        print(StudyText.summary(session, finished: finished))
    }

    /// A card made of a dictation line, or with a sound of its own, is a listening card: it plays as it is shown.
    private func playLine(of card: Card) -> String? {
        CardLinePlayer.hasSound(card) ? linePlayer.play(card) : nil
    }

    /// Goes through the cards; false if the learner quit or input ended first.
    private mutating func study(intro: String) throws -> Bool {
        guard let first = try session.nextCard() else { return true }
        var screen = CardStudyScreen(group: StudyText.name(session), total: session.total, position: session.position, card: first,
                                     status: sayEach ? speaker.speak(first) : intro)
        screen.notice = playLine(of: first)
        var finished = false
        try ScreenLoop.run(&screen) { effect, screen in
            switch effect {
            case .answer(let knew):
                let (updated, review) = try session.answer(screen.card, knew: knew)
                screen.status = "\(CardFormat.heading(updated)): \(StudyText.answer(updated, review: review))"
                guard let next = try session.nextCard() else {
                    finished = true
                    return .leave
                }
                screen.show(next, position: session.position, total: session.total)
                if sayEach { screen.status = speaker.speak(next) }
                screen.notice = playLine(of: next)
            case .play:
                screen.notice = linePlayer.play(screen.card)
            case .say:
                screen.notice = speaker.speak(screen.card)
            }
            return .stay
        }
        return finished
    }
}
