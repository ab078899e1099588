import GRDB

/// How an account practises: the sentences per group and whether they are read aloud.
/// An account that never changed them has ``defaults``.
public struct ClozeSettings: Codable, Sendable, Equatable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "clozeSettings"

    public var id: Int64?
    public var accountId: Int64
    public var groupSize: ClozeGroupSize
    /// Whether each sentence is read aloud (through listend) when a group's result is shown.
    public var readAloud: Bool

    /// Groups of three, read-aloud off.
    public static func defaults(for account: Account) -> ClozeSettings {
        ClozeSettings(id: nil, accountId: account.id, groupSize: .three, readAloud: false)
    }
}
