import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl path complete LESSON`: marks a lesson done with material studied elsewhere.
struct PathCompleteCommand: AsyncParsableCommand, AnnouncesBadges {
    static let configuration = CommandConfiguration(
        commandName: "complete",
        abstract: "Mark a lesson complete that you did elsewhere (`learnctl path complete A1-1.2`).",
        discussion: """
            Lessons complete by themselves from your results; this is for material you studied \
            somewhere else. The lesson is shown as "marked done" rather than "done". Badges the \
            completion earns are announced.
            """)

    @Argument(help: ArgumentHelp("The lesson's ID, as `learnctl path STAGE` shows it (A1-1.2).", valueName: "lesson"))
    var lesson: String

    func run() async throws {
        let progress = try await LearningProgress.signedIn()
        let marked = try progress.markComplete(lesson)
        Output.line(tr("Marked %s %s complete.", marked.id, marked.title.terminalLine))
    }
}
