import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl tests import FILE`: adds a topic of the account's own.
struct TestsImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add your own grammar topic from a question file.",
        discussion: """
            FILE is a topic written in the same plain-text format as the bundled topics (a \
            subset of Moodle's GIFT format, described in docs/grammar-tests.md): one \
            `$CATEGORY: <Topic name>` line, then questions with an id, a CEFR level, a prompt, 3 \
            to 5 options of which exactly one is correct, and an explanation. The file is named \
            after the topic's slug (e.g. phrasal-verbs.gift) and the question ids start with it \
            (phrasal-verbs-01).

            The file is checked like the bundled bank; in addition its topic name, question ids \
            and prompts must not be used by another topic. Every problem is reported with its \
            line, and then nothing is imported. Importing a topic with the name of one you \
            imported before replaces it. Imported topics belong to your account only.
            """)

    @Argument(help: ArgumentHelp("The question file to import.", valueName: "file"), completion: .file(extensions: ["gift"]))
    var file: String

    func run() async throws {
        let practice = try await GrammarPractice.signedIn().reportingUnreadableTopics()
        let text: String
        do {
            text = try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8)
        } catch {
            throw ImportError.unreadable(path: file)
        }
        let imported: (topic: GrammarTopic, replaced: Bool)
        do {
            imported = try practice.importTopic(text: text, path: file)
        } catch let error as GIFTError {
            throw ImportError.invalid(error)
        }
        let questions = imported.topic.questions.count
        let message = imported.replaced
            ? trn("Replaced the topic “%1$s” (%2$d question). Take a test with `learnctl tests take %3$s`.",
                  "Replaced the topic “%1$s” (%2$d questions). Take a test with `learnctl tests take %3$s`.",
                  questions, imported.topic.name, questions, imported.topic.slug)
            : trn("Imported the topic “%1$s” (%2$d question). Take a test with `learnctl tests take %3$s`.",
                  "Imported the topic “%1$s” (%2$d questions). Take a test with `learnctl tests take %3$s`.",
                  questions, imported.topic.name, questions, imported.topic.slug)
        Output.write(message + "\n")
    }
}
