import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The commands on a terminal: prompts, passwords without echo, the terminal restored.
struct PasswordPromptTests {
    @Test func signingUpOnATerminalDoesNotEchoThePassword() throws {
        let cli = try LearnctlRunner()
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["signup"])
        try terminal.run(process)

        try terminal.waitFor("Email: ")
        terminal.type("ada@example.com\n")
        try terminal.waitFor("Password: ")
        #expect(!terminal.echoes)
        terminal.type(LearnctlRunner.password + "\n")
        try terminal.waitFor("Repeat password: ")
        #expect(!terminal.echoes)
        terminal.type(LearnctlRunner.password + "\n")
        try waitForExit(of: process, timeout: 60)
        terminal.drain()

        #expect(process.terminationStatus == 0)
        #expect(terminal.screen.contains("ada@example.com"))
        #expect(terminal.screen.contains("Signed up and signed in as ada@example.com."))
        #expect(!terminal.screen.contains(LearnctlRunner.password))
        #expect(terminal.echoes)
    }

    @Test func signingInOnATerminalDoesNotEchoThePassword() throws {
        let cli = try LearnctlRunner()
        try cli.startSignedUp()
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["signin", "--email", "ada@example.com"])
        try terminal.run(process)

        try terminal.waitFor("Password: ")
        #expect(!terminal.echoes)
        terminal.type(LearnctlRunner.password + "\n")
        try waitForExit(of: process, timeout: 60)
        terminal.drain()

        #expect(process.terminationStatus == 0)
        #expect(terminal.screen.contains("Signed in as ada@example.com."))
        #expect(!terminal.screen.contains(LearnctlRunner.password))
        #expect(terminal.echoes)
    }

    @Test func aRefusedOrMismatchedPasswordIsAskedForAgain() throws {
        let cli = try LearnctlRunner()
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["signup", "--email", "ada@example.com"])
        try terminal.run(process)

        try terminal.waitFor("Password: ")
        terminal.type("password\n")
        try terminal.waitFor("That password is one of the 10,000 most common ones")
        try terminal.waitFor("Password: ")
        terminal.type(LearnctlRunner.password + "\n")
        try terminal.waitFor("Repeat password: ")
        terminal.type("correct horse battery stapler\n")
        try terminal.waitFor("The passwords don't match.")
        try terminal.waitFor("Password: ")
        terminal.type(LearnctlRunner.password + "\n")
        try terminal.waitFor("Repeat password: ")
        terminal.type(LearnctlRunner.password + "\n")
        try waitForExit(of: process, timeout: 60)
        terminal.drain()

        #expect(process.terminationStatus == 0, "\(terminal.screen)")
        #expect(terminal.screen.contains("Signed up and signed in as ada@example.com."))
        #expect(try cli.run(["whoami"]).status == 0)
    }

    @Test func threeRefusedPasswordsEndTheSignUp() throws {
        let cli = try LearnctlRunner()
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["signup", "--email", "ada@example.com"])
        try terminal.run(process)
        for _ in 1...3 {
            try terminal.waitFor("Password: ")
            terminal.type("short\n")
        }
        try waitForExit(of: process, timeout: 60)
        terminal.drain()
        #expect(process.terminationStatus == 1)
        #expect(terminal.screen.contains("Error: The password is too short"), "\(terminal.screen)")
        #expect(try cli.run(["whoami"]).status == 1)
    }

    @Test func anInterruptAtThePasswordPromptRestoresEcho() throws {
        let cli = try LearnctlRunner()
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["signup", "--email", "ada@example.com"])
        try terminal.run(process)

        try terminal.waitFor("Password: ")
        #expect(!terminal.echoes)
        kill(process.processIdentifier, SIGINT)
        try waitForExit(of: process, timeout: 60)

        #expect(process.terminationStatus == 128 + SIGINT)
        #expect(terminal.echoes)
    }
}
