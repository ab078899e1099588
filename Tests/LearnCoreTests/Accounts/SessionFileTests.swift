import Foundation
import Testing
@testable import LearnCore

struct SessionFileTests {
    @Test func theFileIsPrivateAndHoldsOnlyTheToken() throws {
        let directory = try TemporaryDirectory()
        let url = directory.path("state/learnctl/session")
        let token = SessionToken.random()
        try SessionFile(url: url).write(token)

        #expect(try permissions(of: url) == 0o600)
        #expect(try permissions(of: url.deletingLastPathComponent()) == 0o700)
        #expect(try String(contentsOf: url, encoding: .utf8) == token.hex + "\n")
        #expect(try SessionFile(url: url).read() == token)
    }

    @Test func aMissingFileMeansNoSession() throws {
        let directory = try TemporaryDirectory()
        #expect(try SessionFile(url: directory.path("session")).read() == nil)
    }

    @Test func aFileWithoutATokenMeansNoSession() throws {
        let directory = try TemporaryDirectory()
        let url = directory.path("session")
        try Data("not a token\n".utf8).write(to: url)
        #expect(try SessionFile(url: url).read() == nil)
    }

    @Test func removingDeletesTheFile() throws {
        let directory = try TemporaryDirectory()
        let file = SessionFile(url: directory.path("session"))
        try file.write(.random())
        try file.remove()
        #expect(!FileManager.default.fileExists(atPath: file.url.path))
        try file.remove()
    }
}
