import Foundation
import LearnCore
import Testing

/// What the account commands leave on disk.
struct AccountFilesTests {
    @Test func filesAndDirectoriesArePrivate() throws {
        let cli = try LearnctlRunner()
        try cli.signUp()

        #expect(try permissions(of: cli.sessionFileURL) == 0o600)
        #expect(try permissions(of: cli.sessionFileURL.deletingLastPathComponent()) == 0o700)
        #expect(try permissions(of: cli.databaseURL) == 0o600)
        #expect(try permissions(of: cli.databaseURL.deletingLastPathComponent()) == 0o700)
    }

    @Test func theSessionFileHoldsOnlyA256BitToken() throws {
        let cli = try LearnctlRunner()
        try cli.signUp()
        let contents = try String(contentsOf: cli.sessionFileURL, encoding: .utf8)
        #expect(contents.count == 65)
        #expect(contents.dropLast().allSatisfy { "0123456789abcdef".contains($0) })
        #expect(contents.last == "\n")
    }

    @Test func noFileContainsAPassword() throws {
        let cli = try LearnctlRunner()
        let newPassword = "a brand new passphrase"
        try cli.signUp()
        try cli.succeed(["signout"])
        try cli.signIn()
        try cli.succeed(["passwd", "--password-stdin"], stdin: "\(LearnctlRunner.password)\n\(newPassword)\n")
        _ = try cli.run(["signin", "--email", "ada@example.com", "--password-stdin"], stdin: "a wrong passphrase\n")

        let files = try cli.filesUnderHome()
        #expect(files.contains { $0.lastPathComponent == "learn.sqlite" })
        #expect(files.contains { $0.lastPathComponent == "session" })
        for file in files {
            let bytes = try Data(contentsOf: file)
            for secret in [LearnctlRunner.password, newPassword, "a wrong passphrase"] {
                #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(file.path) contains a password")
            }
        }
    }

    @Test func theSessionTokenIsStoredOnlyAsItsHash() throws {
        let cli = try LearnctlRunner()
        try cli.signUp()
        let token = try String(contentsOf: cli.sessionFileURL, encoding: .utf8).trimmingCharacters(in: .newlines)
        for file in try cli.filesUnderHome() where file != cli.sessionFileURL {
            #expect(try Data(contentsOf: file).range(of: Data(token.utf8)) == nil, "\(file.path) contains the token")
        }
    }

    @Test func withoutXDGVariablesFilesGoUnderHome() throws {
        let cli = try LearnctlRunner()
        cli.environment["XDG_DATA_HOME"] = nil
        cli.environment["XDG_STATE_HOME"] = nil
        try cli.signUp()
        #expect(FileManager.default.fileExists(atPath: cli.home.appendingPathComponent(".local/share/learnctl/learn.sqlite").path))
        #expect(FileManager.default.fileExists(atPath: cli.home.appendingPathComponent(".local/state/learnctl/session").path))
    }

    @Test func learnctlDBChoosesTheDatabase() throws {
        let cli = try LearnctlRunner()
        let custom = cli.home.appendingPathComponent("elsewhere/custom.sqlite")
        cli.environment["LEARNCTL_DB"] = custom.path
        try cli.signUp()
        #expect(FileManager.default.fileExists(atPath: custom.path))
        #expect(!FileManager.default.fileExists(atPath: cli.home.appendingPathComponent(".local/share/learnctl").path))
    }

    private func permissions(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}
