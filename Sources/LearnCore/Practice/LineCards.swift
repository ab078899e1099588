import Foundation
import GRDB
import Localization

/// Flash cards made of the dictation lines a learner got wrong: the front is the line with the
/// missed words blanked, the back the whole line, and the card remembers the recording and the
/// line so that studying it can play that line.
public struct LineCards: Sendable {
    /// What making the cards did: cards added, and lines that already had a card in the group
    /// (one made from the same line, or one with the same front).
    public struct Outcome: Sendable, Equatable {
        public let added: [Card]
        public let alreadyThere: Int
    }

    /// The blank that stands for a missed word.
    public static let blank = "____"

    let cards: CardCollection

    public init(cards: CardCollection) {
        self.cards = cards
    }

    /// One card per line in `missed` that has a word to blank, in the group `groupName` (made if it does not exist yet).
    public func make(from missed: [DictationLineResult], recording: PracticeRecording, group groupName: String) throws -> Outcome {
        // A line whose every word was right (only extra words typed) has nothing to recall.
        let lines = missed.filter { line in line.verdicts.contains { !$0.isCorrect && $0.expected != nil } }
        return try add(lines.map { (index: $0.lineIndex, front: Self.front(of: $0), back: $0.reference) },
                       recording: recording, group: groupName)
    }

    /// One listening card per line of `lines` (1-based index and text), in the group `groupName`
    /// (made if it does not exist yet): the front names the recording and the line, the back is
    /// the line; studying it plays the line.
    public func make(listening lines: [(index: Int, text: String)], recording: PracticeRecording, group groupName: String) throws -> Outcome {
        try add(lines.map { (index: $0.index, front: tr("🔊 %1$s · line %2$d", recording.title, $0.index), back: $0.text) },
                recording: recording, group: groupName)
    }

    /// Adds a card per line (its 1-based index, front and back) unless the group already has one
    /// made from that line or one with the same front.
    private func add(_ lines: [(index: Int, front: String, back: String)], recording: PracticeRecording,
                     group groupName: String) throws -> Outcome {
        let groupName = try CardText.clean(groupName, field: "group", required: true)
        return try cards.database.write { db in
            let group = try existingOrNewGroup(groupName, db: db)
            let rows = try Row.fetchAll(
                db, sql: "SELECT word, recordingId, lineIndex FROM card WHERE groupId = ? AND accountId = ?",
                arguments: [group.id, cards.account.id])
            var existing = Set(rows.map { CardText.key($0["word"]) })
            var linesWithCards = Set(rows.compactMap { row -> String? in
                guard let id: String = row["recordingId"], let line: Int = row["lineIndex"] else { return nil }
                return "\(id)#\(line)"
            })
            var added: [Card] = []
            var alreadyThere = 0
            for line in lines {
                let front = CardText.oneLine(line.front)
                guard !existing.contains(CardText.key(front)), !linesWithCards.contains("\(recording.id)#\(line.index)") else {
                    alreadyThere += 1
                    continue
                }
                existing.insert(CardText.key(front))
                linesWithCards.insert("\(recording.id)#\(line.index)")
                var card = Card(
                    accountId: cards.account.id, groupId: group.id!, word: front, transcription: "",
                    translation: CardText.oneLine(line.back), createdAt: cards.clock.now())
                card.recordingId = recording.id
                card.recordingTitle = recording.title
                card.lineIndex = line.index
                try card.insert(db)
                added.append(card)
            }
            return Outcome(added: added, alreadyThere: alreadyThere)
        }
    }

    /// The line as written, with each word that was not right replaced by ``blank`` — at most
    /// half of its words (at least one), the longest missed ones, so that the front still reads
    /// as a sentence: "Where is the ____?" rather than "____ ____ ____ ____?".
    public static func front(of line: DictationLineResult) -> String {
        front(verdicts: line.verdicts, reference: line.reference)
    }

    /// The front of a card for `reference` scored with `verdicts`.
    static func front(verdicts: [WordVerdict], reference: String) -> String {
        let words = reference.split(whereSeparator: \.isWhitespace).count
        return CardText.oneLine(DictationScorer.blanking(verdicts, in: reference, blank: blank, atMost: max(1, words / 2)))
    }

    private func existingOrNewGroup(_ name: String, db: Database) throws -> CardGroup {
        do {
            return try cards.group(named: name, in: db)
        } catch CardError.unknownGroup {
            var group = CardGroup(id: nil, accountId: cards.account.id, name: name, createdAt: cards.clock.now())
            try group.insert(db)
            return group
        }
    }
}
