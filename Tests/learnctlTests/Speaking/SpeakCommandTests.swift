import Foundation
import Testing
import TestSupport

/// `learnctl speak`: the topics, scoring recordings made with flite (from files and through a
/// virtual microphone), clear messages for recordings that cannot be scored, and the history
/// with its missed words and cards.
@Suite(.serialized) struct SpeakCommandTests {
    @Test func topicsAndTheirSentencesAreListed() throws {
        let cli = try LearnctlRunner()
        let topics = try jsonLines(try cli.succeed(["speak", "topics", "--json"]).stdout)
        #expect(topics.count >= 6)
        for topic in topics {
            #expect((topic["sentences"] as? Int ?? 0) >= 8, "\(topic)")
            #expect((topic["levels"] as? [String])?.first == "A1" && (topic["levels"] as? [String])?.last == "C1", "\(topic)")
        }
        let text = try cli.succeed(["speak", "topics"]).stdout
        #expect(text.contains("travel") && text.contains("Travel · 13 sentences · A1–C1"), "\(text)")
        let sentences = try jsonLines(try cli.succeed(["speak", "Travel", "--json"]).stdout)
        #expect(sentences.first?["index"] as? Int == 1 && sentences.first?["text"] as? String == "Where is the train station?")
        #expect(sentences.first?["level"] as? String == "A1")
        let a2 = try jsonLines(try cli.succeed(["speak", "travel", "--json", "--level", "a2"]).stdout)
        #expect(!a2.isEmpty && a2.allSatisfy { $0["level"] as? String == "A2" })
        let completions = try cli.complete(["speak", "topic"], "positional@0", words: [""]).completions
        #expect(completions.count == topics.count && completions.contains("travel"), "\(completions)")
        let unknown = try cli.run(["speak", "travle", "--json"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("There is no speaking topic called “travle”. Did you mean \"Travel\"?"), "\(unknown.stderr)")
    }

    @Test(.tags(.realSpeech)) func recordingFilesAreScoredWordByWordAndKept() throws {
        let cli = try LearnctlRunner()
        try cli.startSignedUp()
        let folder = try TemporaryFolder("speak")
        defer { folder.remove() }
        func score(_ spoken: String, sentence: Int = 1) throws -> [String: Any] {
            let clip = try FliteSpeech.make(spoken, in: folder)
            return try jsonObject(try cli.succeed(["speak", "travel", "--sentence", "\(sentence)", "--file", clip, "--json"]).stdout)
        }
        let right = try score("Where is the train station?")
        #expect(right["score"] as? Int == 100 && right["is_the_sentence"] as? Bool == true, "\(right)")
        #expect(right["topic"] as? String == "travel" && right["sentence"] as? Int == 1 && right["type"] as? String == "result")
        let words = try #require(right["words"] as? [[String: Any]])
        #expect(words.map { $0["text"] as? String } == ["Where", "is", "the", "train", "station?"])
        #expect(words.allSatisfy { $0["verdict"] as? String == "right" && $0["start"] is Double })
        #expect((right["words_per_minute"] as? Double ?? 0) > 60)

        let wrong = try score("Where is the bus station?")
        let verdicts = try #require(wrong["words"] as? [[String: Any]])
        let train = try #require(verdicts.first { $0["text"] as? String == "train" })
        #expect(train["verdict"] as? String == "wrong", "\(verdicts)")
        #expect(wrong["score"] as? Int == 80)

        let other = try score("My grandmother grows tomatoes in her garden every summer.")
        #expect(other["is_the_sentence"] as? Bool == false && other["score"] as? Int == 0, "\(other)")

        // Text output marks the words (plain without colour).
        cli.environment["NO_COLOR"] = "1"
        let clip = try FliteSpeech.make("Where is the bus station?", in: folder)
        let text = try cli.succeed(["speak", "travel", "--sentence", "1", "--file", clip]).stdout
        #expect(text.contains("Where is the ~") && text.contains("→train~ station?"), "\(text)")
        #expect(text.contains("Score 80% · 4 of 5 words recognised"), "\(text)")

        // The history keeps every attempt; the missed word can become a card.
        let history = try jsonLines(try cli.succeed(["speak", "history", "--json"]).stdout)
        let attempts = history.filter { $0["type"] as? String == "attempt" }
        #expect(attempts.count == 4)
        #expect(attempts.first?["score"] as? Int == 80 && attempts.first?["kind"] as? String == "topic")
        let missed = history.filter { $0["type"] as? String == "missed" }
        #expect(missed.first?["word"] as? String == "train" && missed.first?["count"] as? Int == 2, "\(missed)")
        let card = try cli.succeed(["speak", "history", "--card", "Train", "--translation", "tren"]).stdout
        #expect(card.contains("to Speaking: train") && card.contains("tren"), "\(card)")
        let notMissed = try cli.run(["speak", "history", "--card", "station", "--translation", "estación"])
        #expect(notMissed.status == 2 && notMissed.stderr.contains("“station” is not among the words you missed (train)."), "\(notMissed.stderr)")
    }

    @Test(.tags(.realSpeech)) func speakScoreJudgesAnyRecordingWithoutAnAccountAndGoesOnPastBadRequests() throws {
        let cli = try LearnctlRunner()
        let folder = try TemporaryFolder("speaks")
        defer { folder.remove() }
        let jacket = try FliteSpeech.make("I need a jacket for the bus.", in: folder)
        let reference = "I need a ticket for the bus."
        cli.environment["NO_COLOR"] = "1"
        let text = try cli.succeed(["speak", "score", "--reference", reference, jacket]).stdout
        #expect(text.contains("I need a ~jacket→ticket~ for the bus.") && text.contains("judged by Whisper base"), "\(text)")

        let requests = [
            #"{"id":"one","reference":"I need a ticket for the bus.","file":"\#(jacket)"}"#,
            "not a request",
            #"{"id":"two","reference":"I need a ticket for the bus.","file":"\#(folder.path)/none.wav"}"#,
            #"{"id":"three","reference":"I need a ticket for the bus.","file":"\#(jacket)"}"#,
        ].joined(separator: "\n") + "\n"
        let batch = try cli.run(["speak", "score", "--json"], stdin: requests)
        #expect(batch.status == 1, "a request that failed makes the status 1")
        let answers = try jsonLines(batch.stdout)
        #expect(answers.map { $0["type"] as? String } == ["score", "error", "error", "score"], "\(answers)")
        #expect(answers[0]["id"] as? String == "one" && answers[0]["score"] as? Int == 85 && answers[0]["engine"] as? String == "whisper")
        #expect(answers[1]["kind"] as? String == "request")
        #expect(answers[2]["id"] as? String == "two" && answers[2]["kind"] as? String == "unreadableFile")
        #expect((answers[2]["message"] as? String)?.contains("none.wav") == true)
        #expect(answers[3]["id"] as? String == "three" && answers[3]["score"] as? Int == 85, "the rest is scored all the same")
        #expect((answers[3]["seconds"] as? Double ?? 99) < (answers[0]["seconds"] as? Double ?? 0), "the recogniser stays loaded")

        let usage = try cli.run(["speak", "score", jacket])
        #expect(usage.status == 2 && usage.stderr.contains("Give the sentence with --reference TEXT."), "\(usage.stderr)")
        #expect(!FileManager.default.fileExists(atPath: cli.databaseURL.path), "nothing was kept")
    }

    @Test(.tags(.realSpeech)) func recordingsThatCannotBeScoredGetClearMessages() throws {
        let cli = try LearnctlRunner()
        try cli.startSignedUp()
        let folder = try TemporaryFolder("speakx")
        defer { folder.remove() }
        let silence = "\(folder.path)/silence.wav"
        let short = "\(folder.path)/short.wav"
        try Self.wav(samples: [Int16](repeating: 0, count: 32_000)).write(to: URL(fileURLWithPath: silence))
        try Self.wav(samples: (0..<3200).map { Int16(8000 * sin(Double($0) / 5)) }).write(to: URL(fileURLWithPath: short))
        try Data("not audio".utf8).write(to: URL(fileURLWithPath: "\(folder.path)/text.wav"))
        for (file, message) in [(silence, "No speech"), (short, "0.2 s"), ("\(folder.path)/text.wav", "text.wav"),
                                ("\(folder.path)/none.wav", "none.wav")] {
            let result = try cli.run(["speak", "travel", "--sentence", "1", "--file", file, "--json"])
            #expect(result.status == 1 && result.stdout.isEmpty, "\(file): \(result)")
            #expect(result.stderr.contains(message), "\(file): \(result.stderr)")
        }
        let usage = try cli.run(["speak", "travel", "--file", silence])
        #expect(usage.status == 2 && usage.stderr.contains("--file goes with --sentence N"))
        let range = try cli.run(["speak", "travel", "--sentence", "99", "--file", silence])
        #expect(range.status == 2 && range.stderr.contains("--sentence takes 1 to 13"), "\(range.stderr)")
        #expect(try jsonLines(try cli.succeed(["speak", "history", "--json"]).stdout).isEmpty, "nothing was kept")
    }

    @Test(.tags(.realAudio, .realSpeech)) func aTakeFromTheMicrophoneIsRecordedByListendAndScored() throws {
        let fixture = try PracticeFixture(pulse: true, microphone: true)
        defer { fixture.close() }
        let microphone = try #require(fixture.microphone)
        let folder = try TemporaryFolder("speakm")
        defer { folder.remove() }
        let clip = try FliteSpeech.make("I need a ticket for the bus.", in: folder)
        let running = try fixture.cli.launch(["speak", "travel", "--sentence", "2", "--json"])
        #expect(try fixture.cli.waitForStatus {
            let recording = $0["recording"] as? [String: Any]
            return recording?["recording"] as? Bool == true && (recording?["duration"] as? Double ?? 0) >= 0.2
        }, "recording started")
        try microphone.say(clip)
        let result = try running.finish(timeout: 30)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try jsonObject(result.stdout)
        #expect(object["score"] as? Int == 100, "\(object)")
        let path = try #require(object["recording"] as? String)
        #expect(path.hasPrefix(fixture.daemon.recordingsDirectory), "\(path)")
    }

    /// A 16 kHz mono 16-bit WAV file's bytes.
    static func wav(samples: [Int16]) -> Data {
        var data = Data("RIFF".utf8)
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        append(UInt32(36 + samples.count * 2))
        data.append(contentsOf: Array("WAVEfmt ".utf8))
        append(UInt32(16)); append(UInt16(1)); append(UInt16(1)); append(UInt32(16_000)); append(UInt32(32_000))
        append(UInt16(2)); append(UInt16(16))
        data.append(contentsOf: Array("data".utf8))
        append(UInt32(samples.count * 2))
        for sample in samples { append(sample) }
        return data
    }
}
