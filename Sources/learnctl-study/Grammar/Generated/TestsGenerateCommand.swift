import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl tests generate`: a practice test made for the learner from a blueprint.
struct TestsGenerateCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate a practice test from your topics, level and skills.",
        discussion: """
            A generated test mixes questions from everything you study: grammar topics (the \
            bank and your imported topics), listening comprehension on listend's recordings, \
            your flash cards (a word and four translations) and your cloze lists (a sentence \
            with a blank). A topic is a grammar topic, a recording, a card group or a cloze \
            list, named by name or slug.

            The blueprint comes first: the questions are shared evenly among the skills \
            (vocabulary = remember, listening = understand, grammar and cloze = apply), then \
            among each skill's topics, the remainders going to the skills and topics you are \
            weakest in. Grammar and listening questions get CEFR levels: the one --level asks \
            for, or with --level mixed your level (the highest at which you answered at least \
            five grammar questions with 80% right; A1 before that) with the level below and \
            above, in the proportion 1:2:1 as far as the topics allow. --dry-run prints the \
            blueprint's slots without drawing.

            Then every slot is filled: questions you have not answered come first, then those \
            you got wrong, then the rest, longest ago first; no question appears twice and each \
            has 3 to 5 options. When a slot cannot be filled the test is kept as failed with a \
            sentence saying why; `learnctl tests retry ID` tries again once you have added \
            what was missing. --seed makes the choice reproducible (default: $LEARNCTL_SEED, \
            else random). Listening questions need listend running; without it the test has \
            none, and says so.

            A ready test is taken with `learnctl tests start ID` (or --start, now). --json \
            prints the test (or with --dry-run the blueprint) as one JSON object.
            """)

    @OptionGroup var request: TestRequestOptions

    @Option(help: ArgumentHelp("Fixes every random choice (a whole number).", valueName: "seed"))
    var seed: UInt64?

    @Option(help: ArgumentHelp("The test's title (default: its topics, or “Practice test”).", valueName: "title"))
    var title: String?

    @Flag(help: "Print the blueprint without drawing questions; nothing is stored.")
    var dryRun = false

    @Flag(help: "Start the test as soon as it is ready.")
    var start = false

    static let jsonHelp = "Print JSON: the test, or the blueprint with --dry-run."
    @OptionGroup var output: OutputOptions<TestsGenerateCommand>

    @OptionGroup var connection: SocketOption

    func validate() throws {
        if let title, title.trimmingCharacters(in: .whitespaces).isEmpty || title.count > 100 {
            throw ValidationError(tr("--title must have 1 to 100 characters."))
        }
        if dryRun && start { throw ValidationError(tr("--dry-run and --start cannot be used together.")) }
    }

    func run() async throws {
        let seed = try seed ?? ShuffleSeed.fromEnvironment(ProcessInfo.processInfo.environment)
        let request = try request.request(seed: seed, title: title?.trimmingCharacters(in: .whitespaces))
        let wantsListening = request.skills?.contains(.listening) ?? true
        let bank = try await TestMaterial.signedIn()
        let material = wantsListening ? bank.withRecordings(socket: connection) : bank
        if let problem = try material.listeningProblem ?? material.unpractisedNotice(for: request) { Output.error(problem) }
        if dryRun {
            let blueprint = try material.tests.blueprint(for: request, bank: material.bank, recordings: material.recordings)
            if output.json {
                try JSONLines.print(BlueprintJSON(blueprint))
            } else {
                Output.write(GeneratedTestText.blueprint(blueprint))
            }
            if let problem = blueprint.problem { throw ExitCode(output.json ? 1 : Self.fail(problem.description)) }
            return
        }
        let test = try material.tests.generate(request, bank: material.bank, recordings: material.recordings)
        try Self.report(test, material: material, json: output.json, startsNow: start)
        if start, let id = test.id {
            try GeneratedTestScreen(json: output.json, socket: connection).run(try material.tests.start(id), tests: material.tests)
        }
    }

    /// Prints a generated (or failed) test; a failed one exits 1.
    static func report(_ test: GeneratedTest, material: TestMaterial, json: Bool, startsNow: Bool = false) throws {
        let questions = try material.tests.questions(of: test.id ?? 0)
        if json {
            try JSONLines.print(GeneratedTestJSON(test, total: questions.count, answered: 0, correct: 0, questions: questions))
        } else if test.state == .ready {
            Output.write(GeneratedTestText.ready(test, questions: questions, startsNow: startsNow))
        }
        if test.state == .failed {
            throw ExitCode(json ? 1 : fail(tr("Test %1$s could not be generated. %2$s Run `learnctl tests retry %1$s` to try again.",
                                              String(test.id ?? 0), test.failure ?? "")))
        }
    }

    /// Writes `message` as an error and returns the exit status 1.
    static func fail(_ message: String) -> Int32 {
        Output.error(tr("Error: %s", message))
        return 1
    }
}
