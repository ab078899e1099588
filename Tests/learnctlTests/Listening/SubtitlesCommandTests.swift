import Foundation
import ListenProtocol
import Testing
import TestSupport

/// `learnctl play --subtitle-track` and `learnctl subtitles` against a fake listend: what is
/// sent, what is refused before sending, and how the tracks are shown.
@Suite struct SubtitlesCommandTests {
    static let tracks = [
        SubtitleTrackPayload(index: 1, language: "eng", codec: "hdmv_pgs_subtitle", title: nil, isDefault: false, text: false, selected: false),
        SubtitleTrackPayload(index: 2, language: "eng", codec: "subrip", title: "English \u{1B}[2JSDH", isDefault: true, text: true, selected: false),
        SubtitleTrackPayload(index: 3, language: "spa", codec: "ass", title: nil, isDefault: false, text: true, selected: true),
    ]

    static func fake(transcript: TranscriptPayload) throws -> (FakeListend, LearnctlRunner) {
        let fake = try FakeListend(FakeListend.Replies(status: FakeListend.json(TranscriptFixture.status(line: 2)),
                                                       tracks: [FakeListend.json(TranscriptFixture.track)],
                                                       transcript: FakeListend.json(transcript)))
        let cli = try LearnctlRunner()
        cli.environment["LISTEND_SOCKET"] = fake.socketPath
        return (fake, cli)
    }

    @Test func playSendsTheTrackAndTheStudiedLanguageForAFile() throws {
        let (fake, cli) = try Self.fake(transcript: TranscriptPayload(lines: []))
        defer { _ = fake }
        #expect(try cli.run(["play", "/m/film.mkv", "--subtitle-track", "2"]).status == 0)
        #expect(try cli.run(["play", "/m/film.mkv", "--subtitle-track", "es"]).status == 0)
        #expect(try cli.run(["play", "/m/film.mkv"]).status == 0)
        #expect(try cli.run(["play", "At the Café"]).status == 0)
        let plays = try fake.waitForRequests("play", count: 4)
        #expect(plays[0]["subtitle_track"] as? Int == 2)
        #expect(plays[0]["subtitle_language"] as? String == "en")
        #expect(plays[1]["subtitle_track"] as? String == "es")
        #expect(plays[2]["subtitle_track"] == nil)
        #expect(plays[2]["subtitle_language"] as? String == "en")
        #expect(plays[3]["subtitle_track"] == nil && plays[3]["subtitle_language"] == nil, "a title: \(plays[3])")
    }

    @Test func aTrackThatIsNeitherNumberNorLanguageIsRefusedBeforeSending() throws {
        let (fake, cli) = try Self.fake(transcript: TranscriptPayload(lines: []))
        defer { _ = fake }
        let result = try cli.run(["play", "/m/film.mkv", "--subtitle-track", "english"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--subtitle-track takes a track number (1, 2, …) or a language code (en, es), not “english”."),
                "\(result.stderr)")
        #expect(fake.requests("play").isEmpty)
    }

    @Test func subtitlesListsTheTracksAndTheSource() throws {
        let (fake, cli) = try Self.fake(transcript: TranscriptPayload(lines: TranscriptFixture.lines, source: "track 3 (spa)",
                                                                      subtitleTracks: Self.tracks))
        defer { _ = fake }
        let result = try cli.run(["subtitles"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            Transcript: track 3 (spa)
              1  eng  hdmv_pgs_subtitle  (pictures, not text)
              2  eng  subrip  “English [2JSDH”  (default)
            ▶ 3  spa  ass

            """, "\(result.stdout.debugDescription)")
        let json = try cli.json(["subtitles", "--json"])
        #expect(json["source"] as? String == "track 3 (spa)")
        let listed = try #require(json["tracks"] as? [[String: Any]])
        #expect(listed.map { $0["index"] as? Int } == [1, 2, 3])
        #expect(listed.map { $0["default"] as? Bool } == [false, true, false])
        #expect(listed.map { $0["selected"] as? Bool } == [false, false, true])
        #expect(listed[1]["title"] as? String == "English \u{1B}[2JSDH", "--json keeps the text exact")
    }

    @Test func withoutTracksSubtitlesSaysSo() throws {
        let (fake, cli) = try Self.fake(transcript: TranscriptPayload(lines: [], source: nil, subtitleTracks: []))
        defer { _ = fake }
        let result = try cli.run(["subtitles"])
        #expect(result.stdout == "Transcript: none\nThe recording has no subtitle tracks inside it.\n", "\(result.stdout)")
        let json = try cli.json(["subtitles", "--json"])
        #expect(json["source"] is NSNull)
        #expect((json["tracks"] as? [Any])?.isEmpty == true)
    }
}

/// A track that is not there, named to a real listend: the daemon's reason in the learner's language.
@Suite struct SubtitleTrackRefusalTests {
    @Test(arguments: [
        ("es", "La grabación no tiene ninguna pista de subtítulos de texto “2”. No tiene pistas de subtítulos de texto.\n"),
        ("fr", "L’enregistrement n’a pas de piste de sous-titres en texte “2”. Il n’a aucune piste de sous-titres en texte.\n"),
        ("en", ": subtitle track 2 is not there; it has no text subtitle tracks.\n"),
    ])
    func aTrackThatIsNotThereIsRefusedInTheLearnersLanguage(_ language: String, _ expected: String) throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let audio = "\(daemon.folder.path)/talk.wav"
        try FileManager.default.copyItem(atPath: Fixtures.path("marks.wav"), toPath: audio)
        let cli = try LearnctlRunner.talking(to: daemon)
        cli.environment["LANGUAGE"] = language
        let result = try cli.run(["play", audio, "--subtitle-track", "2"])
        #expect(result.status == 1, "\(result.stdout)")
        #expect(result.stderr.hasSuffix(expected), "\(result.stderr)")
        let selected = (try cli.status()["track"] as? [String: Any])?["id"] as? String
        #expect(selected != "file:\(audio)", "the file was not selected: \(String(describing: selected))")
    }
}
