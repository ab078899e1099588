#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Testing
@testable import ListenProtocol

/// The text and JSON forms of `line`, `speed`, `loop` and `autopause`, and what they refuse.
@Suite struct LineCommandsTests {
    private func parse(_ line: String) throws -> Command {
        try RequestParser.parse(line).get().command
    }

    private func refusal(_ line: String) -> ProtocolError? {
        if case .failure(let failure) = RequestParser.parse(line) { return failure.error }
        return nil
    }

    @Test func textFormsReadAsTheIssueWritesThem() throws {
        #expect(try parse("line next") == .daemon(.line(.next)))
        #expect(try parse("line prev") == .daemon(.line(.previous)))
        #expect(try parse("line replay") == .daemon(.line(.replay)))
        #expect(try parse("line 7") == .daemon(.line(.index(7))))
        #expect(try parse("speed 0.75") == .daemon(.speed(.to(0.75))))
        #expect(try parse("speed 1") == .daemon(.speed(.to(1))))
        #expect(try parse("speed +0.1") == .daemon(.speed(.by(0.1))))
        #expect(try parse("speed -0.25") == .daemon(.speed(.by(-0.25))))
        #expect(try parse("loop 10 20") == .daemon(.loop(LoopRequest(span: .range(a: 10, b: 20)))))
        #expect(try parse("loop 10 20 3") == .daemon(.loop(LoopRequest(span: .range(a: 10, b: 20), repeatCount: 3))))
        #expect(try parse("loop 1:00 1:05.5 2 0.5") == .daemon(.loop(LoopRequest(span: .range(a: 60, b: 65.5), repeatCount: 2, gap: 0.5))))
        #expect(try parse("loop line") == .daemon(.loop(LoopRequest(span: .line))))
        #expect(try parse("loop line 5 1.5") == .daemon(.loop(LoopRequest(span: .line, repeatCount: 5, gap: 1.5))))
        #expect(try parse("loop line forever 2") == .daemon(.loop(LoopRequest(span: .line, gap: 2))))
        #expect(try parse("loop off") == .daemon(.loop(nil)))
        #expect(try parse("autopause on") == .daemon(.autopause(true)))
        #expect(try parse("autopause off") == .daemon(.autopause(false)))
        #expect(try parse("transcript") == .daemon(.transcript))
        #expect(try parse("transcript Travel Dialogue 1") == .daemon(.recordingTranscript("Travel Dialogue 1")))
        #expect(try parse(#"{"cmd":"transcript","track":"td-1"}"#) == .daemon(.recordingTranscript("td-1")))
        #expect(try parse(#"{"cmd":"transcript"}"#) == .daemon(.transcript))
    }

    @Test func jsonFormsAcceptNumbersAndTheirTextForms() throws {
        #expect(try parse(#"{"cmd":"line","to":3}"#) == .daemon(.line(.index(3))))
        #expect(try parse(#"{"cmd":"line","to":"3"}"#) == .daemon(.line(.index(3))))
        #expect(try parse(#"{"cmd":"speed","value":"0.5"}"#) == .daemon(.speed(.to(0.5))))
        #expect(try parse(#"{"cmd":"speed","delta":"0.1"}"#) == .daemon(.speed(.by(0.1))))
        #expect(try parse(#"{"cmd":"loop","a":"0:10","b":20,"repeat":2}"#)
            == .daemon(.loop(LoopRequest(span: .range(a: 10, b: 20), repeatCount: 2))))
        #expect(try parse(#"{"cmd":"loop","line":true,"gap":1}"#) == .daemon(.loop(LoopRequest(span: .line, gap: 1))))
        #expect(try parse(#"{"cmd":"loop","off":true}"#) == .daemon(.loop(nil)))
        #expect(try parse(#"{"cmd":"autopause","on":false}"#) == .daemon(.autopause(false)))
    }

    @Test func badArgumentsAreRefusedWithAReason() {
        for line in ["line", "line 1 2", "line later", #"{"cmd":"line"}"#, #"{"cmd":"line","to":1.5}"#,
                     "speed", "speed fast", "speed 0.75 1", #"{"cmd":"speed"}"#,
                     "loop", "loop 20 10", "loop 10", "loop 10 20 0", "loop 10 20 x", "loop line 2 -1", "loop line 2 61",
                     "loop off now", "loop 10 20 3 1 9", #"{"cmd":"loop"}"#, #"{"cmd":"loop","a":5}"#,
                     "autopause", "autopause maybe", #"{"cmd":"autopause"}"#, #"{"cmd":"transcript","track":5}"#] {
            let error = refusal(line)
            #expect(error?.code == .badArgument, "\(line): \(String(describing: error))")
            #expect((error?.message.count ?? 0) > 10, "\(line)")
        }
    }

    @Test func speedValuesStayWithinHalfAndDoubleAndStepsAddUpExactly() throws {
        #expect(try SpeedChange.to(0.75).applied(to: 1) == 0.75)
        #expect(throws: ProtocolError.self) { try SpeedChange.to(0.4).applied(to: 1) }
        #expect(throws: ProtocolError.self) { try SpeedChange.to(2.5).applied(to: 1) }
        var speed = 1.0
        for _ in 0..<3 { speed = try SpeedChange.by(-0.1).applied(to: speed) }
        #expect(speed == 0.7)
        #expect(try SpeedChange.by(0.5).applied(to: 1.8) == 2)
        #expect(try SpeedChange.by(-1).applied(to: 0.8) == 0.5)
    }

    @Test func statusMembersAreAlwaysPresentAndOlderStatusesStillDecode() throws {
        let status = StatusPayload(state: .playing, track: nil, position: 1.23456, duration: 10, error: nil,
                                   line: TranscriptLine(index: 2, start: 1, end: 2.5, text: "Hola"), lines: 4, speed: 0.75,
                                   loop: LoopPayload(a: 1, b: 2.5, repeat: nil, done: 1, gap: 0), autopause: true)
        let line = Wire.event(.line, status)
        for member in [#""event":"line""#, #""line":{"end":2.5,"index":2,"speaker":null,"start":1,"text":"Hola"}"#,
                       #""lines":4"#, #""speed":0.75"#, #""loop":{"a":1,"b":2.5,"done":1,"gap":0,"repeat":null}"#,
                       #""autopause":true"#, #""transcript_error":null"#] {
            #expect(line.contains(member), "\(member) in \(line)")
        }
        let old = #"{"state":"paused","track":null,"position":3,"duration":10,"error":null}"#
        let decoded = try JSONDecoder().decode(StatusPayload.self, from: Data(old.utf8))
        #expect(decoded.speed == 1 && decoded.lines == 0 && decoded.line == nil && !decoded.autopause)
    }
}
