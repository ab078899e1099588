import Testing
@testable import ListenProtocol

/// `file:` URLs in `play` and `library_add`: absolute only, percent escapes exact.
@Suite struct FileURLTests {
    func command(_ line: String) -> Command? {
        try? RequestParser.parse(line).get().command
    }

    func failure(_ line: String) -> ProtocolError? {
        if case .failure(let failure) = RequestParser.parse(line) { return failure.error }
        return nil
    }

    @Test func absoluteFileURLsNameTheirPath() {
        #expect(command("play file:///tmp/a%20b.mp3") == .daemon(.play(.file("/tmp/a b.mp3"))))
        #expect(command("play file://localhost/tmp/a.mp3") == .daemon(.play(.file("/tmp/a.mp3"))))
        #expect(command("play FILE:///tmp/%C3%A9t%C3%A9.mp3") == .daemon(.play(.file("/tmp/été.mp3"))))
        #expect(command("library_add file:///tmp/a.mp3 A title")
            == .daemon(.libraryAdd(LibraryAddition(source: "/tmp/a.mp3", title: "A title"))))
        #expect(command(#"{"cmd":"library_add","source":"file:///tmp/a%2Eb.mp3","title":"T"}"#)
            == .daemon(.libraryAdd(LibraryAddition(source: "/tmp/a.b.mp3", title: "T"))))
    }

    @Test(arguments: ["file://music/a.mp3", "file:a.mp3", "file://example.org/a.mp3", "file://"])
    func relativeOrRemoteFileURLsAreRefused(_ url: String) {
        let error = failure("play \(url)")
        #expect(error?.code == .badArgument, "\(url)")
        #expect(error?.message.contains("file:///") == true, "\(url): \(String(describing: error))")
        #expect(failure("library_add \(url) A title")?.code == .badArgument)
        #expect(failure(#"{"cmd":"library_add","source":"\#(url)","title":"T"}"#)?.code == .badArgument)
    }

    @Test(arguments: ["file:///tmp/100%.mp3", "file:///tmp/%zz.mp3", "file:///tmp/a%2", "file:///tmp/%00x", "file:///tmp/%FF.mp3"])
    func brokenPercentEscapesAreRefused(_ url: String) {
        let error = failure("play \(url)")
        #expect(error?.code == .badArgument, "\(url)")
        #expect(error?.message.contains("%") == true, "\(url): \(String(describing: error))")
    }

    @Test func aTitleThatStartsWithFileIsATitle() {
        #expect(command("play File: the sequel") == .daemon(.play(.track("File: the sequel"))))
        #expect(command("play Filed away") == .daemon(.play(.track("Filed away"))))
    }
}
