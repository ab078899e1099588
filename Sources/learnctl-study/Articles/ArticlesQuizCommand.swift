import ArgumentParser
import Articles
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl articles quiz ID`: an article's comprehension questions, on the test screen.
struct ArticlesQuizCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quiz",
        abstract: "Answer an article's comprehension questions.",
        discussion: """
            Every bundled article has three to five multiple-choice questions, and a recording's \
            transcript has the recording's (answering them is the recording's quiz, as \
            `learnctl practice quiz` gives it). The quiz runs like a grammar test: press a digit \
            to choose, Enter to check, Enter again to continue, q to quit (--resume continues \
            later). The result card explains the answer and quotes the paragraph that gives it. \
            80% or more counts the article as read.

            When standard input is not a terminal, or with --json, each input line is an option \
            number, choose N, check, continue or quit; --json prints every card as one JSON \
            object per line, as `learnctl tests take --json` does.
            """)

    @Argument(help: ArgumentHelp("The article's ID or title.", valueName: "article"), completion: Completions.articles)
    var article: String

    @Flag(help: "Continue your latest unfinished quiz on this article.")
    var resume = false

    @OptionGroup var output: OutputOptions<TestScreen>
    @OptionGroup var connection: SocketOption

    func run() async throws {
        let (library, _) = try await ArticleLibrary.signedIn(socket: connection)
        let found = try library.article(article)
        guard !found.questions.isEmpty else { throw ArticleError.noQuestions(title: found.title) }
        let practice = try await ListeningPractice.signedIn()
        let seed = try ShuffleSeed.fromEnvironment(ProcessInfo.processInfo.environment)
        let kind: PracticeAttempt.Kind
        if case .transcript = found.origin { kind = .quiz } else { kind = .reading }
        let subject = PracticeRecording(id: found.key, title: found.title, level: found.statedLevel)
        let paragraphs = found.document.paragraphs
        let questions = found.questions.map { question in
            QuizQuestion(prompt: question.prompt.terminalLine, options: question.options.map(\.terminalLine), answer: question.answer,
                         explanation: question.explanation.terminalLine, line: question.paragraph,
                         lineText: kind == .quiz ? question.quote.terminalLine
                             : paragraphs.indices.contains(question.paragraph - 1) ? question.quote.terminalLine : nil)
        }
        let session = resume
            ? try practice.resumeQuiz(of: subject, questions: questions, kind: kind)
            : try practice.startQuiz(of: subject, questions: questions, seed: seed, kind: kind)
        var screen = TestScreen(json: output.json)
        screen.noun = tr("Quiz")
        screen.ctrlCQuits = true
        screen.resumeHint = "learnctl articles quiz \(found.key) --resume"
        screen.farewell = "\n" + tr("Quiz paused; run `learnctl articles quiz ID --resume` to continue.") + "\n"
        try screen.run(session)
    }
}
