import Foundation
import Testing

struct PasswdCommandTests {
    let newPassword = "a brand new passphrase"

    @Test func changingThePasswordSignsOutTheOtherSessions() throws {
        let laptop = try LearnctlRunner()
        try laptop.startSignedUp()
        let desktop = try LearnctlRunner(databaseURL: laptop.databaseURL)
        try desktop.signIn()

        let result = try laptop.run(["passwd", "--password-stdin"], stdin: "\(LearnctlRunner.password)\n\(newPassword)\n")
        #expect(result.status == 0)
        #expect(result.stdout == "Password changed for ada@example.com. Its other sessions were signed out.\n")

        #expect(try laptop.run(["whoami"]).stdout == "ada@example.com\n")
        #expect(try desktop.run(["whoami"]).status == 1)
        #expect(try desktop.run(["signin", "--email", "ada@example.com", "--password-stdin"],
                                stdin: LearnctlRunner.password + "\n").stderr == "Error: Invalid email or password.\n")
        try desktop.signIn(password: newPassword)
    }

    @Test func theCurrentPasswordMustBeRight() throws {
        let cli = try LearnctlRunner()
        try cli.startSignedUp()
        let result = try cli.run(["passwd", "--password-stdin"], stdin: "wrong password\n\(newPassword)\n")
        #expect(result.status == 1)
        #expect(result.stderr == "Error: The password is incorrect.\n")
        try cli.signIn()
    }

    @Test func theNewPasswordFollowsTheRules() throws {
        let cli = try LearnctlRunner()
        try cli.startSignedUp()
        let result = try cli.run(["passwd", "--password-stdin"], stdin: "\(LearnctlRunner.password)\nshort\n")
        #expect(result.status == 1)
        #expect(result.stderr == "Error: The password is too short; use at least 8 characters.\n")
    }

    @Test func itNeedsASession() throws {
        let cli = try LearnctlRunner()
        let result = try cli.run(["passwd", "--password-stdin"], stdin: "\(LearnctlRunner.password)\n\(newPassword)\n")
        #expect(result.status == 1)
        #expect(result.stderr == "Error: Not signed in — run `learnctl signin` or `learnctl signup`.\n")
    }

    @Test func withoutATerminalItExplainsPasswordStdin() throws {
        let cli = try LearnctlRunner()
        try cli.startSignedUp()
        let result = try cli.run(["passwd"])
        #expect(result.status == 1)
        #expect(result.stderr == """
            Error: Standard input is not a terminal, so learnctl cannot prompt. \
            Pass --password-stdin and write the current and the new password as two lines on standard input.

            """)
    }
}
