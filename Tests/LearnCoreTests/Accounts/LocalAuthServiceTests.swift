import Foundation
import GRDB
import Testing
@testable import LearnCore

struct LocalAuthServiceTests {
    let fixture: AuthFixture
    let password = "correct horse battery"

    init() throws {
        fixture = try AuthFixture()
    }

    // MARK: Sign up

    @Test func signingUpCreatesTheAccountAndSignsIn() async throws {
        let account = try await fixture.service().signUp(email: "Ada@Example.com", password: password)
        #expect(account.email == "ada@example.com")
        #expect(account.createdAt == AuthFixture.start)
        #expect(try await fixture.service().currentAccount() == account)
    }

    @Test func emailsAreUniqueWithoutRegardToCase() async throws {
        _ = try await fixture.service().signUp(email: "ada@example.com", password: password)
        await #expect(throws: AuthError.emailTaken) {
            try await fixture.service().signUp(email: "ADA@example.COM", password: "another password")
        }
        #expect(AuthError.emailTaken.description == "An account with this email already exists.")
    }

    @Test func signingUpChecksTheEmailAndThePassword() async throws {
        await #expect(throws: AuthError.invalidEmail) {
            try await fixture.service().signUp(email: "ada at example.com", password: password)
        }
        await #expect(throws: AuthError.passwordTooShort) {
            try await fixture.service().signUp(email: "ada@example.com", password: "1234567")
        }
        #expect(try await fixture.service().currentAccount() == nil)
    }

    // MARK: Sign in

    @Test func signingInWithTheRightPasswordSignsIn() async throws {
        let account = try await fixture.service().signUp(email: "ada@example.com", password: password)
        _ = try await fixture.service().signOut()
        #expect(try await fixture.service().signIn(email: "ADA@example.com", password: password) == account)
        #expect(try await fixture.service().currentAccount() == account)
    }

    @Test func unknownEmailAndWrongPasswordGetTheSameError() async throws {
        _ = try await fixture.service().signUp(email: "ada@example.com", password: password)
        await #expect(throws: AuthError.invalidCredentials) {
            try await fixture.service().signIn(email: "ada@example.com", password: "wrong password")
        }
        await #expect(throws: AuthError.invalidCredentials) {
            try await fixture.service().signIn(email: "grace@example.com", password: password)
        }
        #expect(AuthError.invalidCredentials.description == "Invalid email or password.")
    }

    @Test func anUnknownEmailTakesAboutAsLongAsAWrongPassword() async throws {
        let service = fixture.service(hasher: .standard)
        _ = try await service.signUp(email: "ada@example.com", password: password)

        func duration(of attempt: () async throws -> Void) async -> TimeInterval {
            let started = Date()
            try? await attempt()
            return Date().timeIntervalSince(started)
        }
        let wrongPassword = await duration { _ = try await service.signIn(email: "ada@example.com", password: "wrong password") }
        let unknownEmail = await duration { _ = try await service.signIn(email: "grace@example.com", password: "wrong password") }

        #expect(unknownEmail > wrongPassword * 0.5, "unknown \(unknownEmail) s, wrong password \(wrongPassword) s")
        #expect(unknownEmail < wrongPassword * 2, "unknown \(unknownEmail) s, wrong password \(wrongPassword) s")
    }

    @Test func fiveFailuresLockTheEmailForThirtySecondsEvenForTheRightPassword() async throws {
        _ = try await fixture.service().signUp(email: "ada@example.com", password: password)
        try await failSignIn(times: 5, at: 0)

        let refused = try await signInError(at: 29, password: password)
        #expect(refused == .tooManyAttempts(
            retryAt: AuthFixture.start.addingTimeInterval(30), now: AuthFixture.start.addingTimeInterval(29)))
        #expect(refused?.description
            == "Too many failed attempts for this email. Try again in 1 second (after \(AuthError.localTime(ISO8601DateFormatter().date(from: "2025-01-31T09:00:30Z")!))).")

        #expect(try await fixture.service(at: 30).signIn(email: "ada@example.com", password: password).email == "ada@example.com")
    }

    @Test func eachFurtherFailureDoublesTheLockoutUpToFifteenMinutes() async throws {
        try await failSignIn(times: 5, at: 0)
        var elapsed: TimeInterval = 30
        for expectedLockout: TimeInterval in [60, 120, 240, 480, 900, 900] {
            try await failSignIn(times: 1, at: elapsed)
            let error = try await signInError(at: elapsed, password: password)
            #expect(error == .tooManyAttempts(
                retryAt: AuthFixture.start.addingTimeInterval(elapsed + expectedLockout),
                now: AuthFixture.start.addingTimeInterval(elapsed)))
            elapsed += expectedLockout
        }
        #expect(try await signInError(at: elapsed - 1, password: password)?.description
            == "Too many failed attempts for this email. Try again in 1 second (after \(AuthError.localTime(ISO8601DateFormatter().date(from: "2025-01-31T09:45:30Z")!))).")
    }

    @Test func theLockoutMessageSaysMinutesAndSeconds() {
        let now = AuthFixture.start
        #expect(AuthError.tooManyAttempts(retryAt: now.addingTimeInterval(90), now: now).description
            == "Too many failed attempts for this email. Try again in 1 minute 30 seconds (after \(AuthError.localTime(ISO8601DateFormatter().date(from: "2025-01-31T09:01:30Z")!))).")
        #expect(AuthError.tooManyAttempts(retryAt: now.addingTimeInterval(900), now: now).description
            == "Too many failed attempts for this email. Try again in 15 minutes (after \(AuthError.localTime(ISO8601DateFormatter().date(from: "2025-01-31T09:15:00Z")!))).")
    }

    @Test func aSuccessResetsTheFailureCount() async throws {
        _ = try await fixture.service().signUp(email: "ada@example.com", password: password)
        try await failSignIn(times: 4, at: 0)
        _ = try await fixture.service(at: 1).signIn(email: "ada@example.com", password: password)
        try await failSignIn(times: 4, at: 2)
        #expect(try await signInError(at: 3, password: password) == nil)
    }

    @Test func unknownEmailsAreLockedOutLikeKnownOnes() async throws {
        try await failSignIn(times: 5, at: 0, email: "nobody@example.com")
        let error = try await signInError(at: 1, password: password, email: "nobody@example.com")
        #expect(error == .tooManyAttempts(
            retryAt: AuthFixture.start.addingTimeInterval(30), now: AuthFixture.start.addingTimeInterval(1)))
    }

    // MARK: Sessions

    @Test func theDatabaseKeepsOnlyTheTokensHash() async throws {
        _ = try await fixture.service().signUp(email: "ada@example.com", password: password)
        let token = try #require(try SessionFile(url: fixture.sessionFileURL()).read())
        let stored = try fixture.database.read { try StoredSession.fetchAll($0) }
        #expect(stored.map(\.tokenHash) == [token.hashHex])
        let databaseBytes = try Data(contentsOf: fixture.database.url)
        #expect(databaseBytes.range(of: Data(token.hex.utf8)) == nil)
    }

    @Test func aSessionExpiresThirtyDaysAfterItsLastUse() async throws {
        let account = try await fixture.service().signUp(email: "ada@example.com", password: password)
        let day: TimeInterval = 24 * 60 * 60
        #expect(try await fixture.service(at: 29 * day).currentAccount() == account)
        #expect(try await fixture.service(at: 58 * day).currentAccount() == account)
        #expect(try await fixture.service(at: 87 * day).currentAccount() == account)
        #expect(try await fixture.service(at: 117 * day + 1).currentAccount() == nil)
        #expect(try fixture.database.read { try StoredSession.fetchCount($0) } == 0)
    }

    @Test func anUnusedSessionEndsAfterThirtyDays() async throws {
        _ = try await fixture.service().signUp(email: "ada@example.com", password: password)
        await #expect(throws: AuthError.notSignedIn) {
            try await fixture.service(at: 30 * 24 * 60 * 60).requireAccount()
        }
        #expect(AuthError.notSignedIn.description == "Not signed in — run `learnctl signin` or `learnctl signup`.")
    }

    @Test func signingOutEndsTheSessionInTheDatabase() async throws {
        _ = try await fixture.service().signUp(email: "ada@example.com", password: password)
        let sessionFile = SessionFile(url: fixture.sessionFileURL())
        let token = try #require(try sessionFile.read())

        #expect(try await fixture.service().signOut())
        #expect(!FileManager.default.fileExists(atPath: sessionFile.url.path))
        try sessionFile.write(token)
        #expect(try await fixture.service().currentAccount() == nil)
        #expect(try await !fixture.service().signOut())
    }

    @Test func signingInAgainReplacesThisMachinesSession() async throws {
        _ = try await fixture.service().signUp(email: "ada@example.com", password: password)
        _ = try await fixture.service().signIn(email: "ada@example.com", password: password)
        #expect(try fixture.database.read { try StoredSession.fetchCount($0) } == 1)
    }

    // MARK: Password change

    @Test func changingThePasswordEndsOtherSessionsOnly() async throws {
        let account = try await fixture.service(machine: "laptop").signUp(email: "ada@example.com", password: password)
        _ = try await fixture.service(machine: "desktop").signIn(email: "ada@example.com", password: password)

        try await fixture.service(machine: "laptop").changePassword(current: password, new: "new password 2")

        #expect(try await fixture.service(machine: "laptop").currentAccount() == account)
        #expect(try await fixture.service(machine: "desktop").currentAccount() == nil)
        await #expect(throws: AuthError.invalidCredentials) {
            try await fixture.service(machine: "desktop").signIn(email: "ada@example.com", password: password)
        }
        #expect(try await fixture.service(machine: "desktop").signIn(email: "ada@example.com", password: "new password 2") == account)
    }

    @Test func changingThePasswordNeedsTheCurrentOneAndARuleAbidingNewOne() async throws {
        _ = try await fixture.service().signUp(email: "ada@example.com", password: password)
        await #expect(throws: AuthError.incorrectPassword) {
            try await fixture.service().changePassword(current: "wrong password", new: "new password 2")
        }
        await #expect(throws: AuthError.passwordTooShort) {
            try await fixture.service().changePassword(current: password, new: "short")
        }
        _ = try await fixture.service().signOut()
        #expect(try await fixture.service().signIn(email: "ada@example.com", password: password).email == "ada@example.com")
        #expect(AuthError.incorrectPassword.description == "The password is incorrect.")
    }

    @Test func wrongCurrentPasswordsCountTowardsTheLockout() async throws {
        _ = try await fixture.service().signUp(email: "ada@example.com", password: password)
        for _ in 1...5 {
            await #expect(throws: AuthError.incorrectPassword) {
                try await fixture.service().changePassword(current: "wrong password", new: "new password 2")
            }
        }
        await #expect(throws: AuthError.tooManyAttempts(
            retryAt: AuthFixture.start.addingTimeInterval(30), now: AuthFixture.start)) {
            try await fixture.service().changePassword(current: password, new: "new password 2")
        }
    }

    // MARK: Deletion

    @Test func deletingNeedsThePassword() async throws {
        let account = try await fixture.service().signUp(email: "ada@example.com", password: password)
        await #expect(throws: AuthError.incorrectPassword) {
            try await fixture.service().deleteAccount(password: "wrong password")
        }
        #expect(try await fixture.service().currentAccount() == account)
    }

    @Test func deletingRemovesTheAccountAndItsSessions() async throws {
        let account = try await fixture.service(machine: "laptop").signUp(email: "ada@example.com", password: password)
        _ = try await fixture.service(machine: "desktop").signIn(email: "ada@example.com", password: password)

        #expect(try await fixture.service(machine: "laptop").deleteAccount(password: password) == account)

        #expect(!FileManager.default.fileExists(atPath: fixture.sessionFileURL(machine: "laptop").path))
        #expect(try await fixture.service(machine: "desktop").currentAccount() == nil)
        #expect(try fixture.database.read { try StoredSession.fetchCount($0) + StoredAccount.fetchCount($0) } == 0)
        await #expect(throws: AuthError.invalidCredentials) {
            try await fixture.service().signIn(email: "ada@example.com", password: password)
        }
        #expect(try await fixture.service().signUp(email: "ada@example.com", password: password).id != account.id)
    }

    @Test func withoutASessionAccountOperationsAreRefused() async throws {
        await #expect(throws: AuthError.notSignedIn) {
            try await fixture.service().changePassword(current: password, new: "new password 2")
        }
        await #expect(throws: AuthError.notSignedIn) {
            try await fixture.service().deleteAccount(password: password)
        }
        await #expect(throws: AuthError.notSignedIn) {
            try await fixture.service().requireAccount()
        }
    }

    // MARK: Helpers

    private func failSignIn(times: Int, at offset: TimeInterval, email: String = "ada@example.com") async throws {
        for _ in 0..<times {
            await #expect(throws: AuthError.invalidCredentials) {
                try await fixture.service(at: offset).signIn(email: email, password: "wrong password")
            }
        }
    }

    /// The error signing in at `offset` gives, or nil if it succeeds.
    private func signInError(at offset: TimeInterval, password: String, email: String = "ada@example.com") async throws -> AuthError? {
        do {
            _ = try await fixture.service(at: offset).signIn(email: email, password: password)
            return nil
        } catch let error as AuthError {
            return error
        }
    }
}
