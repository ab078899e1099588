import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl tests import FILE [--level LEVEL]`: adds a topic of the account's own.
struct TestsImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add your own grammar topic from a GIFT question file (Moodle's format).",
        discussion: """
            FILE is a question file in GIFT, the plain-text format Moodle imports and exports \
            (a .gift or .txt file), read as Moodle reads it: questions separated by blank lines, \
            `//` comments, an optional `::title::`, `$CATEGORY:` naming the topic (the last part \
            of its path: `$CATEGORY: $course$/top/Verbs` makes the topic "Verbs"; without one \
            the file's name is the topic's name; with several, the last one before the \
            first question), escapes (\\: \\~ \\= \\# \\{ \\} \\\\ \\n) and the \
            [html], [markdown], [plain] and [moodle] text formats (HTML is shown as text).

            Two kinds of question are imported: multiple choice with one right answer \
            ({=right ~wrong ~wrong}, on one line or many; text after the answers makes a \
            missing-word question whose gap is _____), and true/false ({T}, {TRUE}, {F}, \
            {FALSE}, asked as True or False). An answer's feedback (`=right#Well done`) is \
            shown on the result card when that answer is chosen; a true/false question's two \
            feedbacks ({FALSE#shown for the wrong answer#shown for the right one}) go with \
            True and False. The general feedback (`####…`) becomes the explanation. Essay, \
            short-answer, numerical, matching and multiple-response questions and descriptions \
            cannot be asked here: each is skipped with a warning naming it and its line, and \
            the rest is imported. A file with no question to ask is an error.

            Moodle's questions have no CEFR level. A `[tag:B1]` in a question's comments gives \
            it one; --level gives one to all the others; without --level, importing a topic \
            again keeps the level it was imported with; otherwise they have none, and \
            `learnctl tests take --level` asks them at any level.

            A file in learnctl's own stricter format (each question `::<slug>-NN:: [A1] …` with \
            its level, as the bundled topics and docs/grammar-tests.md describe) is checked \
            like the bundled bank instead: every problem is reported with its line, and then \
            nothing is imported.

            The topic's name must not be another topic's. Importing a topic with the name of \
            one you imported before replaces it. Imported topics belong to your account only; \
            `learnctl tests export TOPIC` writes one back as GIFT.
            """)

    @Argument(help: ArgumentHelp("The question file to import.", valueName: "file"), completion: .file(extensions: ["gift", "txt"]))
    var file: String

    @Option(help: ArgumentHelp("The CEFR level (A1 … C2) of the questions that do not give one.", valueName: "level"))
    var level: CEFRLevel?

    func run() async throws {
        let practice = try await GrammarPractice.signedIn().reportingUnreadableTopics()
        let text: String
        do {
            text = try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8)
        } catch {
            throw ImportError.unreadable(path: file)
        }
        let imported: TopicImport
        do {
            imported = try practice.importTopic(text: text, path: file, level: level)
        } catch let error as GIFTError {
            throw ImportError.invalid(error)
        } catch GrammarError.nothingToAsk {
            let skipped = MoodleGIFTReader.read(text, defaultName: "", level: nil).skipped
            throw ImportError.nothingToAsk(path: file, skipped: skipped)
        }
        for question in imported.skipped {
            Output.error(tr("Warning: %s", question.warning(in: file).terminalLine))
        }
        let questions = imported.topic.questions.count
        let name = imported.topic.name.terminalLine
        let message = imported.replaced
            ? trn("Replaced the topic “%1$s” (%2$d question). Take a test with `learnctl tests take %3$s`.",
                  "Replaced the topic “%1$s” (%2$d questions). Take a test with `learnctl tests take %3$s`.",
                  questions, name, questions, imported.topic.slug)
            : trn("Imported the topic “%1$s” (%2$d question). Take a test with `learnctl tests take %3$s`.",
                  "Imported the topic “%1$s” (%2$d questions). Take a test with `learnctl tests take %3$s`.",
                  questions, name, questions, imported.topic.slug)
        var lines = [message]
        if !imported.skipped.isEmpty {
            lines.append(trn("%d question was skipped: learnctl asks only multiple-choice questions with one right answer and true/false questions.",
                             "%d questions were skipped: learnctl asks only multiple-choice questions with one right answer and true/false questions.",
                             imported.skipped.count, imported.skipped.count))
        }
        Output.write(lines.joined(separator: "\n") + "\n")
    }
}
