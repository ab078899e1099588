import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LearnCore
import ListenClient
import Localization

/// `learnctl cloze practice LIST`: fill in the blanks, a group of sentences at a time.
struct ClozePracticeCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "practice",
        abstract: "Fill in the blanks of a list's sentences, a group at a time.",
        discussion: """
            Goes through LIST (the default list when omitted) in groups of --group-size \
            sentences (3, 6 or 9; `cloze settings` sets the default), in the list's remembered \
            order (`cloze show --sort`); the last group holds what is left (7 sentences in \
            groups of 3 are 3, 3 and 1). Each group shows its sentences with the word blanked \
            out, every occurrence of it, and a shuffled bank of the group's words.

            On a terminal, place the words: choose a blank with ↑/↓ or its number, then press \
            the letter of a word to put it there. A word put in another blank moves there; one \
            put in a full blank sends the word there back to the bank; x, Backspace or Delete \
            takes the chosen blank's word back. Enter submits once every blank is filled.

            The result shows each sentence right (✓) or wrong (✗) with the right word, and the \
            counts. With mistakes: Retry all (r) or Retry incorrect only (i, or Enter). \
            Without: Retry (r), and Next group (n, or Enter) or, after the last group, Return \
            to lists (l, or Enter), which ends with the lists. q, Esc or Ctrl-C leaves at any \
            time. Every submitted answer counts at once: each wrong word adds an error to its \
            entry (see `cloze show --sort errors`).

            With read-aloud on (--say, or `cloze settings --read-aloud on`), listend reads the \
            group's sentences aloud, words filled in, when the result is shown. If listend is \
            not running, a notice says so once and the practice goes on.

            Without a terminal, use --json: each input line is a JSON object, \
            {"answers":["meet","ticket"]} (one word of the bank for each blank, in order; \
            submits), or {"action":"retry_all"} (also "retry"), "retry_incorrect", "next", \
            "finish" or "quit". Each output line is a JSON object whose "type" is "session", \
            "group" ("blanks" with "blank", "id", "text"; "bank"), "result" ("sentences" with \
            "sentence", "word", "placed", "correct", "errors"; "right", "wrong", "choices"), \
            "error" (an input line that cannot be followed), "notice" or, last, "summary".

            LEARNCTL_SEED (a whole number) fixes the shuffling, so that a run can be repeated. \
            Colours follow NO_COLOR.

            Example:
              printf '{"answers":["meet"]}\\n{"action":"finish"}\\n' | learnctl cloze practice --json
            """)

    @Argument(help: "The list (default: your default list).", completion: Completions.clozeLists)
    var list: String?

    @Option(help: ArgumentHelp("Sentences per group: 3, 6 or 9 (default: from `cloze settings`).", valueName: "n"))
    var groupSize: ClozeGroupSize?

    @Flag(inversion: .prefixedNo, help: "Read the sentences aloud when a result is shown (default: from `cloze settings`).")
    var say: Bool?

    static let jsonHelp = "Read answers as JSON lines from standard input and write JSON lines."
    @OptionGroup var output: OutputOptions<ClozePracticeCommand>

    @OptionGroup var connection: SocketOption

    func run() async throws {
        let collection = try await ClozeCollection.signedIn()
        let settings = try collection.settings()
        let seed = try ShuffleSeed.fromEnvironment(ProcessInfo.processInfo.environment)
        let practice = try ClozePractice(
            collection: collection, listName: list, groupSize: groupSize ?? settings.groupSize, seed: seed)
        let readAloud = (say ?? settings.readAloud) ? ClozeReadAloud(socket: connection) : nil
        if output.json {
            var session = ClozeJSONPractice(practice: practice, readAloud: readAloud)
            try session.run()
            return
        }
        guard TerminalInput.isTerminal else {
            throw InputError.notATerminal(
                hint: tr("Practising needs keys on a terminal; from a script add --json and write answers as JSON lines (see `learnctl cloze practice --help`)."))
        }
        let style = DictationMarkup.standardOutputStyle
        var screen = ClozeScreen(practice: practice, text: ClozeScreenText(listName: practice.list.name, style: style))
        try SingleKeyTerminal.withSingleKeys(ctrlCAsKey: true, farewell: ClozeScreen.farewell) {
            try ScreenLoop.run(&screen) { effect, screen in try Self.perform(effect, on: &screen, readAloud: readAloud) }
        }
        Output.write("\n" + ClozeSummaryText.lines(screen.practice, listName: practice.list.name).map { $0 + "\n" }.joined())
        if screen.practice.isFinished {
            Output.write("\n" + ClozeFormat.listsTable(try collection.lists()) + "\n")
        }
    }

    /// Carries out what the practice screen asks for: hands a round in (the answers are kept),
    /// and reads a result's sentences aloud when read-aloud is on.
    private static func perform(_ effect: ClozeScreen.Effect, on screen: inout ClozeScreen,
                                readAloud: ClozeReadAloud?) throws -> ScreenStep<ClozeScreen.Effect> {
        switch effect {
        case .submit:
            do {
                let result = try screen.practice.submit()
                screen.status = ""
                return readAloud == nil ? .stay : .perform(.readAloud(result.items.map(\.entry.sentence)))
            } catch let error as ClozePracticeError {
                screen.status = error.description
                return .stay
            }
        case .readAloud(let sentences):
            if let notice = readAloud?.speak(sentences) { screen.status = notice }
            return .stay
        }
    }
}
