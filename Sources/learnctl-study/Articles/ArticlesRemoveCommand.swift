import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl articles remove ID`.
struct ArticlesRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove an article you added.",
        discussion: """
            Removes the article and where you were in it. The words you marked known while \
            reading it stay known. Bundled articles and the recordings' transcripts cannot be \
            removed.
            """)

    @Argument(help: ArgumentHelp("The article's ID or title.", valueName: "article"), completion: Completions.articles)
    var article: String

    func run() async throws {
        let removed = try await ArticleLibrary.signedIn().remove(article)
        Output.line(tr("Removed article %1$s: %2$s", removed.key, removed.title.terminalLine))
    }
}
