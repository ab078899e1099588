import Foundation
import Testing

/// The display name (signup --name, `account name`) and the password rules, each with its message.
struct AccountNameAndPasswordRulesTests {
    @Test(arguments: [
        ("short1", "The password is too short; use at least 8 characters."),
        ("Ada@Example.com", "The password is your email address; choose something else."),
        ("ada", "The password is too short; use at least 8 characters."),
        ("ADAADAADA", "The password is your name; choose something else."),
        ("Password1", "That password is one of the 10,000 most common ones; choose something less guessable."),
        ("iloveyou", "That password is one of the 10,000 most common ones; choose something less guessable."),
    ])
    func aWeakPasswordIsRefusedWithItsOwnMessage(password: String, message: String) throws {
        let cli = try LearnctlRunner()
        let result = try cli.run(["signup", "--email", "ada@example.com", "--name", "adaadaada", "--password-stdin"],
                                 stdin: password + "\n")
        #expect(result.status == 1)
        #expect(result.stderr.contains(message))
        #expect(try cli.run(["whoami"]).status == 1)
    }

    @Test func thePartOfTheEmailBeforeTheAtIsRefusedToo() throws {
        let cli = try LearnctlRunner()
        let result = try cli.run(["signup", "--email", "grace.hopper@example.com", "--password-stdin"], stdin: "Grace.Hopper\n")
        #expect(result.stderr.contains("The password is your email address"))
    }

    @Test func passwdFollowsTheSameRules() throws {
        let cli = try LearnctlRunner.signedIn()
        let result = try cli.run(["passwd", "--password-stdin"], stdin: LearnctlRunner.password + "\nqwertyuiop\n")
        #expect(result.status == 1)
        #expect(result.stderr.contains("one of the 10,000 most common ones"))
    }

    @Test func theNameIsSetShownAndRemoved() throws {
        let cli = try LearnctlRunner()
        _ = try cli.succeed(["signup", "--email", "ada@example.com", "--name", "  Ada Lovelace ", "--password-stdin"],
                            stdin: LearnctlRunner.password + "\n")
        #expect(try cli.succeed(["account", "name"]).stdout == "Ada Lovelace\n")
        #expect(try cli.succeed(["account", "name", "Countess"]).stdout == "Your name is now Countess.\n")
        #expect(try cli.succeed(["home"], now: "2026-11-24T20:00:00Z").stdout.hasPrefix("Good evening, Countess!"))
        #expect(try cli.succeed(["account", "name", "--clear"]).stdout == "Your name is removed.\n")
        #expect(try cli.succeed(["account", "name"]).stdout == "")
    }

    @Test(arguments: [
        ("   ", "The name is empty; give 1 to 50 characters."),
        (String(repeating: "x", count: 51), "The name is too long; use at most 50 characters."),
        ("Ada\u{1B}[31m", "The name contains control characters"),
    ])
    func aBadNameIsRefusedWithItsOwnMessage(name: String, message: String) throws {
        let cli = try LearnctlRunner.signedIn()
        let result = try cli.run(["account", "name", name])
        #expect(result.status == 1)
        #expect(result.stderr.contains(message))
        let signup = try LearnctlRunner().run(["signup", "--email", "b@example.com", "--name", name, "--password-stdin"],
                                              stdin: LearnctlRunner.password + "\n")
        #expect(signup.status == 1)
        #expect(signup.stderr.contains(message))
    }

    @Test func fiftyCharactersAreAllowed() throws {
        let cli = try LearnctlRunner.signedIn()
        #expect(try cli.run(["account", "name", String(repeating: "é", count: 50)]).status == 0)
    }
}
