import Foundation
import ListenProtocol
import Testing

/// `learnctl autopause on|off`.
@Suite struct AutopauseCommandTests {
    @Test func onAndOffAreSentAndShown() throws {
        let (fake, cli) = try TranscriptFixture.fake(TranscriptFixture.status(line: 2, autopause: true))
        let on = try cli.run(["autopause", "on"])
        #expect(on.status == 0, "\(on.stderr)")
        #expect(on.stdout.hasSuffix("\nAutopause on: playback pauses at the end of every line.\n"), "\(on.stdout)")

        fake.replies.status = FakeListend.json(TranscriptFixture.status(line: 2))
        let off = try cli.run(["autopause", "off"])
        #expect(off.stdout.hasSuffix("\nAutopause off.\n"), "\(off.stdout)")

        let sent = fake.requests("autopause")
        #expect(sent.map { $0["on"] as? Bool } == [true, false])
    }

    @Test func anotherWordIsAUsageError() throws {
        let (fake, cli) = try TranscriptFixture.fake()
        for arguments in [["autopause", "maybe"], ["autopause"]] {
            let result = try cli.run(arguments)
            #expect(result.status == LearnctlRunner.usageErrorStatus, "\(arguments): \(result.stderr)")
        }
        #expect(try cli.run(["autopause", "maybe"]).stderr.contains("'on' and 'off'"))
        #expect(fake.requests.isEmpty)
    }
}
