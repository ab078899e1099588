import Foundation
@testable import LearnCore

/// A learning database in a temporary directory and ``LocalAuthService``s on it at chosen moments.
final class AuthFixture {
    /// scrypt with N = 2^10: the same algorithm as learnctl, 32 times cheaper, for tests that hash a lot.
    static let fastHasher = PasswordHasher(parameters: ScryptParameters(log2N: 10, blockSize: 8, parallelism: 1))

    /// 2025-01-31T09:00:00Z.
    static let start = Date(timeIntervalSince1970: 1_738_314_000)

    let directory: TemporaryDirectory
    let database: LearnDatabase

    /// A database of its own, copied from ``MigratedDatabase``.
    init() throws {
        directory = try TemporaryDirectory()
        let url = directory.path("data/learn.sqlite")
        try MigratedDatabase.copy(to: url)
        database = try LearnDatabase.open(at: url)
    }

    /// The session file of the machine called `machine` (several can share the database).
    func sessionFileURL(machine: String = "main") -> URL {
        directory.path("state-\(machine)/learnctl/session")
    }

    /// A service whose clock reads `start + offset` seconds.
    func service(
        at offset: TimeInterval = 0, machine: String = "main", hasher: PasswordHasher = fastHasher
    ) -> LocalAuthService {
        LocalAuthService(
            database: database,
            sessionFileURL: sessionFileURL(machine: machine),
            clock: .fixed(at: Self.start.addingTimeInterval(offset)),
            hasher: hasher)
    }

    /// Signs up the two accounts the module fixtures share, Ada and Grace, each from a machine of her own.
    func signUpAdaAndGrace() async throws -> (ada: Account, grace: Account) {
        let ada = try await service(machine: "ada").signUp(email: "ada@example.com", password: "ada's password")
        let grace = try await service(machine: "grace").signUp(email: "grace@example.com", password: "grace's password")
        return (ada, grace)
    }
}
