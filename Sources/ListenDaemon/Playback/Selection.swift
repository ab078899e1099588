import Synchronization

/// The recording selected and its transcript, changed together so that no reader pairs one
/// recording with another's lines.
final class Selection: Sendable {
    private struct Value: Sendable {
        var entry: CatalogEntry?
        var transcript = RecordingTranscript.none
    }

    private let value = Mutex(Value())

    /// The recording selected; nil before the first.
    var entry: CatalogEntry? {
        value.withLock { $0.entry }
    }

    /// The selected recording's transcript (or why it has none).
    var transcript: RecordingTranscript {
        value.withLock { $0.transcript }
    }

    /// Both, read at one moment.
    var both: (entry: CatalogEntry?, transcript: RecordingTranscript) {
        value.withLock { ($0.entry, $0.transcript) }
    }

    func select(_ entry: CatalogEntry, transcript: RecordingTranscript) {
        value.withLock { $0 = Value(entry: entry, transcript: transcript) }
    }
}
