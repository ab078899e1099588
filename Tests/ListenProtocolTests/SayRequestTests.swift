import Testing
@testable import ListenProtocol

/// `say` and `voices` as requests: both forms, and every limit refused with `bad_argument`.
@Suite struct SayRequestTests {
    private func command(_ line: String) -> Command? {
        try? RequestParser.parse(line).get().command
    }

    private func error(_ line: String) -> ProtocolError? {
        if case .failure(let failure) = RequestParser.parse(line) { return failure.error }
        return nil
    }

    @Test func jsonFormCarriesTextVoiceAndRate() {
        #expect(command(#"{"cmd":"say","text":"Nice to meet you"}"#) == .daemon(.say(SayRequest(text: "Nice to meet you"))))
        #expect(command(#"{"cmd":"say","text":"Hola","voice":"es","rate":120}"#)
            == .daemon(.say(SayRequest(text: "Hola", voice: "es", rate: 120))))
        #expect(command(#"{"cmd":"voices"}"#) == .daemon(.voices))
    }

    @Test func textFormSpeaksTheRestOfTheLine() {
        #expect(command("say Nice to meet you") == .daemon(.say(SayRequest(text: "Nice to meet you"))))
        #expect(command("say 'It''s  late'") == .daemon(.say(SayRequest(text: "Its  late"))))
        #expect(command("voices") == .daemon(.voices))
    }

    @Test func emptyTextStopsSpeaking() {
        for line in ["say", #"{"cmd":"say","text":""}"#, #"{"cmd":"say","text":"  "}"#] {
            guard case .daemon(.say(let request))? = command(line) else { Issue.record("\(line)"); continue }
            #expect(request.stops, "\(line)")
        }
        #expect(!SayRequest(text: "a").stops)
    }

    @Test func twoThousandCharactersAreTheLimit() {
        let longest = String(repeating: "é", count: 2000)
        #expect(command(#"{"cmd":"say","text":"\#(longest)"}"#) == .daemon(.say(SayRequest(text: longest))))
        let tooLong = String(repeating: "a", count: 2001)
        for line in [#"{"cmd":"say","text":"\#(tooLong)"}"#, "say \(tooLong)"] {
            let refused = error(line)
            #expect(refused?.code == .badArgument)
            #expect(refused?.message == "say takes at most 2000 characters of text, not 2001.")
        }
    }

    @Test(arguments: [
        (#"{"cmd":"say"}"#, #"say needs a "text" (empty stops speaking)."#),
        (#"{"cmd":"say","text":5}"#, #""text" must be a string."#),
        (#"{"cmd":"say","text":"a","rate":79}"#, #""rate" must be from 80 to 450 words per minute, not 79."#),
        (#"{"cmd":"say","text":"a","rate":451}"#, #""rate" must be from 80 to 450 words per minute, not 451."#),
        (#"{"cmd":"say","text":"a","rate":175.5}"#, #""rate" must be a whole number."#),
        (#"{"cmd":"say","text":"a","voice":" "}"#, #""voice" must name a voice; `voices` lists them."#),
        (#"{"cmd":"say","text":"a","voice":3}"#, #""voice" must be a string."#),
        ("voices en", "voices takes no arguments."),
    ])
    func badArgumentsAreRefused(_ line: String, _ message: String) {
        let refused = error(line)
        #expect(refused?.code == .badArgument, "\(line)")
        #expect(refused?.message == message, "\(line)")
    }
}
