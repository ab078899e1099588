import Foundation
@testable import LearnCore

/// A learning database with two accounts, Ada and Grace, and their card collections at chosen moments.
final class CardsFixture {
    let auth: AuthFixture
    let ada: Account
    let grace: Account

    init() async throws {
        auth = try AuthFixture()
        (ada, grace) = try await auth.signUpAdaAndGrace()
    }

    /// `account`'s collection (Ada's by default) with the clock at 2025-01-31T09:00:00Z + `offset` seconds, in UTC days.
    func collection(_ account: Account? = nil, at offset: TimeInterval = 0) -> CardCollection {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return CardCollection(
            database: auth.database, account: account ?? ada,
            clock: .fixed(at: AuthFixture.start.addingTimeInterval(offset)), calendar: calendar)
    }
}
