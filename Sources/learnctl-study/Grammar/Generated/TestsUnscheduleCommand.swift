import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl tests unschedule TITLE`: removes a scheduled test.
struct TestsUnscheduleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unschedule",
        abstract: "Remove a scheduled test.",
        discussion: """
            Removes the scheduled test TITLE (in any case): no more tests are generated for it. \
            The tests already generated for it stay, with their results. An unknown title is \
            an error (exit status 1); `learnctl tests scheduled` lists the titles.
            """)

    @Argument(help: ArgumentHelp("The scheduled test's title.", valueName: "title"))
    var title: String

    func run() async throws {
        let title = title.trimmingCharacters(in: .whitespaces)
        let tests = try await GeneratedTests.signedIn()
        let stored = try tests.schedules().first { $0.title.caseInsensitiveCompare(title) == .orderedSame }?.title ?? title
        try tests.unschedule(title: title)
        Output.write(tr("Unscheduled “%s”; the tests generated for it stay.", stored.terminalLine) + "\n")
    }
}
