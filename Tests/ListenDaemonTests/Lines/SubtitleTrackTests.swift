import Foundation
import Testing
import TestSupport

/// A video's subtitles as its transcript over the socket: a SubRip track inside an MKV heard at
/// its cues, two tracks chosen by language, subtitle files named with a language, and a track
/// that is not there refused.
@Suite struct SubtitleTrackTests {
    typealias S = LineTestSupport

    /// English cues on the marks recording: cue i from 10i to 10i + 2 s (i = 1…5).
    static let englishCues: [(start: Double, end: Double, text: String)] = [
        (10, 12, "<i>English</i> line 1"), (20, 22, "<i>English</i> line 2"), (30, 32, "<i>English</i> line 3"),
        (40, 42, "<i>English</i> line 4"), (50, 52, "<i>English</i> line 5"),
    ]
    static let spanishCues: [(start: Double, end: Double, text: String)] = [
        (15, 18, "Línea 1 en español"), (30, 33, "Línea 2 en español"), (45, 48, "Línea 3 en español"),
    ]

    /// `film.mkv` in the daemon's folder: 60 s of the marks recording in Opus, with an English
    /// SubRip track and, when `spanish`, a Spanish one after it.
    static func makeFilm(in daemon: DaemonProcess, spanish: Bool) throws -> String {
        let folder = daemon.folder.path
        try S.write(SubtitledMedia.subRip(englishCues), to: "\(folder)/english.txt")
        try S.write(SubtitledMedia.subRip(spanishCues), to: "\(folder)/spanish.txt")
        var tracks = [SubtitledMedia.Track(file: "\(folder)/english.txt", language: "eng")]
        if spanish { tracks.append(SubtitledMedia.Track(file: "\(folder)/spanish.txt", language: "spa")) }
        // Named .txt so that no sidecar stands beside film.mkv; ffmpeg reads them as SubRip by content.
        let film = "\(folder)/film.mkv"
        try SubtitledMedia.make(film, audio: Fixtures.path("marks.wav"), seconds: 60, tracks: tracks)
        return film
    }

    @Test(.tags(.realAudio))
    func anMKVsSubRipTrackIsTheTranscriptAndLineNextIsHeardAtItsCue() throws {
        let sink = try PrivatePulseAudio.shared.makeSink("subs")
        defer { sink.remove() }
        let daemon = try DaemonProcess(output: "pulse", pulse: .shared, sink: sink.name)
        defer { daemon.close() }
        let film = try Self.makeFilm(in: daemon, spanish: false)
        let client = try daemon.connect()
        let status = try S.play(film, on: client, daemon: daemon)
        #expect(status["transcript_source"] as? String == "track 1 (eng)", "\(status)")
        #expect((status["lines"] as? NSNumber)?.intValue == 5, "\(status)")
        #expect(S.isNull(status["transcript_error"]), "\(status)")
        let transcript = try #require(try client.request("transcript").data)
        let lines = try #require(transcript["lines"] as? [[String: Any]])
        #expect(lines.map { $0["text"] as? String } == (1...5).map { "English line \($0)" })
        // ffmpeg's muxer puts the cues 7 ms late beside Opus (see FFmpegSubtitleReaderTests.opusShift):
        // the times are the file's.
        #expect(lines.map { S.number($0["start"]) } == Self.englishCues.map { $0.start + 0.007 })
        #expect(lines.map { S.number($0["end"]) } == Self.englishCues.map { $0.end + 0.007 })

        let recorder = try sink.record()
        defer { recorder.stop() }
        recorder.waitFor(count: MonitorRecorder.rate / 10)
        let (reply, second) = try S.secondHeard(after: "line next", on: client, recorder: recorder)
        // Playing, the reply may come a millisecond after the jump was heard.
        let position = try #require(S.number(reply.data?["position"]), "\(reply)")
        #expect(position >= 10.007 && position < 10.03, "\(reply)")
        #expect(S.index(S.line(reply.data)) == 1, "\(reply)")
        #expect(S.number(S.line(reply.data)?["start"]) == 10.007, "\(reply)")
        // What is heard after the jump is the marks recording's second 10: the cue's start.
        #expect(second == 10, "\(daemon.log(tail: 10))")
        let next = try client.request("line next")
        let nextPosition = try #require(S.number(next.data?["position"]), "\(next)")
        #expect(nextPosition >= 20.007 && nextPosition < 20.03, "\(next)")
        #expect(S.index(S.line(next.data)) == 2, "\(next)")
    }

