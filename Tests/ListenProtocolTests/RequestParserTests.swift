import Testing
@testable import ListenProtocol

@Suite struct RequestParserTests {
    func command(_ line: String) -> Command? {
        try? RequestParser.parse(line).get().command
    }

    func failure(_ line: String) -> RequestFailure? {
        if case .failure(let failure) = RequestParser.parse(line) { return failure }
        return nil
    }

    @Test func jsonRequestsCarryTheirIdAndArguments() throws {
        let request = try RequestParser.parse(#"{"id": 7, "cmd": "play", "track": "Travel Dialogue 1"}"#).get()
        #expect(request.id == .number(7))
        #expect(request.command == .daemon(.play(.track("Travel Dialogue 1"))))
        #expect(try RequestParser.parse(#"{"id":"a","cmd":"status"}"#).get().id == .string("a"))
        #expect(command(#"{"cmd":"seek","offset":-10}"#) == .daemon(.seek(.relative(-10))))
        #expect(command(#"{"cmd":"seek","position":95.5}"#) == .daemon(.seek(.absolute(95.5))))
        #expect(command(#"{"cmd":"seek","position":"1:35"}"#) == .daemon(.seek(.absolute(95))))
        #expect(command(#"{"cmd":"seek","offset":"+10"}"#) == .daemon(.seek(.relative(10))))
        #expect(command(#"{"cmd":"subscribe"}"#) == .connection(.subscribe(intervalMilliseconds: 250)))
        #expect(command(#"{"cmd":"subscribe","interval_ms":50}"#) == .connection(.subscribe(intervalMilliseconds: 50)))
        #expect(command(#"{"cmd":"play","file":"/tmp/a.mp3"}"#) == .daemon(.play(.file("/tmp/a.mp3"))))
        #expect(command(#"{"cmd":"play","url":"https://example.org/a.mp3"}"#) == .daemon(.play(.url("https://example.org/a.mp3"))))
        #expect(command(#"{"cmd":"play"}"#) == .daemon(.play(nil)))
    }

    @Test func plainTextRequestsUseShellQuoting() {
        #expect(command("status") == .daemon(.status))
        #expect(command("seek +10") == .daemon(.seek(.relative(10))))
        #expect(command("seek -10") == .daemon(.seek(.relative(-10))))
        #expect(command("seek 95") == .daemon(.seek(.absolute(95))))
        #expect(command("seek 1:35") == .daemon(.seek(.absolute(95))))
        #expect(command("play Travel Dialogue 1") == .daemon(.play(.track("Travel Dialogue 1"))))
        #expect(command("play 'At the Doctor'\\''s'") == .daemon(.play(.track("At the Doctor's"))))
        #expect(command(#"play "/tmp/my file.mp3""#) == .daemon(.play(.file("/tmp/my file.mp3"))))
        #expect(command("PLAY https://example.org/x.ogg") == .daemon(.play(.url("https://example.org/x.ogg"))))
        #expect(command("subscribe 100") == .connection(.subscribe(intervalMilliseconds: 100)))
        #expect(command("status\r") == .daemon(.status))
        #expect(command("play At the Doctor's") == .daemon(.play(.track("At the Doctor's"))))
    }

    @Test func malformedJSONIsAnError() {
        #expect(failure(#"{"cmd": "status""#)?.error.code == .malformedJSON)
        #expect(failure(#"{"cmd": 5}"#)?.error.code == .invalidRequest)
        #expect(failure(#"{"id": [1], "cmd": "status"}"#)?.error.code == .invalidRequest)
        #expect(failure(#"{"id": 3}"#)?.error == ProtocolError(.invalidRequest, "The request has no \"cmd\"."))
    }

    @Test func errorsKeepTheIdWhenItWasRead() {
        let bad = failure(#"{"id": "x1", "cmd": "seek", "offset": "sideways"}"#)
        #expect(bad?.id == .string("x1"))
        #expect(bad?.error.code == .badArgument)
    }

    @Test func badArgumentsAndUnknownCommandsAreNamed() {
        #expect(failure("seek sideways")?.error.code == .badArgument)
        #expect(failure("seek sideways")?.error.message.contains("sideways") == true)
        #expect(failure("seek")?.error.code == .badArgument)
        #expect(failure("status now")?.error.code == .badArgument)
        #expect(failure("subscribe 5")?.error.code == .badArgument)
        #expect(failure(#"{"cmd":"subscribe","interval_ms":"fast"}"#)?.error.code == .badArgument)
        // An interval beyond an hour is refused in both forms (a huge one lost precision on its
        // way through the client's JSON encoder).
        #expect(command(#"{"cmd":"subscribe","interval_ms":3600000}"#) == .connection(.subscribe(intervalMilliseconds: 3_600_000)))
        #expect(failure(#"{"cmd":"subscribe","interval_ms":3600001}"#)?.error.code == .badArgument)
        #expect(failure("subscribe 480817604439572480")?.error.code == .badArgument)
        #expect(failure(#"{"cmd":"play","file":"relative.mp3"}"#)?.error.code == .badArgument)
        let unknown = failure("stauts")
        #expect(unknown?.error.code == .unknownCommand)
        #expect(unknown?.error.message.contains("Did you mean \"status\"?") == true)
        #expect(failure("")?.error.code == .invalidRequest)
    }
}

@Suite struct SeekTargetTests {
    @Test(arguments: [
        ("+10", SeekTarget.relative(10)), ("-10", .relative(-10)), ("95", .absolute(95)), ("1:35", .absolute(95)),
        ("-0:30", .relative(-30)), ("1:02:03", .absolute(3723)), ("12.5", .absolute(12.5)), (" +2.5 ", .relative(2.5)),
    ])
    func parses(_ text: String, _ expected: SeekTarget) {
        #expect(SeekTarget.parse(text) == expected)
    }

    @Test(arguments: ["", "sideways", "1:75", "+", "1::2", "1:2:3:4", "nan", "inf", "1e3", "0x10"])
    func rejects(_ text: String) {
        #expect(SeekTarget.parse(text) == nil)
    }
}
