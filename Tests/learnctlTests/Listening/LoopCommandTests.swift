import Foundation
import ListenProtocol
import Testing

/// `learnctl loop`: a span of times, the line, or off; repeats and gaps; spans that are not ones.
@Suite struct LoopCommandTests {
    @Test func aSpanWithRepeatAndGapIsSentInSeconds() throws {
        let loop = LoopPayload(a: 60, b: 65, repeat: 3, done: 0, gap: 1.5)
        let (fake, cli) = try TranscriptFixture.fake(TranscriptFixture.status(line: nil, loop: loop))
        let result = try cli.run(["loop", "1:00", "1:05", "--repeat", "3", "--gap", "1.5"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Playing At the Café (A2) at 0:40 / 1:37.\nLoop 1:00–1:05, pass 1 of 3, gap 1.5 s.\n",
                "\(result.stdout.debugDescription)")
        let sent = try #require(fake.requests("loop").first)
        #expect(sent["a"] as? Double == 60)
        #expect(sent["b"] as? Double == 65)
        #expect(sent["repeat"] as? Int == 3)
        #expect(sent["gap"] as? Double == 1.5)
        #expect(sent["line"] == nil && sent["off"] == nil)
    }

    @Test func lineAndOffAndSecondsWithFractions() throws {
        let (fake, cli) = try TranscriptFixture.fake(TranscriptFixture.status(line: 2))
        #expect(try cli.run(["loop", "line"]).status == 0)
        #expect(try cli.run(["loop", "line", "--gap", "2"]).status == 0)
        let off = try cli.run(["loop", "off"])
        #expect(off.status == 0)
        #expect(off.stdout.hasSuffix("\nLoop off.\n"), "\(off.stdout)")
        #expect(try cli.run(["loop", "12.5", "20"]).status == 0)

        let sent = fake.requests("loop")
        #expect(sent.count == 4)
        #expect(sent[0]["line"] as? Bool == true && sent[0]["repeat"] == nil && sent[0]["gap"] == nil, "\(sent[0])")
        #expect(sent[1]["line"] as? Bool == true && sent[1]["gap"] as? Double == 2, "\(sent[1])")
        #expect(sent[2]["off"] as? Bool == true && sent[2]["a"] == nil, "\(sent[2])")
        #expect(sent[3]["a"] as? Double == 12.5 && sent[3]["b"] as? Double == 20, "\(sent[3])")
    }

    @Test func aLoopForeverIsShownSo() throws {
        let loop = LoopPayload(a: 4.25, b: 6.05, repeat: nil, done: 4, gap: 0)
        let (fake, cli) = try TranscriptFixture.fake(TranscriptFixture.status(line: 2, loop: loop))
        defer { _ = fake }
        #expect(try cli.run(["loop", "line"]).stdout.hasSuffix("\nLoop 0:04.2–0:06.0, forever.\n"))
    }

    @Test func spansThatAreNotOnesAreUsageErrorsAndSendNothing() throws {
        let (fake, cli) = try TranscriptFixture.fake()
        let cases: [([String], String)] = [
            (["loop", "20", "10"], "20 is not before 10"),
            (["loop", "1:05", "1:00"], "1:05 is not before 1:00"),
            (["loop", "10", "10"], "10 is not before 10"),
            (["loop", "10"], "Cannot loop 10"),
            (["loop", "10", "20", "30"], "Cannot loop 10 20 30"),
            (["loop"], "Missing what to loop"),
            (["loop", "+5", "10"], "Cannot loop at \"+5\""),
            (["loop", "-5", "10"], "Cannot loop at \"-5\""),
            (["loop", "sideways"], "Cannot loop at \"sideways\""),
            (["loop", "off", "--repeat", "2"], "`loop off` takes no --repeat or --gap"),
            (["loop", "line", "--repeat", "0"], "--repeat must be at least 1"),
            (["loop", "10", "20", "--gap", "61"], "--gap must be from 0 to 60"),
            (["loop", "10", "20", "--gap=-1"], "--gap must be from 0 to 60"),
        ]
        for (arguments, says) in cases {
            let result = try cli.run(arguments)
            #expect(result.status == LearnctlRunner.usageErrorStatus, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(says), "\(arguments): \(result.stderr)")
        }
        #expect(fake.requests.isEmpty, "\(fake.requests)")
    }

    @Test func theDaemonsRefusalIsAnErrorWithStatusOne() throws {
        let (fake, cli) = try TranscriptFixture.fake()
        fake.replies.refusal = "A loop needs a start before its end."
        let result = try cli.run(["loop", "90", "100"])
        #expect(result.status == 1)
        #expect(result.stderr == "learnctl: A loop needs a start before its end.\n", "\(result.stderr)")
    }
}