    @Test func twoTracksAreChosenByLanguage() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let film = try Self.makeFilm(in: daemon, spanish: true)
        let client = try daemon.connect()
        let file = S.json(film)
        // The learner's language (learnctl sends it) chooses the English track.
        var reply = try client.request(#"{"cmd":"play","file":\#(file),"subtitle_language":"en"}"#)
        try #require(reply.isOK, "\(reply)")
        var status = try #require(try client.waitUntilLoaded(), "\(daemon.log(tail: 10))")
        #expect(status["transcript_source"] as? String == "track 1 (eng)", "\(status)")
        // A track named by language, in its other form, wins over the learner's language.
        reply = try client.request(#"{"cmd":"play","file":\#(file),"subtitle_track":"es","subtitle_language":"en"}"#)
        try #require(reply.isOK, "\(reply)")
        status = try #require(try client.waitUntilLoaded(), "\(daemon.log(tail: 10))")
        #expect(status["transcript_source"] as? String == "track 2 (spa)", "\(status)")
        let transcript = try #require(try client.request("transcript").data)
        #expect((transcript["lines"] as? [[String: Any]])?.map { $0["text"] as? String } == (1...3).map { "Línea \($0) en español" })
        #expect(transcript["source"] as? String == "track 2 (spa)")
        let tracks = try #require(transcript["subtitle_tracks"] as? [[String: Any]])
        #expect(tracks.map { $0["index"] as? Int } == [1, 2])
        #expect(tracks.map { $0["language"] as? String } == ["eng", "spa"])
        #expect(tracks.map { $0["codec"] as? String } == ["subrip", "subrip"])
        #expect(tracks.map { $0["selected"] as? Bool } == [false, true])
        // By number.
        reply = try client.request(#"{"cmd":"play","file":\#(file),"subtitle_track":1}"#)
        try #require(reply.isOK, "\(reply)")
        status = try #require(try client.waitUntilLoaded(), "\(daemon.log(tail: 10))")
        #expect(status["transcript_source"] as? String == "track 1 (eng)", "\(status)")
    }

    @Test func subtitleFilesNamedWithALanguageAreChosenByIt() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let audio = try S.copyMarks(into: daemon.folder, as: "film.wav")
        let folder = daemon.folder.path
        try S.write(SubtitledMedia.subRip(Self.englishCues), to: "\(folder)/film.en.srt")
        try S.write(SubtitledMedia.subRip(Self.spanishCues), to: "\(folder)/film.spa.srt")
        let client = try daemon.connect()
        var status = try S.play(audio, on: client, daemon: daemon)
        #expect(status["transcript_source"] as? String == "\(folder)/film.en.srt", "without a language: the first by name")
        #expect((status["track"] as? [String: Any])?["transcript"] as? String == "\(folder)/film.en.srt")
        // Played again while it plays, a file goes on; stopped, it is loaded anew and its transcript chosen again.
        try #require(try client.request("stop").isOK)
        let reply = try client.request(#"{"cmd":"play","file":\#(S.json(audio)),"subtitle_language":"es"}"#)
        try #require(reply.isOK, "\(reply)")
        status = try #require(try client.waitUntilLoaded())
        #expect(status["transcript_source"] as? String == "\(folder)/film.spa.srt", "\(status)")
        #expect((status["lines"] as? NSNumber)?.intValue == 3)
    }

    @Test func aTrackThatIsNotThereIsRefusedAndTheSelectionStays() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let audio = try S.copyMarks(into: daemon.folder)
        let client = try daemon.connect()
        try S.play(audio, on: client, daemon: daemon)
        let other = try S.copyMarks(into: daemon.folder, as: "other.wav")
        let reply = try client.request(#"{"cmd":"play","file":\#(S.json(other)),"subtitle_track":2}"#)
        #expect(reply.errorCode == "bad_argument", "\(reply)")
        #expect(reply.errorMessage == "\(other): subtitle track 2 is not there; it has no text subtitle tracks.", "\(reply)")
        let details = (reply["error"] as? [String: Any])?["details"] as? [String: Any]
        #expect(details?["reason"] as? String == "no_such_subtitle_track")
        #expect(details?["track"] as? String == "2")
        let status = try #require(try client.request("status").data)
        #expect((status["track"] as? [String: Any])?["id"] as? String == "file:\(audio)", "\(status)")
        #expect(status["state"] as? String == "playing")
    }
}
