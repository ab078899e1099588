import GRDB

/// How an account's speaking practice is kept: how many of its attempts keep their microphone
/// take. An account that never changed it has ``defaults(for:)``.
public struct SpeakingSettings: Codable, Sendable, Equatable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "speakingSettings"

    /// The most takes that can be kept: listend itself keeps its newest 100.
    public static let maximumKeptTakes = 100

    public var id: Int64?
    public var accountId: Int64
    /// How many of the newest attempts keep their take; older attempts stay, without it.
    public var keptTakes: Int

    /// The newest ``maximumKeptTakes`` takes kept.
    public static func defaults(for account: Account) -> SpeakingSettings {
        SpeakingSettings(id: nil, accountId: account.id, keptTakes: maximumKeptTakes)
    }
}
