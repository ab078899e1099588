import Foundation
import LearnCore
import ListenClient
import Localization

/// A study session driven by lines of standard input (`reveal`, `know`, `dont-know`, `quit`),
/// for scripts; output is text or, with `json`, one JSON object per line.
struct LineStudy {
    var session: StudySession
    let all: Bool
    let json: Bool
    /// Plays a card's recording line on `play`.
    let linePlayer: CardLinePlayer
    /// Speaks a card's word on `say`.
    let speaker: CardSpeaker
    /// Whether every card's word is spoken as it is shown (`--say`).
    let sayEach: Bool

    mutating func run() throws {
        let now = session.collection.clock.now()
        if json {
            try JSONLines.print(StudyEvent.session(
                group: session.group?.name, total: session.plannedCount, due: session.dueCount, all: all))
        } else {
            print(session.total == 0 ? try StudyText.nothingToStudy(session, now: now) : StudyText.intro(session, all: all))
        }
        let finished = try study()
        if json {
            try JSONLines.print(StudyEvent.summary(
                known: session.known, unknown: session.unknown, total: session.total, finished: finished))
        } else if session.total > 0 {
            print(StudyText.summary(session, finished: finished))
        }
    }

    /// Goes through the cards; false if the learner quit or input ended first.
    private mutating func study() throws -> Bool {
        while let card = try session.nextCard() {
            if json {
                try JSONLines.print(StudyEvent.card(number: session.position, total: session.total, card: card))
            } else {
                print(tr("Card %d of %d: %s", session.position, session.total, CardFormat.heading(card)))
            }
            if sayEach { try report(say: card) }
            answering: while true {
                guard let line = readLine(strippingNewline: true) else { return false }
                if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
                guard let action = StudyAction(command: line) else {
                    complain(about: line)
                    continue
                }
                switch action {
                case .reveal:
                    if json { try JSONLines.print(StudyEvent.reveal(card: card)) } else { print(tr("Translation: %s", card.translation)) }
                case .know, .dontKnow:
                    let (updated, review) = try session.answer(card, knew: action == .know)
                    if json {
                        try JSONLines.print(StudyEvent.answer(card: updated, review: review))
                    } else {
                        print(StudyText.answer(updated, review: review))
                    }
                    break answering
                case .play:
                    let message = linePlayer.play(card)
                    if json { try JSONLines.print(MessageJSON(type: "play", message: message)) } else { print(message) }
                case .say:
                    try report(say: card)
                case .quit:
                    return false
                }
            }
        }
        return true
    }

    /// Speaks `card`'s word and says so: `{"type":"say","message":…}` with --json.
    private func report(say card: Card) throws {
        let message = speaker.speak(card)
        if json { try JSONLines.print(MessageJSON(type: "say", message: message)) } else { print(message) }
    }

    private func complain(about line: String) {
        // TRANSLATORS: %2$s lists the commands (reveal, know, …), which stay in English.
        let message = tr("Unknown command \"%1$s\"; use %2$s.", line.trimmingCharacters(in: .whitespaces),
                         StudyAction.commands.joined(separator: ", ")) + "\n"
        Output.write(message, to: STDERR_FILENO)
    }
}
