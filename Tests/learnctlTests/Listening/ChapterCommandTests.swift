import Foundation
import ListenProtocol
import Testing

/// `learnctl chapter` and `learnctl chapters`, and the chapter and format in `learnctl status`:
/// what they send, what they print (in English, Spanish and French), and what they refuse.
@Suite struct ChapterCommandTests {
    static let chapters = [
        ChapterPayload(index: 1, title: "Opening", start: 0, end: 40),
        ChapterPayload(index: 2, title: "Café\u{07} \u{1B}Talk", start: 40, end: 80),
        ChapterPayload(index: 3, title: "", start: 80, end: 97.5),
    ]

    /// An M4B paused 1 s into its second chapter.
    static func status() -> StatusPayload {
        StatusPayload(state: .paused, track: TranscriptFixture.track, position: 41, duration: 97.5, error: nil,
                      chapter: chapters[1], chapters: 3, container: "M4B", codec: "AAC")
    }

    static func fake() throws -> (FakeListend, LearnctlRunner) {
        var replies = FakeListend.Replies(status: FakeListend.json(status()), tracks: [FakeListend.json(TranscriptFixture.track)])
        replies.chapters = FakeListend.json(ChaptersPayload(chapters: chapters, current: 2))
        let fake = try FakeListend(replies)
        let cli = try LearnctlRunner()
        cli.environment["LISTEND_SOCKET"] = fake.socketPath
        return (fake, cli)
    }

    @Test func eachTargetSendsItsRequest() throws {
        let (fake, cli) = try Self.fake()
        for word in ["next", "prev", "3", "PREVIOUS"] {
            let result = try cli.run(["chapter", word])
            #expect(result.status == 0, "\(word): \(result.stderr)")
        }
        let sent = fake.requests("chapter").map { $0["to"] }
        #expect(sent.count == 4)
        #expect(sent[0] as? String == "next")
        #expect(sent[1] as? String == "prev")
        #expect(sent[2] as? Int == 3, "a number goes as a number: \(String(describing: sent[2]))")
        #expect(sent[3] as? String == "prev")
    }

