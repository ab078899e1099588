import Foundation
import GRDB

/// One account's marked transcript lines: marked and unmarked with a key while listening
/// (`learnctl player`, a dictation), listed and cleared by `learnctl practice marks`, and
/// exported as sentence cards by `learnctl practice cards --marked`.
public struct LineMarks: AccountScoped {
    public let scope: AccountScope

    public init(account: Account, database: LearnDatabase, clock: LearnClock) {
        scope = AccountScope(database: database, account: account, clock: clock)
    }

    /// Marks line `line` (1-based) of `recording` when it is not marked, with its words and its
    /// times now; unmarks it when it is. Returns whether the line is marked now.
    @discardableResult
    public func toggle(recording: PracticeRecording, line: Int, text: String, start: Double, end: Double) throws -> Bool {
        try database.write { db in
            if let existing = try LineMark.owned(by: account).on(recordingId: recording.id)
                .filter(LineMark.Columns.lineIndex == line).fetchOne(db) {
                try existing.delete(db)
                return false
            }
            var mark = LineMark(
                accountId: account.id, recordingId: recording.id, recordingTitle: recording.title, lineIndex: line,
                text: text, start: start, end: end, markedAt: clock.now())
            try mark.insert(db)
            return true
        }
    }

    /// The marked lines of the recording `recordingId`, in transcript order.
    public func marks(recordingId: String) throws -> [LineMark] {
        try database.read { db in
            try LineMark.owned(by: account).on(recordingId: recordingId).inLineOrder().fetchAll(db)
        }
    }

    /// Every marked line, by recording: the recording marked most recently first, each one's
    /// lines in transcript order.
    public func allMarks() throws -> [LineMarkGroup] {
        let marks = try database.read { db in
            try LineMark.owned(by: account).order(LineMark.Columns.recordingId, LineMark.Columns.lineIndex).fetchAll(db)
        }
        return Dictionary(grouping: marks, by: \.recordingId).values
            .map(LineMarkGroup.init(marks:))
            .sorted { ($0.lastMarkedAt, $1.title) > ($1.lastMarkedAt, $0.title) }
    }

    /// Unmarks every line of the recording `recordingId`; returns how many were marked.
    @discardableResult
    public func clear(recordingId: String) throws -> Int {
        try database.write { db in
            try LineMark.owned(by: account).on(recordingId: recordingId).deleteAll(db)
        }
    }

    /// Unmarks every line of every recording; returns how many were marked.
    @discardableResult
    public func clearAll() throws -> Int {
        try database.write { db in
            try LineMark.owned(by: account).deleteAll(db)
        }
    }
}

extension ListeningPractice {
    /// The same account's marked lines.
    public var lineMarks: LineMarks {
        LineMarks(account: account, database: database, clock: clock)
    }
}
