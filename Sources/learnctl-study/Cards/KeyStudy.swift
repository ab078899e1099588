import Foundation
import LearnCore
import ListenClient
import Localization

/// A study session on the terminal: one card on a cleared screen, answered with single keys
/// (space or r reveal, k Know, d Don't know, s say the word, q quit), then the statistics.
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
    // TRANSLATORS: the keys of the study screen; the key names (space, k, d, s, q) must stay as they are.
    private static var keys: String { tr("space: reveal   k: know   d: don't know   s: say   q: quit") }
    // TRANSLATORS: the keys of the study screen; the key names (space, k, d, s, p, q) must stay as they are.
    private static var lineKeys: String { tr("space: reveal   k: know   d: don't know   s: say   p: play the line   q: quit") }

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

    /// Goes through the cards; false if the learner quit or input ended first.
    private mutating func study(intro: String) throws -> Bool {
        var status = intro
        while let card = try session.nextCard() {
            if sayEach { status = speaker.speak(card) }
            draw(card, revealed: false, status: status)
            var revealed = false
            answering: while true {
                guard let key = SingleKeyTerminal.readKey() else { return false }
                guard let action = StudyAction(key: key) else { continue }
                switch action {
                case .reveal:
                    revealed = true
                    draw(card, revealed: true, status: status)
                case .know, .dontKnow:
                    let (updated, review) = try session.answer(card, knew: action == .know)
                    status = "\(CardFormat.heading(updated)): \(StudyText.answer(updated, review: review))"
                    break answering
                case .play:
                    draw(card, revealed: revealed, status: linePlayer.play(card))
                case .say:
                    draw(card, revealed: revealed, status: speaker.speak(card))
                case .quit:
                    return false
                }
            }
        }
        return true
    }

    private func draw(_ card: Card, revealed: Bool, status: String) {
        var screen = Self.clearScreen
        screen += tr("%s — card %d of %d", session.group.name, session.position, session.total) + "\n\n"
        screen += "    \(card.word)\n"
        screen += card.transcription.isEmpty ? "\n" : "    \(card.transcription)\n"
        screen += "\n"
        screen += revealed ? "    \(card.translation)\n" : "    ···\n"
        screen += "\n\(card.lineIndex == nil ? Self.keys : Self.lineKeys)\n\n\(status)\n"
        Output.write(screen)
    }
}
