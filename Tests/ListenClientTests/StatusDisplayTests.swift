import FoundationEssentials
import ListenClient
import ListenProtocol
import Testing

/// The JSON forms of `learnctl status` are written directly, byte for byte as `JSONEncoder`
/// writes them (sorted keys, slashes as they are).
@Suite struct StatusDisplayTests {
    static let statuses = [
        StatusPayload(state: .stopped, track: nil, position: 0, duration: nil, error: nil),
        StatusPayload(state: .playing, track: TrackPayload(id: "a/b", title: "Tom & Jerry <live> \u{1B}]0;x\u{7}", level: "B1",
                                                           duration: 61.5, source: .url),
                      position: 12.3456, duration: nil, error: "It \"broke\"\n",
                      line: TranscriptLine(index: 2, start: 1, end: 2.5, text: "Hi <b>", speaker: "Ann"), lines: 9,
                      speed: 1.25, loop: LoopPayload(a: 1, b: 2, repeat: nil, done: 0, gap: 0), autopause: true),
        StatusPayload(state: .paused, track: nil, position: 3, duration: 10, error: nil,
                      speech: SpeechPayload(utterance: 1, speaking: true, text: "¿Qué \"tal\"?", voice: "es", rate: 175, duration: 0.5)),
    ]

    static func encoded(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func waybarJSONIsWhatJSONEncoderWrites() throws {
        for status in Self.statuses {
            for template in [nil, try StatusTemplate("{title} {line}")] {
                let waybar = WaybarStatus(status, template: template)
                #expect(StatusDisplay.waybar(template).text(status) == (try Self.encoded(waybar)))
            }
        }
    }

    @Test func theBlockNamesWhatIsBeingSpoken() {
        let speech = SpeechPayload(utterance: 2, speaking: true, text: "Nice to \u{1B}[31mmeet you", voice: "en-us", rate: 150)
        let status = StatusPayload(state: .paused, track: nil, position: 0, duration: nil, error: nil, speech: speech)
        #expect(status.blockText.split(separator: "\n").last == "Speaking: “Nice to [31mmeet you” (en-us, 150 words a minute)")
        let long = SpeechPayload(utterance: 3, speaking: true, text: String(repeating: "word ", count: 30), voice: "en", rate: 175)
        let cut = StatusPayload(state: .stopped, track: nil, position: 0, duration: nil, error: nil, speech: long).blockText
        #expect(cut.hasSuffix("Speaking: “" + String(repeating: "word ", count: 11) + "word…” (en, 175 words a minute)"), "\(cut)")
        #expect(!StatusPayload(state: .stopped, track: nil, position: 0, duration: nil, error: nil).blockText.contains("Speaking"))
    }

    @Test func theStatusObjectIsWhatJSONEncoderWrites() throws {
        for status in Self.statuses {
            #expect(StatusDisplay.json.text(status) == (try Self.encoded(status)))
        }
    }
}
