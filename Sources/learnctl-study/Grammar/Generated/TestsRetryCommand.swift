import ArgumentParser
import Foundation
import LearnCore
import ListenClient

/// `learnctl tests retry ID`: generates a failed test again.
struct TestsRetryCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "retry",
        abstract: "Generate a failed test again.",
        discussion: """
            A generated test fails when a slot of its blueprint cannot be filled; the reason \
            says what was missing. After adding it (cards, cloze entries, an imported topic, \
            listend running) `learnctl tests retry ID` generates the test again from the same \
            request and seed (--seed changes the seed). It ends ready, or failed again with the \
            reason. --json prints the test as `learnctl tests generate --json` does.
            """)

    @Argument(help: ArgumentHelp("The test's number.", valueName: "id"))
    var id: Int64

    @Option(help: ArgumentHelp("A new seed for the random choices.", valueName: "seed"))
    var seed: UInt64?

    static let jsonHelp = "Print the test as one JSON object."
    @OptionGroup var output: OutputOptions<TestsRetryCommand>

    @OptionGroup var connection: SocketOption

    func run() async throws {
        let material = try await TestMaterial.signedIn().withRecordings(socket: connection)
        if let problem = material.listeningProblem { Output.error(problem) }
        let test = try material.tests.retry(id, seed: seed, bank: material.bank, recordings: material.recordings)
        try TestsGenerateCommand.report(test, material: material, json: output.json)
    }
}
