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

    @Test func aTemporaryFileLeftByAKilledProcessDoesNotBlockWriting() throws {
        let directory = try TemporaryDirectory()
        let url = directory.path("state/learnctl/session")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let leftover = url.path + ".\(getpid()).tmp"
        try Data("half a token".utf8).write(to: URL(fileURLWithPath: leftover))

        let token = SessionToken.random()
        try SessionFile(url: url).write(token)
        #expect(try SessionFile(url: url).read() == token)
        #expect(try permissions(of: url) == 0o600)
        try SessionFile(url: url).write(.random())
        let names = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(names.filter { $0.hasPrefix("session.") && $0 != "session.\(getpid()).tmp" }.isEmpty,
                "no temporary file stays behind: \(names)")
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
