import Foundation
import ListenProtocol
import Testing

/// `learnctl line`: what it sends, what it prints, and the targets it refuses.
@Suite struct LineCommandTests {
    @Test func eachTargetSendsItsRequest() throws {
        let (fake, cli) = try TranscriptFixture.fake(TranscriptFixture.status(line: 3, state: .paused))
        for word in ["next", "prev", "replay", "7", "PREVIOUS"] {
            let result = try cli.run(["line", word])
            #expect(result.status == 0, "\(word): \(result.stderr)")
        }
        let sent = fake.requests("line").map { $0["to"] }
        #expect(sent.count == 5)
        #expect(sent[0] as? String == "next")
        #expect(sent[1] as? String == "prev")
        #expect(sent[2] as? String == "replay")
        #expect(sent[3] as? Int == 7, "a number goes as a number: \(String(describing: sent[3]))")
        #expect(sent[4] as? String == "prev")
    }

    @Test func printsTheStatusAndTheLineReached() throws {
        let (fake, cli) = try TranscriptFixture.fake(TranscriptFixture.status(line: 3, state: .paused))
        defer { _ = fake }
        let result = try cli.run(["line", "3"])
        #expect(result.stdout == """
            Paused At the Café (A2) at 0:06 / 1:37.
            Line 3 of 12 — The café is quiet at this hour.

            """, "\(result.stdout.debugDescription)")
    }

    @Test func aTargetThatIsNotOneIsAUsageErrorAndSendsNothing() throws {
        let (fake, cli) = try TranscriptFixture.fake()
        for arguments in [["line", "sideways"], ["line", "0"], ["line"], ["line", "1.5"]] {
            let result = try cli.run(arguments)
            #expect(result.status == LearnctlRunner.usageErrorStatus, "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        #expect(try cli.run(["line", "sideways"]).stderr.contains("use next, prev, replay or a line number"))
        #expect(try cli.run(["line", "0"]).stderr.contains("numbered from 1"))
        #expect(fake.requests.isEmpty, "\(fake.requests)")
    }

    @Test func theDaemonsRefusalIsAnErrorWithStatusOne() throws {
        let (fake, cli) = try TranscriptFixture.fake()
        var replies = fake.replies
        replies.failures["line"] = .init(code: "invalid_state", message: "At the Café has no transcript.")
        fake.replies = replies
        let result = try cli.run(["line", "next"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "learnctl: At the Café has no transcript.\n", "\(result.stderr)")
    }
}
