import Testing
@testable import ListenProtocol

/// `play`'s `subtitle_track` and `subtitle_language`: what is read, and what is refused.
struct SubtitleRequestTests {
    func command(_ line: String) -> Command? {
        try? RequestParser.parse(line).get().command
    }

    func refusal(_ line: String) -> String? {
        if case .failure(let failure) = RequestParser.parse(line) { return failure.error.message }
        return nil
    }

    @Test func aTrackIsANumberOrALanguage() {
        let file = PlayTarget.file("/m/film.mkv")
        #expect(command(#"{"cmd":"play","file":"/m/film.mkv","subtitle_track":2}"#)
            == .daemon(.play(file, subtitles: SubtitleRequest(track: .number(2)))))
        #expect(command(#"{"cmd":"play","file":"/m/film.mkv","subtitle_track":"3"}"#)
            == .daemon(.play(file, subtitles: SubtitleRequest(track: .number(3)))))
        #expect(command(#"{"cmd":"play","file":"/m/film.mkv","subtitle_track":"es"}"#)
            == .daemon(.play(file, subtitles: SubtitleRequest(track: .language("es")))))
        #expect(command(#"{"cmd":"play","file":"/m/film.mkv","subtitle_track":"pt-BR","subtitle_language":"eng"}"#)
            == .daemon(.play(file, subtitles: SubtitleRequest(track: .language("pt-BR"), preferredLanguage: "eng"))))
        #expect(command(#"{"cmd":"play","file":"/m/film.mkv","subtitle_track":null}"#) == .daemon(.play(file)))
    }

    @Test func otherValuesAreRefused() {
        for value in ["0", "-1", "1.5", #""english""#, #""""#, #""e""#, "true", #""2a""#] {
            let message = refusal(#"{"cmd":"play","file":"/m/film.mkv","subtitle_track":\#(value)}"#)
            #expect(message?.hasPrefix(#""subtitle_track" must be a track number (1, 2, …) or a language code (en, eng, es)"#) == true,
                    "\(value): \(String(describing: message))")
        }
        #expect(refusal(#"{"cmd":"play","file":"/m/film.mkv","subtitle_language":"2"}"#)
            == #""subtitle_language" must be a language code (en, eng, es), not "2"."#)
    }

    @Test func theSelectorReadsTextAsLearnctlGivesIt() throws {
        #expect(try SubtitleTrackSelector.parse("12") == .number(12))
        #expect(try SubtitleTrackSelector.parse(" eng ") == .language("eng"))
        #expect(throws: ProtocolError.self) { try SubtitleTrackSelector.parse("track 2") }
    }
}
