import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl tests export TOPIC [FILE]` and `learnctl tests export --generated ID [FILE]`: a
/// topic or a generated test as GIFT for Moodle.
struct TestsExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a grammar topic or a generated test as GIFT, for Moodle.",
        discussion: """
            Writes the topic TOPIC (bundled or imported; its name or slug, in any case) as a GIFT \
            file that Moodle's question import reads, to FILE, or to standard output when FILE \
            is missing or `-`. With --generated ID it writes the generated test ID (the number \
            `learnctl tests list` shows) instead, its questions in the order of the test, each \
            with its options in the order shown.

            The file has a `$CATEGORY:` line with the topic's name (or the test's title), then \
            each question: its level as a comment Moodle reads as a tag (`// [tag:B1]`), its \
            `::title::` (the question's id for bundled topics, the title an imported file gave), \
            the prompt, one option per line (`=` the right one, `~` the others, each option's \
            feedback after `#`), and the explanation after `####`. True/false questions are \
            written as {TRUE#…#…} or {FALSE#…#…}, the feedback for the wrong answer first. \
            Every character GIFT reserves (~ = # { } : and \\) is escaped, line breaks as \\n.

            `learnctl tests import` reads the file back with the same prompts, options, right \
            answers, feedback, explanations and levels; an imported topic's skipped questions \
            are not in it.
            """)

    @Argument(help: ArgumentHelp("The topic's name or slug (not with --generated).", valueName: "topic"),
              completion: Completions.grammarTopics)
    var topic: String?

    @Argument(help: ArgumentHelp("Where to write the GIFT text (default: standard output, also -).", valueName: "file"),
              completion: .file(extensions: ["gift"]))
    var file: String?

    @Option(help: ArgumentHelp("Export the generated test with this number instead of a topic.", valueName: "id"))
    var generated: Int64?

    mutating func validate() throws {
        if generated != nil {
            guard file == nil else { throw ValidationError(tr("Give either a topic or --generated ID, not both.")) }
            (file, topic) = (topic, nil)
        } else if topic == nil {
            throw ValidationError(tr("Name the topic to export, or a generated test with --generated ID."))
        }
    }

    func run() async throws {
        let text: String
        let what: String
        let count: Int
        if let generated {
            let tests = try await GeneratedTests.signedIn()
            let test = try tests.test(generated)
            let questions = try tests.questions(of: generated)
            text = GIFTWriter.text(category: test.title, questions: questions.map(Self.question))
            (what, count) = (test.title, questions.count)
        } else {
            let practice = try await GrammarPractice.signedIn().reportingUnreadableTopics()
            let found = try practice.bank.topic(named: topic ?? "")
            text = GIFTWriter.text(of: found)
            (what, count) = (found.name, found.questions.count)
        }
        guard let file, file != "-" else {
            Output.write(text)
            return
        }
        do {
            try text.write(to: URL(fileURLWithPath: file), atomically: true, encoding: .utf8)
        } catch {
            throw ExportError.unwritable(path: file)
        }
        Output.write(trn("Exported “%1$s” (%2$d question) to %3$s.", "Exported “%1$s” (%2$d questions) to %3$s.",
                         count, what.terminalLine, count, file) + "\n")
    }

    /// A generated test's question as GIFT writes it, titled with where it came from.
    private static func question(_ question: GeneratedQuestion) -> GIFTWriter.Question {
        GIFTWriter.Question(
            title: question.sourceId, level: question.level, prompt: question.prompt, options: question.options,
            correctIndex: question.correctOption, explanation: question.explanation,
            notes: [question.topicName + " · " + question.skill.rawValue])
    }
}
