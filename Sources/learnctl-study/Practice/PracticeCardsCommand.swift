import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import ListenProtocol
import Localization
import MediaExport
import Translation

/// `learnctl practice cards TITLE`: flash cards of a recording's lines — the dictation lines
/// missed, the lines marked while listening, or lines by number — as cards of a group that play
/// through listend, or as an Anki deck of sentence cards with the lines' audio.
struct PracticeCardsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cards",
        abstract: "Make flash cards of a recording's lines: the ones you missed, marked or chose, for learnctl or Anki.",
        discussion: """
            Which lines: by default those whose latest dictation had a mistake; --marked the \
            lines you marked while listening (`m` in the player screen, Ctrl-T in dictation; \
            `learnctl practice marks` lists them); --lines 3-8 (or --lines 5) lines by the \
            numbers `learnctl transcript` shows.

            --group NAME adds them to a card group of yours (made if it does not exist). A missed \
            line's front is the line with the words you missed blanked (____) — at most half of \
            its words, the longest ones, so that it still reads as a sentence; a marked or chosen \
            line's front names the recording and the line, and its back is the line. The card \
            remembers the recording and the line: in `learnctl cards study` on a terminal the \
            line plays through listend as the card is shown, and `p` plays it again. Such cards \
            are not used as vocabulary in generated tests. A line that already has a card in the \
            group is skipped.

            --anki FILE.apkg writes a deck Anki imports instead (or as well): one sentence card \
            per line (note type "learnctl sentence": Audio, Text, Translation, Source) whose \
            front is the line's audio clip, cut from the recording exactly at the line's start \
            and end (MP3), and whose back is the line, its translation (Apertium, into \
            --translate-to, by default the language your translations go into, else Spanish; \
            `--translate-to none` for none) and the recording's title. --pad SECONDS widens each \
            clip on both sides (within the recording). The deck is named --deck, by default \
            "learnctl::TITLE". Only a recording in a local file (an episode downloaded, a file \
            of yours, a bundled recording) can be cut; what listend plays goes on undisturbed. \
            Exported again, Anki updates the notes rather than adding them twice.

            Examples:
              learnctl practice cards "Travel Dialogue 1" --group Listening
              learnctl practice cards "Travel Dialogue 1" --marked --anki travel.apkg --pad 0.2
              learnctl practice cards "Travel Dialogue 1" --lines 3-8 --anki travel.apkg --translate-to fr
            """)

    @Argument(help: ArgumentHelp("The recording's title or id.", valueName: "title"), completion: Completions.recordingTitles)
    var title: String

    @Option(help: ArgumentHelp("The card group to add the cards to.", valueName: "name"), completion: Completions.cardGroups)
    var group: String?

    @Option(help: ArgumentHelp("Write an Anki deck of sentence cards with their audio to this file.", valueName: "file.apkg"),
            completion: .file(extensions: ["apkg"]))
    var anki: String?

    @Option(help: ArgumentHelp("Lines by number (as `learnctl transcript` shows): 3-8, or 5.", valueName: "first-last"))
    var lines: LineNumbers?

    @Flag(help: "The lines you marked while listening.")
    var marked = false

    @Option(help: ArgumentHelp("Seconds of audio added before and after each clip (0 to 2).", valueName: "seconds"))
    var pad: Double = 0

    @Option(help: ArgumentHelp("The language translations go into (e.g. es, fr), or none.", valueName: "language"))
    var translateTo: String?

    @Option(help: ArgumentHelp("The Anki deck's name.", valueName: "name"))
    var deck: String?

    @OptionGroup var connection: SocketOption

    func validate() throws {
        if group == nil && anki == nil { throw ValidationError(tr("Give --group NAME, --anki FILE.apkg, or both.")) }
        if marked && lines != nil { throw ValidationError(tr("Give either --marked or --lines, not both.")) }
        if !(0...2).contains(pad) { throw ValidationError(tr("--pad must be between 0 and 2 seconds.")) }
        if anki == nil && (translateTo != nil || deck != nil || pad != 0) {
            throw ValidationError(tr("--pad, --translate-to and --deck are for --anki."))
        }
        if let translateTo, translateTo != "none", Language.named(translateTo) == nil {
            throw ValidationError(tr("Unknown language \"%s\".", translateTo))
        }
    }

    func run() async throws {
        let signedIn = try await SignedIn.open()
        let (cards, practice) = (CardCollection(signedIn: signedIn), ListeningPractice(signedIn: signedIn))
        let recording = try ListendError.reporting { try PracticePlayer(title: title, socket: connection).recording }
        let chosen = try chosenLines(recording: recording, practice: practice)

        if let group {
            let outcome: LineCards.Outcome
            if let missed = chosen.missed {
                outcome = try LineCards(cards: cards).make(from: missed, recording: recording, group: group)
            } else {
                outcome = try LineCards(cards: cards).make(listening: chosen.numbered, recording: recording, group: group)
            }
            report(outcome, group: group)
        }
        if let anki { try writeDeck(to: anki, lines: chosen.indices, signedIn: signedIn) }
    }

    /// The lines chosen: the missed dictation lines (with their verdicts), or lines by number with their text.
    private struct Chosen {
        var missed: [DictationLineResult]?
        var numbered: [(index: Int, text: String)] = []
        var indices: [Int] { missed?.map(\.lineIndex) ?? numbered.map(\.index) }
    }

    private func chosenLines(recording: PracticeRecording, practice: ListeningPractice) throws -> Chosen {
        if marked {
            let marks = try practice.lineMarks.marks(recordingId: recording.id)
            guard !marks.isEmpty else { throw PracticeError.noMarkedLines(title: recording.title) }
            return Chosen(numbered: marks.map { ($0.lineIndex, $0.text) })
        }
        if let lines {
            let media = try ListendError.reporting { try RecordingMedia.load(title: recording.id, socket: connection) }
            let found = media.lines(in: lines.range)
            guard !found.isEmpty else { throw PracticeError.noSuchLines(title: recording.title, count: media.lines.count) }
            return Chosen(numbered: found.map { ($0.index, $0.text) })
        }
        let missed = try practice.missedLines(recordingId: recording.id)
        guard !missed.isEmpty else { throw PracticeError.noMissedLines(title: recording.title) }
        return Chosen(missed: missed)
    }

    private func report(_ outcome: LineCards.Outcome, group: String) {
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

    private func writeDeck(to file: String, lines indices: [Int], signedIn: SignedIn) throws {
        let media = try ListendError.reporting { try RecordingMedia.load(title: title, socket: connection) }
        let wanted = Set(indices)
        let lines = media.lines.filter { wanted.contains($0.index) }
        let pair = try translationPair(signedIn: signedIn)
        let url = URL(fileURLWithPath: LocalPath.absolute(file))
        let outcome: SentenceCardDeck.Outcome
        do {
            outcome = try SentenceCardDeck(media: media, padding: pad, translation: pair)
                .write(lines, deck: deck ?? "learnctl::\(TerminalText.line(media.recording.title))", to: url)
        } catch let error as MediaExportError {
            Output.error("learnctl: \(error.description)")
            throw ExitCode.failure
        }
        Output.write(trn("Wrote %1$d sentence card (%2$s of audio) to %3$s.", "Wrote %1$d sentence cards (%2$s of audio) to %3$s.",
                         outcome.notes, outcome.notes, ClockText.format(outcome.clipSeconds), url.path) + "\n")
        if let pair, outcome.untranslated > 0 {
            Output.write(trn("%1$d line has no translation: Apertium cannot translate %2$s (see `learnctl translate packs`).",
                             "%1$d lines have no translation: Apertium cannot translate %2$s (see `learnctl translate packs`).",
                             outcome.untranslated, outcome.untranslated, "\(pair.source.code)→\(pair.target.code)") + "\n")
        }
    }

    /// English into --translate-to, else the language the account's translations go into, else Spanish.
    private func translationPair(signedIn: SignedIn) throws -> LanguagePair? {
        if translateTo == "none" { return nil }
        let english = Language.named("en")!
        var target = translateTo.flatMap(Language.named)
        if target == nil {
            let settings = try TranslationHistory(database: signedIn.database, account: signedIn.account, clock: signedIn.clock).settings()
            target = settings.toLanguage.flatMap(Language.named).flatMap { $0 == english ? nil : $0 }
        }
        return LanguagePair(english, target ?? Language.named("es")!)
    }
}
