/// What a store of one account's rows works on: the database, the account (every query is
/// limited to it, so no other account's rows can be seen or changed, even by ID), and the clock
/// that dates new rows.
public struct AccountScope: Sendable {
    public let database: LearnDatabase
    public let account: Account
    public let clock: LearnClock
}
