import Foundation

/// The marked lines of one recording, as ``LineMarks/allMarks()`` groups them.
public struct LineMarkGroup: Sendable, Equatable {
    public let recordingId: String
    /// The title of the recording when a line of it was last marked.
    public let title: String
    /// In transcript order; never empty.
    public let marks: [LineMark]

    /// `marks` (all of one recording, in transcript order, at least one) as a group.
    init(marks: [LineMark]) {
        let latest = marks.max { ($0.markedAt, $0.id ?? 0) < ($1.markedAt, $1.id ?? 0) }!
        recordingId = latest.recordingId
        title = latest.recordingTitle
        self.marks = marks
    }

    /// When the last of its lines was marked.
    public var lastMarkedAt: Date {
        marks.map(\.markedAt).max()!
    }

    /// Whether `name` names the recording: its id, or its title in any case.
    public func isNamed(_ name: String) -> Bool {
        name == recordingId || name.compare(title, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
    }
}
