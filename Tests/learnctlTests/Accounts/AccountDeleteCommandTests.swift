import Foundation
import GRDB
import LearnCore
import Testing

struct AccountDeleteCommandTests {
    @Test func deletingRemovesTheAccountAndAllItsData() throws {
        let ada = try LearnctlRunner()
        try ada.startSignedUp("ada@example.com")
        let grace = try LearnctlRunner(databaseURL: ada.databaseURL)
        try grace.signUp("grace@example.com")
        let database = try LearnDatabase.open(at: ada.databaseURL)
        try database.write { db in
            try db.execute(sql: "CREATE TABLE toyNote (accountId INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE, text TEXT)")
            try db.execute(sql: """
                INSERT INTO toyNote (accountId, text)
                SELECT id, 'note of ' || email FROM account
                """)
        }

        let result = try ada.run(["account", "delete", "--password-stdin"], stdin: LearnctlRunner.password + "\n")
        #expect(result.status == 0)
        #expect(result.stdout == "Deleted the account ada@example.com and all its data.\n")

        let notes = try database.read { try String.fetchAll($0, sql: "SELECT text FROM toyNote") }
        #expect(notes == ["note of grace@example.com"])
        #expect(try ada.run(["whoami"]).status == 1)
        #expect(try ada.run(["signin", "--email", "ada@example.com", "--password-stdin"],
                            stdin: LearnctlRunner.password + "\n").stderr == "Error: Invalid email or password.\n")
        #expect(try grace.run(["whoami"]).stdout == "grace@example.com\n")
    }

    @Test func aWrongPasswordDeletesNothing() throws {
        let cli = try LearnctlRunner()
        try cli.startSignedUp()
        let result = try cli.run(["account", "delete", "--password-stdin"], stdin: "wrong password\n")
        #expect(result.status == 1)
        #expect(result.stderr == "Error: The password is incorrect.\n")
        #expect(try cli.run(["whoami"]).stdout == "ada@example.com\n")
    }

    @Test func itNeedsASession() throws {
        let cli = try LearnctlRunner()
        let result = try cli.run(["account", "delete", "--password-stdin"], stdin: LearnctlRunner.password + "\n")
        #expect(result.status == 1)
        #expect(result.stderr == "Error: Not signed in — run `learnctl signin` or `learnctl signup`.\n")
    }
}
