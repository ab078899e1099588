import Foundation
import LearnCore

/// A lesson of the path as `--json` prints it: what it is, whether it is done, and its measure
/// — "dictation" and "quiz" for a recording, "best" for a grammar topic, "cards", "reviewed" and
/// "known" for a card group.
struct LessonJSON: Encodable {
    let status: LessonStatus

    private enum Key: String, CodingKey {
        case id, kind, reference, title, completed, marked, dictation, quiz, best, cards, reviewed, known
        case completedAt = "completed_at"
    }

    func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: Key.self)
        try object.encode(status.lesson.id, forKey: .id)
        try object.encode(status.lesson.kind.rawValue, forKey: .kind)
        try object.encode(status.lesson.reference, forKey: .reference)
        try object.encode(status.lesson.title, forKey: .title)
        try object.encode(status.isCompleted, forKey: .completed)
        try object.encode(status.isMarked, forKey: .marked)
        try object.encode(status.completedAt, forKey: .completedAt)
        switch status.measure {
        case .recording(let dictation, let quiz):
            try object.encode(dictation, forKey: .dictation)
            try object.encode(quiz, forKey: .quiz)
        case .grammar(let best):
            try object.encode(best, forKey: .best)
        case .cards(let total, let reviewed, let known):
            try object.encode(total, forKey: .cards)
            try object.encode(reviewed, forKey: .reviewed)
            try object.encode(known, forKey: .known)
        }
    }
}

/// A stage of the path as `--json` prints it, with its lessons or without.
struct StageJSON: Encodable {
    let id: String
    let title: String
    let level: String
    let state: String
    let percent: Int
    let lessonsCompleted: Int
    let lessonCount: Int
    let lessons: [LessonJSON]?

    init(_ stage: StageProgress, lessons: Bool) {
        id = stage.stage.id
        title = stage.stage.title
        level = stage.stage.level
        state = stage.state.rawValue
        percent = stage.percent
        lessonsCompleted = stage.completedLessons
        lessonCount = stage.lessons.count
        self.lessons = lessons ? stage.lessons.map(LessonJSON.init) : nil
    }

    enum CodingKeys: String, CodingKey {
        case id, title, level, state, percent, lessons
        case lessonsCompleted = "lessons_completed", lessonCount = "lesson_count"
    }
}

/// The whole path as `path --json` prints it: how far the learner is, and every stage.
struct PathJSON: Encodable {
    let percent: Int
    let lessonsCompleted: Int
    let lessons: Int
    let stages: [StageJSON]

    init(_ path: PathProgress) {
        percent = path.percent
        lessonsCompleted = path.completedLessons
        lessons = path.totalLessons
        stages = path.stages.map { StageJSON($0, lessons: false) }
    }

    enum CodingKeys: String, CodingKey {
        case percent, lessons, stages
        case lessonsCompleted = "lessons_completed"
    }
}
