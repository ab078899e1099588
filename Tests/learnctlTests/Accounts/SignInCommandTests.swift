import Foundation
import Testing

struct SignInCommandTests {
    @Test func signingInFromAScript() throws {
        let cli = try LearnctlRunner()
        try cli.startSignedUp()
        try cli.succeed(["signout"])

        let result = try cli.run(
            ["signin", "--email", "ADA@example.com", "--password-stdin"], stdin: LearnctlRunner.password + "\n")
        #expect(result.status == 0)
        #expect(result.stdout == "Signed in as ada@example.com.\n")
        #expect(try cli.run(["whoami"]).stdout == "ada@example.com\n")
    }

    @Test func unknownEmailAndWrongPasswordGetTheSameMessage() throws {
        let cli = try LearnctlRunner()
        try cli.startSignedUp()
        let wrongPassword = try cli.run(["signin", "--email", "ada@example.com", "--password-stdin"], stdin: "wrong password\n")
        let unknownEmail = try cli.run(
            ["signin", "--email", "grace@example.com", "--password-stdin"], stdin: LearnctlRunner.password + "\n")

        #expect(wrongPassword.status == 1)
        #expect(wrongPassword.stderr == "Error: Invalid email or password.\n")
        #expect(unknownEmail.status == wrongPassword.status)
        #expect(unknownEmail.stderr == wrongPassword.stderr)
    }

    @Test func afterFiveFailuresEvenTheRightPasswordWaits() throws {
        let cli = try LearnctlRunner()
        cli.environment["TZ"] = "UTC"
        try cli.signUp(now: learnctlNow())
        for _ in 1...5 {
            let failure = try cli.run(
                ["signin", "--email", "ada@example.com", "--password-stdin"], stdin: "wrong password\n", now: learnctlNow())
            #expect(failure.stderr == "Error: Invalid email or password.\n")
        }

        let refused = try cli.run(
            ["signin", "--email", "ada@example.com", "--password-stdin"],
            stdin: LearnctlRunner.password + "\n", now: learnctlNow(plus: 10))
        #expect(refused.status == 1)
        #expect(refused.stderr
            == "Error: Too many failed attempts for this email. Try again in 20 seconds (after 09:00:30).\n")

        let allowed = try cli.run(
            ["signin", "--email", "ada@example.com", "--password-stdin"],
            stdin: LearnctlRunner.password + "\n", now: learnctlNow(plus: 30))
        #expect(allowed.status == 0)
    }

    @Test func theBackOffDoublesAfterTheFirstLockout() throws {
        let cli = try LearnctlRunner()
        cli.environment["TZ"] = "Europe/Madrid"
        func failSignIn(at seconds: TimeInterval) throws -> LearnctlResult {
            try cli.run(["signin", "--email", "ada@example.com", "--password-stdin"], stdin: "wrong password\n",
                        now: learnctlNow(plus: seconds))
        }
        for _ in 1...5 { _ = try failSignIn(at: 0) }
        #expect(try failSignIn(at: 30).stderr == "Error: Invalid email or password.\n")

        #expect(try failSignIn(at: 31).stderr
            == "Error: Too many failed attempts for this email. Try again in 59 seconds (after 10:01:30).\n")
    }

    @Test func aSuccessfulSignInResetsTheCount() throws {
        let cli = try LearnctlRunner()
        try cli.signUp(now: learnctlNow())
        for round in 0..<2 {
            for _ in 1...4 {
                _ = try cli.run(["signin", "--email", "ada@example.com", "--password-stdin"], stdin: "wrong password\n",
                                now: learnctlNow(plus: Double(round)))
            }
            try cli.signIn(now: learnctlNow(plus: Double(round)))
        }
    }
}
