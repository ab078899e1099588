import Foundation
import GRDB
import Localization

/// Adds the rows of card files to a collection, all or nothing.
///
/// Groups the rows name are created when missing; a row whose word is already in its group
/// (or appeared earlier in the import) is skipped. Everything happens in one transaction, so
/// an error leaves the collection as it was.
public enum CardImporter {
    /// Imports `rows` read from `file` (named in errors). With `group`, which must exist, every
    /// row goes into that group; otherwise each row's own group is used and must be given.
    /// `progress` is told how many rows of the total are done, now and then.
    @discardableResult
    public static func importRows(
        _ rows: [CardFileRow], from file: String, into collection: CardCollection, group: String? = nil,
        progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws -> CardImportResult {
        if group == nil, let row = rows.first(where: { $0.group == nil }) {
            throw CardFileError(
                file: file, line: row.line,
                message: tr("This row names no group; pass --group GROUP or add a group column (#deck column:N)."))
        }
        let account = collection.account
        let now = collection.clock.now()
        let createdAt = now.databaseValue
        return try collection.database.write { db in
            let fixedGroup = try group.map { try collection.group(named: $0, in: db) }
            var groupsByKey: [String: CardGroup] = [:]
            for existing in try CardGroup.owned(by: account).fetchAll(db) {
                groupsByKey[CardText.key(existing.name)] = existing
            }

            var result = CardImportResult(imported: [], createdGroups: [], skipped: [])
            var importedIndex: [Int64: Int] = [:]
            var wordsByGroup: [Int64: Set<String>] = [:]
            let insert = try db.cachedStatement(sql: """
                INSERT INTO card (accountId, groupId, word, transcription, translation, createdAt, state, due, reps, lapses)
                VALUES (?, ?, ?, ?, ?, ?, \(CardState.new.sqlLiteral), ?, 0, 0)
                """)

            for (number, row) in rows.enumerated() {
                if number % 1000 == 0 { progress?(number, rows.count) }
                let target: CardGroup
                if let fixedGroup {
                    target = fixedGroup
                } else if let known = groupsByKey[CardText.key(row.group!)] {
                    target = known
                } else {
                    var created = CardGroup(id: nil, accountId: account.id, name: row.group!, createdAt: now)
                    try created.insert(db)
                    groupsByKey[CardText.key(created.name)] = created
                    result.createdGroups.append(created.name)
                    target = created
                }
                let groupID = target.id!
                if wordsByGroup[groupID] == nil {
                    let words = try String.fetchAll(
                        db, sql: "SELECT word FROM card WHERE groupId = ? AND accountId = ?", arguments: [groupID, account.id])
                    wordsByGroup[groupID] = Set(words.map(CardText.key))
                }
                guard wordsByGroup[groupID]!.insert(CardText.key(row.word)).inserted else {
                    result.skipped.append(row)
                    continue
                }
                try insert.execute(arguments: [
                    account.id, groupID, row.word, row.transcription, row.translation, createdAt, createdAt,
                ])
                if let index = importedIndex[groupID] {
                    result.imported[index].cards += 1
                } else {
                    importedIndex[groupID] = result.imported.count
                    result.imported.append((target.name, 1))
                }
            }
            progress?(rows.count, rows.count)
            return result
        }
    }
}
