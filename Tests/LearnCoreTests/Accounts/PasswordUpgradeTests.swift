import Foundation
import GRDB
import Testing
@testable import LearnCore

/// A hash made with a lower scrypt cost is replaced by one with the current cost at the next
/// successful sign-in.
struct PasswordUpgradeTests {
    let password = "correct horse battery"

    private func storedHash(_ fixture: AuthFixture) throws -> PasswordHash? {
        try fixture.database.read { db in
            try StoredAccount.withEmail(EmailAddress("ada@example.com")).fetchOne(db).flatMap { PasswordHash(encoded: $0.passwordHash) }
        }
    }

    @Test func anOldHashIsRewrittenWithTheStandardCostAtSignIn() async throws {
        let fixture = try AuthFixture()
        _ = try await fixture.service(hasher: AuthFixture.fastHasher).signUp(email: "ada@example.com", password: password)
        #expect(try storedHash(fixture)?.parameters.log2N == 10)

        _ = try await fixture.service(hasher: .standard).signIn(email: "ada@example.com", password: password)
        let upgraded = try #require(try storedHash(fixture))
        #expect(upgraded.parameters == ScryptParameters(log2N: 17, blockSize: 8, parallelism: 1))
        #expect(try PasswordHasher.standard.verify(password, against: upgraded))
    }

    @Test func onlyASuccessfulSignInRewritesAndNeverLowersTheCost() async throws {
        let fixture = try AuthFixture()
        let stronger = PasswordHasher(parameters: ScryptParameters(log2N: 11, blockSize: 8, parallelism: 1))
        _ = try await fixture.service(hasher: AuthFixture.fastHasher).signUp(email: "ada@example.com", password: password)
        let original = try storedHash(fixture)

        await #expect(throws: AuthError.invalidCredentials) {
            try await fixture.service(hasher: stronger).signIn(email: "ada@example.com", password: "wrong password")
        }
        #expect(try storedHash(fixture) == original, "a wrong password changes nothing")

        _ = try await fixture.service(hasher: stronger).signIn(email: "ada@example.com", password: password)
        #expect(try storedHash(fixture)?.parameters.log2N == 11)

        _ = try await fixture.service(hasher: AuthFixture.fastHasher).signIn(email: "ada@example.com", password: password)
        #expect(try storedHash(fixture)?.parameters.log2N == 11, "a cheaper hasher keeps the stronger hash")
    }
}