    @Test func printsTheStatusAndTheChapterReachedInThreeLanguages() throws {
        let (fake, cli) = try Self.fake()
        defer { _ = fake }
        // The escape sequence in the file's title is not printed.
        #expect(try cli.succeed(["chapter", "2"]).stdout == """
            Paused At the Café (A2) at 0:41 / 1:37.
            Chapter 2 of 3 — Café Talk

            """)
        cli.environment["LANGUAGE"] = "es"
        #expect(try cli.succeed(["chapter", "2"]).stdout.hasSuffix("Capítulo 2 de 3 — Café Talk\n"))
        cli.environment["LANGUAGE"] = "fr"
        #expect(try cli.succeed(["chapter", "2"]).stdout.hasSuffix("Chapitre 2 sur 3 — Café Talk\n"))
    }

    @Test func chaptersListsThemWithTheOneHeardMarked() throws {
        let (fake, cli) = try Self.fake()
        defer { _ = fake }
        #expect(try cli.succeed(["chapters"]).stdout == """
               1  0:00–0:40  Opening
            ▶  2  0:40–1:20  Café Talk
               3  1:20–1:37  Chapter 3

            """)
        cli.environment["LANGUAGE"] = "es"
        #expect(try cli.succeed(["chapters"]).stdout.contains("   3  1:20–1:37  Capítulo 3\n"))
        let json = try cli.succeed(["chapters", "--json"]).stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((object["chapters"] as? [Any])?.count == 3 && object["current"] as? Int == 2, "\(json)")
    }

    @Test func aRecordingWithoutChaptersIsAnError() throws {
        let (fake, cli) = try TranscriptFixture.fake()
        defer { _ = fake }
        let result = try cli.run(["chapters"])
        #expect(result.status == 1)
        #expect(result.stderr == "learnctl: At the Café has no chapters.\n", "\(result.stderr)")
        cli.environment["LANGUAGE"] = "fr"
        #expect(try cli.run(["chapters"]).stderr == "learnctl: At the Café n’a pas de chapitres.\n")
    }

    @Test func aTargetThatIsNotOneIsAUsageErrorAndSendsNothing() throws {
        let (fake, cli) = try Self.fake()
        for arguments in [["chapter", "sideways"], ["chapter", "0"], ["chapter"], ["chapter", "1.5"], ["chapter", "replay"]] {
            let result = try cli.run(arguments)
            #expect(result.status == LearnctlRunner.usageErrorStatus, "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        #expect(try cli.run(["chapter", "sideways"]).stderr.contains("use next, prev or a chapter number"))
        #expect(try cli.run(["chapter", "0"]).stderr.contains("numbered from 1"))
        cli.environment["LANGUAGE"] = "es"
        #expect(try cli.run(["chapter", "-2"]).stderr.contains("Los capítulos se numeran desde 1, no desde -2."))
        #expect(fake.requests("chapter").isEmpty, "\(fake.requests)")
    }

    @Test func theDaemonsRefusalsInTheLearnersLanguage() throws {
        let (fake, cli) = try Self.fake()
        var replies = fake.replies
        replies.failures["chapter"] = .init(code: "bad_argument", message: "There is no chapter 7: the recording has 3 chapters.",
                                            details: ["reason": "no_such_chapter", "index": "7", "count": "3"])
        fake.replies = replies
        let english = try cli.run(["chapter", "7"])
        #expect(english.status == 1 && english.stdout.isEmpty)
        #expect(english.stderr == "learnctl: There is no chapter 7: the recording has 3 chapters.\n", "\(english.stderr)")
        cli.environment["LANGUAGE"] = "es"
        #expect(try cli.run(["chapter", "7"]).stderr == "learnctl: No hay ningún capítulo 7: la grabación tiene 3 capítulos.\n")
        cli.environment["LANGUAGE"] = "fr"
        #expect(try cli.run(["chapter", "7"]).stderr == "learnctl: Il n’y a pas de chapitre 7 : l’enregistrement a 3 chapitres.\n")
        replies.failures["chapter"] = .init(code: "bad_argument", message: "This is the last chapter (3 of 3); there is no next one.",
                                            details: ["reason": "last_chapter", "count": "3"])
        fake.replies = replies
        #expect(try cli.run(["chapter", "next"]).stderr == "learnctl: C’est le dernier chapitre ; il n’y en a pas d’autre après.\n")
        replies.failures["chapter"] = .init(code: "invalid_state", message: "This recording has no chapters.", details: ["reason": "no_chapters"])
        fake.replies = replies
        cli.environment["LANGUAGE"] = "es"
        #expect(try cli.run(["chapter", "next"]).stderr == "learnctl: Esta grabación no tiene capítulos.\n")
    }

    @Test func statusShowsTheChapterAndTheFormat() throws {
        let (fake, cli) = try Self.fake()
        defer { _ = fake }
        let block = try cli.succeed(["status"]).stdout
        #expect(block.contains("Format:   M4B, AAC\n"), "\(block)")
        #expect(block.contains("Chapter:  2 of 3 — Café Talk\n"), "\(block)")
        cli.environment["LANGUAGE"] = "es"
        let spanish = try cli.succeed(["status"]).stdout
        #expect(spanish.contains("Formato:  M4B, AAC\n") && spanish.contains("Capítulo: 2 de 3 — Café Talk\n"), "\(spanish)")
        cli.environment["LANGUAGE"] = "fr"
        let french = try cli.succeed(["status"]).stdout
        #expect(french.contains("Format :") && french.contains("M4B, AAC\n") && french.contains("2 sur 3 — Café Talk\n"), "\(french)")
        #expect(french.contains("Chapitre :"), "\(french)")
    }

    @Test func formatHasTheChapterFields() throws {
        let (fake, cli) = try Self.fake()
        let template = "{chapter_index}/{chapters} {chapter}"
        #expect(try cli.run(["status", "--format", template]).stdout == "2/3 Café Talk\n")
        var untitled = Self.status()
        untitled.chapter = Self.chapters[2]
        fake.replies.status = FakeListend.json(untitled)
        #expect(try cli.run(["status", "--format", template]).stdout == "3/3 Chapter 3\n")
        fake.replies.status = FakeListend.json(TranscriptFixture.status(line: 2))
        #expect(try cli.run(["status", "--format", template]).stdout == "/0 \n", "empty without chapters")
    }
}
