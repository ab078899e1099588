import Foundation
import LearnCore

/// A lesson of the path as `--json` prints it: what it is, whether it is done, and its measure —
/// "dictation" and "quiz" for a recording, "best" for a grammar topic (null while not done),
/// "cards", "reviewed" and "known" for a card group, "read" and "quiz" for an article.
struct LessonJSON: Encodable {
    let id: String, kind: String, reference: String, title: String, completed: Bool, marked: Bool
    @Nullable var completedAt: Date?
    var dictation: Nullable<Int>?, quiz: Nullable<Int>?, best: Nullable<Int>?
    var cards: Int?, reviewed: Int?, known: Int?, read: Bool?

    enum CodingKeys: String, CodingKey {
        case id, kind, reference, title, completed, marked, dictation, quiz, best, cards, reviewed, known, read, completedAt = "completed_at"
    }

    init(_ status: LessonStatus) {
        let lesson = status.lesson
        (id, kind, reference, title) = (lesson.id, lesson.kind.rawValue, lesson.reference, lesson.title)
        (completed, marked) = (status.isCompleted, status.isMarked)
        completedAt = status.completedAt
        switch status.measure {
        case .recording(let dictation, let quiz): (self.dictation, self.quiz) = (Nullable(dictation), Nullable(quiz))
        case .grammar(let best): self.best = Nullable(best)
        case .cards(let total, let reviewed, let known): (cards, self.reviewed, self.known) = (total, reviewed, known)
        case .article(let read, let quiz): (self.read, self.quiz) = (read, Nullable(quiz))
        }
    }
}

/// A stage of the path as `--json` prints it, with its lessons or without.
struct StageJSON: Encodable {
    let id: String, title: String, level: String, state: String, percent: Int, lessonsCompleted: Int, lessonCount: Int
    let lessons: [LessonJSON]?

    enum CodingKeys: String, CodingKey {
        case id, title, level, state, percent, lessons, lessonsCompleted = "lessons_completed", lessonCount = "lesson_count"
    }

    init(_ stage: StageProgress, lessons: Bool) {
        (id, title, level, state) = (stage.stage.id, stage.stage.title, stage.stage.level, stage.state.rawValue)
        (percent, lessonsCompleted, lessonCount) = (stage.percent, stage.completedLessons, stage.lessons.count)
        self.lessons = lessons ? stage.lessons.map(LessonJSON.init) : nil
    }
}

/// The whole path as `path --json` prints it: how far the learner is, and every stage.
struct PathJSON: Encodable {
    let percent: Int, lessonsCompleted: Int, lessons: Int, stages: [StageJSON]

    enum CodingKeys: String, CodingKey {
        case percent, lessons, stages, lessonsCompleted = "lessons_completed"
    }

    init(_ path: PathProgress) {
        (percent, lessonsCompleted, lessons) = (path.percent, path.completedLessons, path.totalLessons)
        stages = path.stages.map { StageJSON($0, lessons: false) }
    }
}
