import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl tests review [TOPIC]`: a test of the questions answered wrongly before.
struct TestsReviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Practise the questions you got wrong.",
        discussion: """
            Starts a test made only of the questions whose latest answer was wrong, of TOPIC or of \
            every topic. A question stays in the review until you answer it correctly, in a review \
            or in a test. When there is nothing to review, it says so and exits with status 0.

            The screen and its input are those of `learnctl tests take`; quitting keeps the \
            review for `learnctl tests resume`.
            """)

    @Argument(help: ArgumentHelp("Review only this topic (a name or slug).", valueName: "topic"), completion: Completions.grammarTopics)
    var topic: String?

    @OptionGroup var output: OutputOptions<TestScreen>

    func run() async throws {
        let practice = try await GrammarPractice.signedIn().reportingUnreadableTopics()
        let seed = try ShuffleSeed.fromEnvironment(ProcessInfo.processInfo.environment)
        guard let session = try practice.startReview(topicNamed: topic, seed: seed) else {
            let name = try topic.map { try practice.bank.topic(named: $0).name }
            if output.json {
                let place = name.map { " in \($0)" } ?? ""
                let message = "Nothing to review\(place): you have no wrong answers left to put right."
                try JSONLines.print(MessageJSON.notice(message))
            } else {
                Output.line(name.map { tr("Nothing to review in %s: you have no wrong answers left to put right.", $0) }
                    ?? tr("Nothing to review: you have no wrong answers left to put right."))
            }
            return
        }
        try TestScreen(json: output.json).run(session)
    }
}
