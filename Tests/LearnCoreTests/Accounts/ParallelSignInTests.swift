import Foundation
import GRDB
import Testing
@testable import LearnCore

/// Password checks running at the same time (several learnctl processes on one database) each
/// count, and none of them gets past the lockout.
struct ParallelSignInTests {
    /// scrypt with N = 2^13: slow enough that the checks overlap, cheap enough for twelve of them.
    static let overlappingHasher = PasswordHasher(parameters: ScryptParameters(log2N: 13, blockSize: 8, parallelism: 1))
    let password = "correct horse battery"

    /// Runs `body` on `count` threads at once (each with its own connection to the database) and returns their outcomes.
    private func simultaneously(_ count: Int, _ fixture: AuthFixture, _ body: @escaping @Sendable (LocalAuthService) throws -> Bool) throws -> [Result<Bool, any Error>] {
        let services = try (0..<count).map { _ in
            LocalAuthService(
                database: try LearnDatabase.open(at: fixture.database.url),
                sessionFileURL: fixture.sessionFileURL(), clock: .fixed(at: AuthFixture.start), hasher: Self.overlappingHasher)
        }
        let outcomes = Outcomes(count: count)
        let start = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for (index, service) in services.enumerated() {
            done.enter()
            let thread = Thread {
                start.wait()
                outcomes.set(index, Result { try body(service) })
                done.leave()
            }
            thread.start()
        }
        for _ in 0..<count { start.signal() }
        done.wait()
        return outcomes.all
    }

    @Test func parallelWrongGuessesAllCountAndTheLockoutHolds() async throws {
        let fixture = try AuthFixture()
        _ = try await fixture.service().signUp(email: "ada@example.com", password: password)
        let email = try EmailAddress("ada@example.com")

        let stored = try fixture.database.read { try StoredAccount.withEmail(email).fetchOne($0)?.passwordHash }

        let attempts = 12
        let outcomes = try simultaneously(attempts, fixture) { service in
            try service.checkPassword("wrong password", of: email, storedHash: stored)
        }
        let guesses = outcomes.filter { if case .success(false) = $0 { true } else { false } }.count
        let refused = outcomes.filter { if case .failure(AuthError.tooManyAttempts) = $0 { true } else { false } }.count
        #expect(guesses == SignInThrottle.allowedFailures, "only five guesses are checked: \(outcomes)")
        #expect(guesses + refused == attempts, "\(outcomes)")

        let failures = try fixture.database.read { try SignInThrottle.fetchOne($0, key: email.normalized)?.failureCount }
        #expect(failures == guesses, "the counter holds every checked guess")
        await #expect(throws: AuthError.tooManyAttempts(
            retryAt: AuthFixture.start.addingTimeInterval(30), now: AuthFixture.start.addingTimeInterval(1))) {
            try await fixture.service(at: 1).signIn(email: "ada@example.com", password: password)
        }
    }
}

/// The outcomes of the threads, each stored under the lock.
private final class Outcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<Bool, any Error>?]

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ result: Result<Bool, any Error>) {
        lock.withLock { results[index] = result }
    }

    var all: [Result<Bool, any Error>] {
        lock.withLock { results.compactMap { $0 } }
    }
}
