import Foundation
import GRDB

/// An attempt at a test, quiz or dictation, which is finished when its last answer is saved.
protocol FinishableAttempt: MutablePersistableRecord {
    var accountId: Int64 { get }
    var finishedAt: Date? { get set }
}

extension GrammarAttempt: FinishableAttempt {}
extension PracticeAttempt: FinishableAttempt {}

extension LearnDatabase {
    /// Inserts `answer` and, when it `completes` the attempt, marks `attempt` finished at `now`,
    /// in one transaction with the learning day and the badges it earns (``ProgressLedger``). An answer already saved at that place (by another learnctl running the
    /// same attempt) throws `duplicate` and changes nothing.
    /// `alongside` stores what else the answer changes (the words a right dictation line makes known).
    func record<Answer: MutablePersistableRecord, Attempt: FinishableAttempt>(
        _ answer: inout Answer, of attempt: inout Attempt, completing: Bool, at now: Date, duplicate: Error,
        alongside: (Database) throws -> Void = { _ in }
    ) throws {
        var finished = attempt
        if completing { finished.finishedAt = now }
        do {
            try write { [finished] db in
                try answer.insert(db)
                if completing { try finished.update(db) }
                try alongside(db)
                try ProgressLedger.recordActivity(db, accountId: finished.accountId, at: now)
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            throw duplicate
        }
        attempt = finished
    }

    /// Marks `attempt` finished at `now`, unless it is already.
    func finish<Attempt: FinishableAttempt>(_ attempt: inout Attempt, at now: Date) throws {
        guard attempt.finishedAt == nil else { return }
        attempt.finishedAt = now
        try write { [attempt] db in try attempt.update(db) }
    }
}
