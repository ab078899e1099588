#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Testing
@testable import ListenProtocol

/// Every declared command survives encode → parse unchanged, with no I/O.
@Suite struct CommandDeclarationTests {
    /// At least one example of each command, with each form of its arguments.
    static let examples: [Command] = [
        .daemon(.hello),
        .daemon(.list),
        .daemon(.play(nil)),
        .daemon(.play(.track("Travel Dialogue 1"))),
        .daemon(.play(.track("At the Doctor's"))),
        .daemon(.play(.file("/tmp/my file.mp3"))),
        .daemon(.play(.url("https://example.org/a.mp3?x=1&y=2"))),
        .daemon(.play(.file("/tmp/film.mkv"), subtitles: SubtitleRequest(track: .number(2), preferredLanguage: "en"))),
        .daemon(.play(.file("/tmp/film.mkv"), subtitles: SubtitleRequest(track: .language("spa")))),
        .daemon(.play(.file("/tmp/film.mkv"), subtitles: SubtitleRequest(preferredLanguage: "en-US"))),
        .daemon(.pause),
        .daemon(.resume),
        .daemon(.toggle),
        .daemon(.stop),
        .daemon(.seek(.relative(10))),
        .daemon(.seek(.relative(-2.5))),
        .daemon(.seek(.absolute(95))),
        .daemon(.seek(.absolute(0))),
        .daemon(.status),
        .connection(.subscribe(intervalMilliseconds: 250)),
        .connection(.subscribe(intervalMilliseconds: 20)),
        .connection(.unsubscribe),
        .daemon(.libraryAdd(LibraryAddition(source: "/tmp/a.mp3", title: "My title"))),
        .daemon(.libraryAdd(LibraryAddition(source: "https://example.org/a.ogg", title: "A talk", level: "B2",
                                            transcript: "/tmp/talk.vtt"))),
        .daemon(.libraryAdd(LibraryAddition(source: "https://example.org/e1.mp3", title: "Show — Episode", resume: true,
                                            chapters: [ChapterMark(title: "Intro", start: 0), ChapterMark(title: "News", start: 12.5)],
                                            replace: true))),
        .daemon(.libraryRemove("My title")),
        .daemon(.line(.next)),
        .daemon(.line(.previous)),
        .daemon(.line(.replay)),
        .daemon(.line(.index(7))),
        .daemon(.speed(.to(0.75))),
        .daemon(.speed(.by(0.1))),
        .daemon(.speed(.by(-0.25))),
        .daemon(.loop(LoopRequest(span: .range(a: 10, b: 20)))),
        .daemon(.loop(LoopRequest(span: .range(a: 10, b: 20.5), repeatCount: 3, gap: 1.5))),
        .daemon(.loop(LoopRequest(span: .line))),
        .daemon(.loop(LoopRequest(span: .line, repeatCount: 5, gap: 1.5))),
        .daemon(.loop(nil)),
        .daemon(.autopause(true)),
        .daemon(.autopause(false)),
        .daemon(.transcript),
        .daemon(.recordingTranscript("Travel Dialogue 1")),
        .daemon(.recordingTranscript("At the Doctor's")),
        .daemon(.chapters),
        .daemon(.chapter(.next)),
        .daemon(.chapter(.previous)),
        .daemon(.chapter(.index(3))),
        .daemon(.questions(nil)),
        .daemon(.questions("Travel Dialogue 1")),
        .daemon(.say(SayRequest(text: "Nice to meet you"))),
        .daemon(.say(SayRequest(text: "Encantado, \"señor\"\n", voice: "es", rate: 120))),
        .daemon(.say(SayRequest(text: ""))),
        .daemon(.transcriptReload),
        .daemon(.voices),
        .daemon(.record(RecordRequest())),
        .daemon(.record(RecordRequest(maximumSeconds: 7.5))),
        .daemon(.recordStop),
    ]

    @Test func everyDeclarationHasAnExample() {
        let exampled = Set(Self.examples.map(\.declaration.name))
        for name in CommandDeclaration.names {
            #expect(exampled.contains(name), "no round-trip example for \(name)")
        }
        #expect(Set(CommandDeclaration.names).count == CommandDeclaration.all.count, "a name is declared twice")
    }

    @Test(arguments: examples)
    func encodedRequestsParseBackEqual(_ command: Command) throws {
        for id: JSONValue? in [nil, .number(7), .string("a")] {
            let line = Wire.request(Request(id: id, command: command))
            #expect(line.hasSuffix("\n") && line.dropLast().allSatisfy { $0 != "\n" }, "one line: \(line)")
            let parsed = try RequestParser.parse(String(line.dropLast())).get()
            #expect(parsed == Request(id: id, command: command), "\(line)")
        }
    }

    @Test func requestsNameTheirCommandAndMembers() {
        #expect(Wire.request(Request(id: .number(1), command: .daemon(.seek(.relative(-10)))))
            == #"{"cmd":"seek","id":1,"offset":-10}"# + "\n")
        #expect(Wire.request(Request(command: .connection(.subscribe(intervalMilliseconds: 60_000))))
            == #"{"cmd":"subscribe","interval_ms":60000}"# + "\n")
        #expect(Wire.request(Request(command: .daemon(.play(.file("/a/b.mp3")))))
            == #"{"cmd":"play","file":"/a/b.mp3"}"# + "\n")
    }

    @Test func theProtocolDocumentListsEveryCommandAsDeclared() throws {
        let document = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/protocol.md")
        let text = try String(contentsOf: document, encoding: .utf8)
        for declaration in CommandDeclaration.all {
            #expect(text.contains(declaration.documentationRow + "\n"), "docs/protocol.md lacks \(declaration.documentationRow)")
        }
    }
}
