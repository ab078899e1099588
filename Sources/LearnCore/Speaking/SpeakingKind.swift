import GRDB

/// What was practised: saying back a line of a recording, or reading a topic's sentence aloud.
public enum SpeakingKind: String, Codable, Sendable, CaseIterable, DatabaseValueConvertible {
    /// Shadowing: a line of a recording's transcript, heard and said back.
    case shadow
    /// A sentence of a ``SpeakingTopic``, read aloud.
    case topic
}
