import Foundation
import Testing

/// A first word that names no command is an error that suggests the closest one; `home` runs only
/// without arguments.
struct UnknownCommandTests {
    @Test(arguments: [
        (["card", "groups"], "Unknown command \"card\". Did you mean \"cards\""),
        (["test", "topics"], "Unknown command \"test\". Did you mean \"tests\""),
        (["plya", "Travel Dialogue 1"], "Unknown command \"plya\". Did you mean \"play\""),
        (["cards", "grups"], "Unknown command \"cards grups\". Did you mean \"groups\""),
    ])
    func aMistypedCommandIsNamedWithTheClosestOne(arguments: [String], message: String) throws {
        let cli = try LearnctlRunner.signedIn()
        let result = try cli.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(result.stderr.contains("cards") && result.stderr.contains("See `learnctl"), "the commands are listed")
        #expect(!result.stderr.contains("Usage: learnctl home"))
    }

    @Test func homeRunsWithoutArgumentsAndCommandsWithDefaultsKeepTheirWords() throws {
        let cli = try LearnctlRunner.signedIn()
        #expect(try cli.run([]).status == 0)
        let stage = try cli.run(["path", "A1-1"])
        #expect(stage.status == 0, "path's default command takes the stage: \(stage.stderr)")
        let unknown = try cli.run(["xyz"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("Unknown command \"xyz\".\nThe commands of learnctl: list, play,"), "\(unknown.stderr)")
    }
}
