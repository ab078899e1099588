import Foundation
import ListenProtocol
import Testing

/// `learnctl speed`: a value or a step, `-0.1` taken as a step and not as an option.
@Suite struct SpeedCommandTests {
    @Test func valuesAndStepsAreSentAsSuch() throws {
        let (fake, cli) = try TranscriptFixture.fake(TranscriptFixture.status(line: 1, speed: 0.75))
        for word in ["0.75", "+0.1", "-0.1", "1"] {
            let result = try cli.run(["speed", word])
            #expect(result.status == 0, "\(word) is a speed, not an option: \(result.stderr)")
        }
        let sent = fake.requests("speed")
        #expect(sent.count == 4)
        #expect(sent[0]["value"] as? Double == 0.75 && sent[0]["delta"] == nil, "\(sent[0])")
        #expect(sent[1]["delta"] as? Double == 0.1 && sent[1]["value"] == nil, "\(sent[1])")
        #expect(sent[2]["delta"] as? Double == -0.1, "\(sent[2])")
        #expect(sent[3]["value"] as? Double == 1, "\(sent[3])")
    }

    @Test func printsTheStatusAndTheNewSpeed() throws {
        let (fake, cli) = try TranscriptFixture.fake(TranscriptFixture.status(line: 1, speed: 0.75))
        let slower = try cli.run(["speed", "-0.25", "--socket", fake.socketPath])
        #expect(slower.stdout == "Playing At the Café (A2) at 0:00 / 1:37.\nSpeed 0.75×.\n", "\(slower.stdout.debugDescription)")

        fake.replies.status = FakeListend.json(TranscriptFixture.status(line: 1))
        #expect(try cli.run(["speed", "1"]).stdout.hasSuffix("\nSpeed 1× (normal).\n"))
    }

    @Test func whatIsNotASpeedIsAUsageErrorAndSendsNothing() throws {
        let (fake, cli) = try TranscriptFixture.fake()
        for (arguments, says) in [(["speed", "fast"], "Cannot set the speed to \"fast\""), (["speed", "3"], "from 0.5 to 2"),
                                  (["speed", "0.4"], "from 0.5 to 2"), (["speed"], "Missing the speed"),
                                  (["speed", "1", "2"], "speed takes one speed")] {
            let result = try cli.run(arguments)
            #expect(result.status == LearnctlRunner.usageErrorStatus, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(says), "\(arguments): \(result.stderr)")
        }
        #expect(fake.requests.isEmpty, "\(fake.requests)")
    }
}
