import Foundation

/// The learning path: stages from A1 to C1, each a list of lessons made of material learnctl
/// already has. Read from `Content/path/path.txt` (``LearningPath/parse(_:)``), so stages change
/// without code.
public struct LearningPath: Sendable, Equatable {
    public var stages: [PathStage]

    /// Every lesson, in path order.
    public var lessons: [PathLesson] { stages.flatMap(\.lessons) }

    /// The stage with this ID ("A1-1", case-insensitive).
    public func stage(_ id: String) -> PathStage? {
        stages.first { $0.id.caseInsensitiveCompare(id) == .orderedSame }
    }

    /// The lesson with this ID ("A1-1.2", case-insensitive).
    public func lesson(_ id: String) -> PathLesson? {
        lessons.first { $0.id.caseInsensitiveCompare(id) == .orderedSame }
    }
}

/// One stage of the path: a level's part, with its lessons in order.
public struct PathStage: Sendable, Equatable {
    /// "A1-1".
    public var id: String
    /// "First steps".
    public var title: String
    /// The CEFR level the stage belongs to: "A1".
    public var level: String
    public var lessons: [PathLesson]
}

/// One lesson: a recording, a grammar topic, a card group or an article, completed by the results stored.
public struct PathLesson: Sendable, Equatable {
    /// "A1-1.2": the stage's ID and the lesson's place in it.
    public var id: String
    public var kind: LessonKind
    /// The recording's library ID, the grammar topic's slug, the card group's name or the article's slug.
    public var reference: String
    /// The title shown: "Ordering at a Cafe".
    public var title: String

    /// The CEFR level of the lesson's stage: "A1" for "A1-1.2".
    public var level: String { String(id.prefix { $0 != "-" }) }
}

/// What a lesson is made of, and so what completes it.
public enum LessonKind: String, Sendable, CaseIterable {
    /// A recording: a dictation of at least 80 % and a comprehension quiz of at least 80 %.
    case recording
    /// A grammar topic: a test on the topic of at least 80 %.
    case grammar
    /// A card group: every card reviewed at least once, and at least 80 % known.
    case cards
    /// An article (a bundled one's slug): read to the end, or its questions answered 80 % right.
    case article
}
