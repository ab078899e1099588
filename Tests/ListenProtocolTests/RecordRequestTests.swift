import Testing
@testable import ListenProtocol

/// `record` and `record_stop` as requests: both forms, the default limit, and limits refused
/// with `bad_argument`.
@Suite struct RecordRequestTests {
    private func command(_ line: String) -> Command? {
        try? RequestParser.parse(line).get().command
    }

    private func error(_ line: String) -> ProtocolError? {
        if case .failure(let failure) = RequestParser.parse(line) { return failure.error }
        return nil
    }

    @Test func bothFormsCarryTheLimit() {
        #expect(command(#"{"cmd":"record"}"#) == .daemon(.record(RecordRequest(maximumSeconds: 15))))
        #expect(command(#"{"cmd":"record","max_s":30}"#) == .daemon(.record(RecordRequest(maximumSeconds: 30))))
        #expect(command("record") == .daemon(.record(RecordRequest())))
        #expect(command("record 2.5") == .daemon(.record(RecordRequest(maximumSeconds: 2.5))))
        #expect(command("record_stop") == .daemon(.recordStop))
        #expect(command(#"{"cmd":"record_stop"}"#) == .daemon(.recordStop))
    }

    @Test func limitsOutsideOneToOneHundredTwentySecondsAreRefused() {
        #expect(command("record 1") == .daemon(.record(RecordRequest(maximumSeconds: 1))))
        #expect(command("record 120") == .daemon(.record(RecordRequest(maximumSeconds: 120))))
        for line in [#"{"cmd":"record","max_s":0.5}"#, #"{"cmd":"record","max_s":121}"#, "record -3", "record 1e999"] {
            let refused = error(line)
            #expect(refused?.code == .badArgument, "\(line)")
            #expect(refused?.message.contains("from 1 to 120 seconds") == true, "\(refused?.message ?? "")")
        }
        #expect(error(#"{"cmd":"record","max_s":"long"}"#)?.message == #""max_s" must be a number."#)
        #expect(error("record soon")?.message == #"The longest take must be a number of seconds, not "soon"."#)
        #expect(error("record 1 2")?.code == .badArgument)
        #expect(error("record_stop now")?.message == "record_stop takes no arguments.")
    }

    @Test func theClientWritesWhatTheParserReads() {
        for request in [RecordRequest(), RecordRequest(maximumSeconds: 42)] {
            let line = Wire.request(Request(command: .daemon(.record(request))))
            #expect(command(line) == .daemon(.record(request)), "\(line)")
        }
    }
}
