import ArgumentParser
import LearnCore
import Localization

/// `learnctl cards study [GROUP]`: the Memorise Words screen.
struct CardsStudyCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "study",
        abstract: "Memorise the words that are due, of every group or of one, one card at a time.",
        discussion: """
            Shows one card at a time with its word and transcription. Reveal the translation if \
            you like, then answer Know or Don't know, and the next card follows. Without a group \
            the session holds the cards of every group; with one, only that group's. At the end \
            you see how many words you knew and how many not, and which.

            By default the session holds the cards that are due for review, longest overdue \
            first, then cards you have not studied yet, up to 20 new cards a day (of the group, or \
            of all groups together). A card you answer Don't know comes back after the others, \
            until you know it or quit. With --all it holds every card, in the order they were \
            added. --limit caps the number of cards.

            Every answer is saved at once as a review (Know counts as Good, Don't know as Again) \
            and the FSRS-6 scheduler sets when the card is due again: after 1 and 10 minutes \
            while you learn it, then after days that grow as you keep knowing it. Quitting keeps \
            the answers given so far.

            On a terminal: space or r reveals, k is Know, d is Don't know, q (or Ctrl-C) quits. \
            s reads the card's word aloud through listend (`learnctl say`); with --say every \
            card's word is read as the card is shown, in --voice (a language such as en, es or \
            fr; English by default). A card made from a dictation line (`learnctl practice \
            cards`) plays that line of its recording through listend as it is shown, stopping \
            at the line's end, and p plays it again.

            Without a terminal (or with --json), each line of standard input is one command: \
            reveal, know, dont-know, play, say or quit; the session ends when input does. With --json every \
            line of output is a JSON object with a "type": "session", then "card" (with "id", \
            "word", "transcription"), "reveal" (with "translation") and "answer" (with the card's \
            new "state", "due", "stability" and "difficulty") for each card, and last "summary" \
            with the "known" and "unknown" counts, "known_words", "unknown_words" and whether the \
            session was "finished". play and say answer with "play" or "say" and a "message" \
            (what is played or spoken, or why it could not be).

            Example:
              learnctl cards study
              printf 'reveal\\nknow\\ndont-know\\n' | learnctl cards study Travel --json
            """)

    @Argument(help: "The group to study (default: every group).", completion: Completions.cardGroups)
    var group: String?

    @Flag(help: "Go through every card of the group, due or not.")
    var all = false

    @Option(help: ArgumentHelp("Study at most this many cards.", valueName: "n"))
    var limit: Int?

    static let jsonHelp = "Write one JSON object per line (reads commands from standard input even on a terminal)."
    @OptionGroup var output: OutputOptions<CardsStudyCommand>

    @Flag(help: "Read each card's word aloud as it is shown (through listend).")
    var say = false

    @Option(help: ArgumentHelp("The voice or language words are read in (default: en).", valueName: "voice"),
            completion: .list(SayCommand.commonVoices))
    var voice: String?

    @OptionGroup var connection: SocketOption

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError(tr("--limit must be at least 1.")) }
    }

    func run() async throws {
        let collection = try await CardCollection.signedIn()
        let session = try StudySession(collection: collection, groupName: group, all: all, limit: limit)
        let linePlayer = CardLinePlayer(socket: connection, media: CardMedia(database: collection.database, accountId: collection.account.id))
        defer { linePlayer.restore() }
        let speaker = CardSpeaker(socket: connection, voice: voice)
        if TerminalInput.isTerminal && !output.json {
            var study = KeyStudy(session: session, all: all, linePlayer: linePlayer, speaker: speaker, sayEach: say)
            try study.run()
        } else {
            var study = LineStudy(session: session, all: all, json: output.json, linePlayer: linePlayer, speaker: speaker, sayEach: say)
            try study.run()
        }
    }
}
