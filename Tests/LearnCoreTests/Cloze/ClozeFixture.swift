import Foundation
@testable import LearnCore

/// A learning database with two accounts, Ada and Grace, and their cloze collections at chosen moments.
final class ClozeFixture {
    let auth: AuthFixture
    let ada: Account
    let grace: Account

    init() async throws {
        auth = try AuthFixture()
        (ada, grace) = try await auth.signUpAdaAndGrace()
    }

    /// `account`'s collection (Ada's by default), opened with the clock at 2025-01-31T09:00:00Z + `offset` seconds.
    func collection(_ account: Account? = nil, at offset: TimeInterval = 0) throws -> ClozeCollection {
        try ClozeCollection.open(
            database: auth.database, account: account ?? ada, clock: .fixed(at: AuthFixture.start.addingTimeInterval(offset)))
    }

    /// Adds `lines` ("word; sentence") to `list` (the default list when nil), one second apart
    /// from `offset` on; returns the entries.
    @discardableResult
    func add(_ lines: [String], to list: String? = nil, account: Account? = nil, from offset: TimeInterval = 0) throws -> [ClozeEntry] {
        try lines.enumerated().map { index, line in
            try collection(account, at: offset + TimeInterval(index)).add(line, toList: list)
        }
    }
}

/// Seven entries, words a to g, added in that order.
let sevenEntries = [
    "apple; An apple a day", "bread; Fresh bread smells good", "cheese; Say cheese", "dance; Shall we dance",
    "eagle; The eagle has landed", "fish; Fish swim", "grape; A grape is small",
]
