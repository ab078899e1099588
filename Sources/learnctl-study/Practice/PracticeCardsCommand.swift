import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl practice cards TITLE --group NAME`: flash cards of the dictation lines missed.
struct PracticeCardsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cards",
        abstract: "Make flash cards of the dictation lines you got wrong.",
        discussion: """
            Makes one card per line of the recording whose latest dictation had a mistake: the \
            front is the line with the words you missed blanked (____) — at most half of its \
            words, the longest ones you missed, so that it still reads as a sentence — and the \
            back the whole line. The card remembers the recording and the line: in `learnctl \
            cards study` on a terminal the line plays through listend as the card is shown, and \
            `p` plays it again. Such cards are not used as vocabulary in generated tests. The group is made if it does not exist; a line \
            that already has a card in the group is skipped.
            """)

    @Argument(help: ArgumentHelp("The recording's title or id.", valueName: "title"), completion: Completions.recordingTitles)
    var title: String

    @Option(help: ArgumentHelp("The card group to add the cards to.", valueName: "name"), completion: Completions.cardGroups)
    var group: String

    @OptionGroup var connection: SocketOption

    func run() async throws {
        let signedIn = try await SignedIn.open()
        let (cards, practice) = (CardCollection(signedIn: signedIn), ListeningPractice(signedIn: signedIn))
        let recording = try ListendError.reporting { try PracticePlayer(title: title, socket: connection).recording }
        let missed = try practice.missedLines(recordingId: recording.id)
        guard !missed.isEmpty else { throw PracticeError.noMissedLines(title: recording.title) }
        let outcome = try LineCards(cards: cards).make(from: missed, recording: recording, group: group)
        let added = outcome.added.count
        var text = trn("Added %1$d card to “%2$s”", "Added %1$d cards to “%2$s”", added, added, TerminalText.line(group))
        if outcome.alreadyThere > 0 {
            text += " " + trn("(%d line was already there)", "(%d lines were already there)", outcome.alreadyThere, outcome.alreadyThere)
        }
        Output.write(text + ".\n")
        for card in outcome.added {
            Output.write("  " + tr("line %1$s: %2$s", String(card.lineIndex ?? 0), TerminalText.line(card.word)) + "\n")
        }
    }
}
