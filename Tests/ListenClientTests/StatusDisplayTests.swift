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

    @Test func theStatusObjectIsWhatJSONEncoderWrites() throws {
        for status in Self.statuses {
            #expect(StatusDisplay.json.text(status) == (try Self.encoded(status)))
        }
    }
}
