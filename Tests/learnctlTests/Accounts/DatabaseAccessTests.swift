import Dispatch
import Foundation
import GRDB
import Testing

/// learnctl and the database file: corruption, concurrent processes, locks.
struct DatabaseAccessTests {
    @Test(arguments: [["whoami"], ["signup", "--email", "ada@example.com", "--password-stdin"], ["signout"]])
    func aCorruptDatabaseIsReportedAndLeftAsItWas(arguments: [String]) throws {
        let cli = try LearnctlRunner()
        try FileManager.default.createDirectory(
            at: cli.databaseURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        let garbage = Data(String(repeating: "this is not an SQLite database\n", count: 300).utf8)
        try garbage.write(to: cli.databaseURL)

        let result = try cli.run(arguments, stdin: LearnctlRunner.password + "\n")
        #expect(result.status == 1)
        #expect(result.stderr == """
            Error: The learning database at \(cli.databaseURL.path) is unreadable (file is not a database); \
            it was left unchanged.

            """)
        #expect(try Data(contentsOf: cli.databaseURL) == garbage)
    }

    @Test func twoProcessesAtOnceBothWork() throws {
        let ada = try LearnctlRunner()
        try ada.startSignedUp("ada@example.com")
        let grace = try LearnctlRunner(databaseURL: ada.databaseURL)
        let linus = try LearnctlRunner(databaseURL: ada.databaseURL)

        let running = try [
            grace.launch(["signup", "--email", "grace@example.com", "--password-stdin"], stdin: LearnctlRunner.password + "\n"),
            linus.launch(["signup", "--email", "linus@example.com", "--password-stdin"], stdin: LearnctlRunner.password + "\n"),
            ada.launch(["whoami"]),
        ]
        let results = try running.map { try $0.finish() }

        #expect(results.map(\.status) == [0, 0, 0], "\(results.map(\.stderr))")
        #expect(try grace.run(["whoami"]).stdout == "grace@example.com\n")
        #expect(try linus.run(["whoami"]).stdout == "linus@example.com\n")
    }

    @Test func aCommandWaitsForAnotherWriterInsteadOfFailing() throws {
        let cli = try LearnctlRunner()
        try cli.startSignedUp()
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let blocker = try DatabaseQueue(path: cli.databaseURL.path, configuration: configuration)
        try blocker.writeWithoutTransaction { try $0.execute(sql: "BEGIN IMMEDIATE") }
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) {
            try? blocker.writeWithoutTransaction { try $0.execute(sql: "COMMIT") }
        }

        let result = try cli.run(["signout"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Signed out.\n")
    }
}
