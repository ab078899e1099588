import Foundation
import LearnCore

/// The path's objects for `--json`.
enum PathJSON {
    static func lesson(_ status: LessonStatus) -> [String: Any] {
        var object: [String: Any] = [
            "id": status.lesson.id, "kind": status.lesson.kind.rawValue, "reference": status.lesson.reference,
            "title": status.lesson.title, "completed": status.isCompleted, "marked": status.isMarked,
            "completed_at": status.completedAt.map { ISO8601DateFormatter().string(from: $0) } ?? NSNull(),
        ]
        switch status.measure {
        case .recording(let dictation, let quiz):
            object["dictation"] = dictation ?? NSNull()
            object["quiz"] = quiz ?? NSNull()
        case .grammar(let best):
            object["best"] = best ?? NSNull()
        case .cards(let total, let reviewed, let known):
            object["cards"] = total
            object["reviewed"] = reviewed
            object["known"] = known
        }
        return object
    }

    static func stage(_ stage: StageProgress, lessons: Bool) -> [String: Any] {
        var object: [String: Any] = [
            "id": stage.stage.id, "title": stage.stage.title, "level": stage.stage.level,
            "state": stage.state.rawValue, "percent": stage.percent,
            "lessons_completed": stage.completedLessons, "lesson_count": stage.lessons.count,
        ]
        if lessons { object["lessons"] = stage.lessons.map(lesson) }
        return object
    }
}
