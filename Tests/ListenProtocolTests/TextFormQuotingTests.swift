import Testing
@testable import ListenProtocol

/// The plain-text form's quoting: a quote opens only at the start of a word and only when it
/// closes; any other quote is an ordinary character.
@Suite struct TextFormQuotingTests {
    func command(_ line: String) -> Command? {
        try? RequestParser.parse(line).get().command
    }

    @Test func anApostropheLaterInTheLineLeavesEarlierQuotesWorking() {
        #expect(command(#"library_add "/m/My Song.mp3" Rock 'n roll"#)
            == .daemon(.libraryAdd(LibraryAddition(source: "/m/My Song.mp3", title: "Rock 'n roll"))))
        #expect(command(#"library_add '/m/My Song.mp3' At the Doctor's"#)
            == .daemon(.libraryAdd(LibraryAddition(source: "/m/My Song.mp3", title: "At the Doctor's"))))
    }

    @Test(arguments: [
        ("play At the Doctor's", ["play", "At", "the", "Doctor's"]),
        ("play rock'n'roll", ["play", "rock'n'roll"]),
        ("play 'At the Doctor's'", ["play", "At the Doctor's"]),
        (#"play "At the Doctor's""#, ["play", "At the Doctor's"]),
        (#"play 'At the Doctor'\''s'"#, ["play", "At the Doctor's"]),
        (#"play "a \"b\" c" d"#, ["play", #"a "b" c"#, "d"]),
        (#"play "unclosed words"#, ["play", #""unclosed"#, "words"]),
        ("play 'n roll", ["play", "'n", "roll"]),
        (#"play say"hi" there"#, ["play", #"say"hi""#, "there"]),
        ("play '' x", ["play", "", "x"]),
        (#"play a\ b"#, ["play", "a b"]),
    ])
    func splits(_ line: String, _ words: [String]) {
        #expect(TextCommandLexer.split(line) == words)
    }
}
