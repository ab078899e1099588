import Foundation
import GRDB
@testable import LearnCore

/// A learning database with two accounts, Ada and Grace, and one module's store (a history, a
/// collection …) for either of them at chosen moments.
final class TwoAccountsFixture<Store> {
    let auth: AuthFixture
    let ada: Account
    let grace: Account
    private let make: (LearnDatabase, Account, LearnClock) -> Store

    /// `make` builds the store, e.g. `SpeakingHistory.init(database:account:clock:)`.
    init(_ make: @escaping (LearnDatabase, Account, LearnClock) -> Store) async throws {
        auth = try AuthFixture()
        (ada, grace) = try await auth.signUpAdaAndGrace()
        self.make = make
    }

    /// `account`'s store (Ada's by default), with the clock at 2025-01-31T09:00:00Z + `offset` seconds.
    func history(_ account: Account? = nil, at offset: TimeInterval = 0) -> Store {
        make(auth.database, account ?? ada, .fixed(at: AuthFixture.start.addingTimeInterval(offset)))
    }

    /// The number of rows of `table` that belong to `account`.
    func count(_ table: String, of account: Account) throws -> Int {
        try auth.database.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table) WHERE accountId = ?", arguments: [account.id]) ?? -1
        }
    }
}
