import Foundation
import Testing

struct WhoAmICommandTests {
    @Test func withoutASessionItSaysHowToSignIn() throws {
        let cli = try LearnctlRunner()
        let result = try cli.run(["whoami"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: Not signed in — run `learnctl signin` or `learnctl signup`.\n")
    }

    @Test func jsonDescribesTheAccount() throws {
        let cli = try LearnctlRunner()
        try cli.signUp("Ada@Example.com", now: learnctlNow())

        let result = try cli.run(["whoami", "--json"], now: learnctlNow(plus: 60))
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["email"] as? String == "ada@example.com")
        #expect(object["createdAt"] as? String == "2025-01-31T09:00:00Z")
        #expect(object["id"] as? Int == 1)
        #expect(object.count == 3)
    }

    @Test func theSessionLastsThirtyDaysFromItsLastUse() throws {
        let cli = try LearnctlRunner()
        try cli.signUp(now: learnctlNow())
        #expect(try cli.run(["whoami"], now: learnctlNow(plus: 29 * day)).status == 0)
        #expect(try cli.run(["whoami"], now: learnctlNow(plus: 58 * day)).status == 0)
        #expect(try cli.run(["whoami"], now: learnctlNow(plus: 87 * day)).status == 0)

        let expired = try cli.run(["whoami"], now: learnctlNow(plus: 117 * day + 1))
        #expect(expired.status == 1)
        #expect(expired.stderr == "Error: Not signed in — run `learnctl signin` or `learnctl signup`.\n")
    }

    @Test func anInvalidLearnctlNowIsReported() throws {
        let cli = try LearnctlRunner()
        let result = try cli.run(["whoami"], now: "tomorrow at noon")
        #expect(result.status == 1)
        #expect(result.stderr
            == "Error: LEARNCTL_NOW must be an ISO 8601 date and time such as 2025-01-31T09:00:00Z, not “tomorrow at noon”.\n")
    }
}
