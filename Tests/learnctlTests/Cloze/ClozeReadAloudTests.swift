import Foundation
import Testing
import TestSupport

/// Read-aloud in `cloze practice`: the group's sentences go to listend's `say` when the result
/// is shown; without listend, a notice once and the practice goes on.
struct ClozeReadAloudTests {
    private func fake() throws -> (FakeListend, LearnctlRunner) {
        let (fake, cli) = try TranscriptFixture.fake()
        try cli.startSignedUp()
        try cli.addCloze(["meet; Nice to meet you", "ticket; I lost my ticket", "go; Ready, steady, go!"])
        return (fake, cli)
    }

    private let wrongThenRight = [
        ClozePracticeJSONTests.answers(["ticket", "meet", "go"]), ClozePracticeJSONTests.action("retry_incorrect"),
        ClozePracticeJSONTests.answers(["meet", "ticket"]),
    ]

    @Test func withSayEachResultsSentencesAreSpokenAsOneTextWithTheWordsFilledIn() throws {
        let (fake, cli) = try fake()
        let output = try cli.clozePractice(["--say"], input: wrongThenRight)
        #expect(output.first?["read_aloud"] as? Bool == true)
        let said = try fake.waitForRequests("say", count: 2).map { $0["text"] as? String }
        #expect(said == ["Nice to meet you.\nI lost my ticket.\nReady, steady, go!", "Nice to meet you.\nI lost my ticket."])
        #expect(output.filter { $0["type"] as? String == "notice" }.isEmpty)
    }

    @Test func aRealListendSpeaksTheSentencesAfterTheResult() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.signedIn()
        cli.environment["LISTEND_SOCKET"] = daemon.socketPath
        try cli.addCloze(["meet; Nice to meet you", "ticket; I lost my ticket"])
        let watcher = try daemon.connect()
        _ = try watcher.request("subscribe 3600000")
        let output = try cli.clozePractice(["--say"], input: [ClozePracticeJSONTests.answers(["meet", "ticket"])])
        #expect(output.filter { $0["type"] as? String == "result" }.count == 1)
        #expect(output.filter { $0["type"] as? String == "notice" }.isEmpty)
        let event = try #require(try watcher.waitForEvent("speaking"), "listend spoke nothing")
        let speech = try #require(event["speech"] as? [String: Any])
        #expect(speech["text"] as? String == "Nice to meet you.\nI lost my ticket.")
        #expect(speech["speaking"] as? Bool == true)
    }

    @Test func theSettingTurnsItOnAndNoSayOff() throws {
        let (fake, cli) = try fake()
        try cli.clozeOutput(["settings", "--read-aloud", "on"])
        #expect(try cli.clozeOutput(["settings"]) == "Group size: 3 sentences\nRead aloud: on\n")
        try cli.clozePractice(["--no-say"], input: wrongThenRight)
        #expect(fake.requests("say").isEmpty)
        try cli.clozePractice(input: wrongThenRight)
        #expect(try fake.waitForRequests("say", count: 2).count == 2)
    }

    @Test func offByDefaultNothingIsSpoken() throws {
        let (fake, cli) = try fake()
        let output = try cli.clozePractice(input: wrongThenRight)
        #expect(output.first?["read_aloud"] as? Bool == false)
        #expect(output.filter { $0["type"] as? String == "result" }.count == 2)
        #expect(fake.requests("say").isEmpty)
    }

    @Test func withoutListendANoticeComesOnceAndThePracticeGoesOn() throws {
        let cli = try LearnctlRunner.signedIn()
        cli.environment["LISTEND_SOCKET"] = cli.home.appendingPathComponent("no-daemon.sock").path
        try cli.addCloze(["meet; Nice to meet you", "ticket; I lost my ticket"])
        let output = try cli.clozePractice(["--say"], input: [
            ClozePracticeJSONTests.answers(["ticket", "meet"]), ClozePracticeJSONTests.action("retry_all"),
            ClozePracticeJSONTests.answers(["meet", "ticket"]), ClozePracticeJSONTests.action("finish"),
        ])
        let notices = output.filter { $0["type"] as? String == "notice" }.map { $0["message"] as? String ?? "" }
        #expect(notices.count == 1)
        #expect(notices.first?.contains("listend is not running") == true, "\(notices)")
        #expect(output.filter { $0["type"] as? String == "result" }.count == 2)
        #expect(output.last?["finished"] as? Bool == true)
    }
}
