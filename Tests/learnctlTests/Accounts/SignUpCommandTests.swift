import Foundation
import Testing

struct SignUpCommandTests {
    @Test func signingUpFromAScriptSignsIn() throws {
        let cli = try LearnctlRunner()
        let result = try cli.run(
            ["signup", "--email", "Ada@Example.com", "--password-stdin"], stdin: LearnctlRunner.password + "\n")

        #expect(result.status == 0)
        #expect(result.stdout
            == "Signed up and signed in as ada@example.com. Run `learnctl` to see what to do today, or `learnctl --help` for everything you can practise.\n")
        #expect(result.stderr.isEmpty)
        #expect(try cli.run(["whoami"]).stdout == "ada@example.com\n")
    }

    @Test(arguments: [
        ("ada@example", LearnctlRunner.password, "That is not a valid email address; use the form name@example.com."),
        ("ada lovelace@example.com", LearnctlRunner.password, "That is not a valid email address; use the form name@example.com."),
        (String(repeating: "a", count: 243) + "@example.com", LearnctlRunner.password,
         "That is not a valid email address; use the form name@example.com."),
        ("ada@example.com", "1234567", "The password is too short; use at least 8 characters."),
    ])
    func ruleViolationsAreExplained(email: String, password: String, message: String) throws {
        let cli = try LearnctlRunner()
        let result = try cli.run(["signup", "--email", email, "--password-stdin"], stdin: password + "\n")
        #expect(result.status == 1)
        #expect(result.stderr == "Error: \(message)\n")
        #expect(result.stdout.isEmpty)
        #expect(try cli.run(["whoami"]).status == 1)
    }

    @Test func anEmailHasOneAccountWhateverItsCase() throws {
        let cli = try LearnctlRunner()
        try cli.signUp("ada@example.com")
        let result = try cli.run(
            ["signup", "--email", "ADA@Example.COM", "--password-stdin"], stdin: "another password\n")
        #expect(result.status == 1)
        #expect(result.stderr == "Error: An account with this email already exists.\n")
    }

    @Test func withoutATerminalThePasswordMustComeFromPasswordStdin() throws {
        let cli = try LearnctlRunner()
        let result = try cli.run(["signup", "--email", "ada@example.com"], stdin: LearnctlRunner.password + "\n")
        #expect(result.status == 1)
        #expect(result.stderr == """
            Error: Standard input is not a terminal, so learnctl cannot prompt. \
            Pass --email EMAIL --password-stdin and write the password as one line on standard input.

            """)
    }

    @Test func passwordStdinNeedsEmail() throws {
        let cli = try LearnctlRunner()
        let result = try cli.run(["signup", "--password-stdin"], stdin: LearnctlRunner.password + "\n")
        #expect(result.status == LearnctlRunner.usageErrorStatus)
        #expect(result.stderr.hasPrefix("Error: --password-stdin needs --email.\n"))
    }

    @Test func aMissingPasswordLineIsReported() throws {
        let cli = try LearnctlRunner()
        let result = try cli.run(["signup", "--email", "ada@example.com", "--password-stdin"], stdin: "")
        #expect(result.status == 1)
        #expect(result.stderr == "Error: No password was given: standard input ended.\n")
    }
}
