import Foundation
import Testing

struct SignOutCommandTests {
    @Test func signingOutEndsTheSessionInTheDatabaseToo() throws {
        let cli = try LearnctlRunner()
        try cli.startSignedUp()
        let token = try Data(contentsOf: cli.sessionFileURL)

        let result = try cli.run(["signout"])
        #expect(result.status == 0)
        #expect(result.stdout == "Signed out.\n")
        #expect(!FileManager.default.fileExists(atPath: cli.sessionFileURL.path))

        try token.write(to: cli.sessionFileURL)
        let whoami = try cli.run(["whoami"])
        #expect(whoami.status == 1)
        #expect(whoami.stderr == "Error: Not signed in — run `learnctl signin` or `learnctl signup`.\n")
    }

    @Test func signingOutWhenSignedOutIsNotAnError() throws {
        let cli = try LearnctlRunner()
        let result = try cli.run(["signout"])
        #expect(result.status == 0)
        #expect(result.stdout == "You were not signed in.\n")
    }
}
