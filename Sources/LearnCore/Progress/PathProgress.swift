import Foundation

/// The learner's place on the path: every lesson's status and every stage's state.
public struct PathProgress: Sendable {
    public let stages: [StageProgress]

    /// Every lesson, in path order.
    public var lessons: [LessonStatus] { stages.flatMap(\.lessons) }
    public var completedLessons: Int { lessons.filter(\.isCompleted).count }
    public var totalLessons: Int { lessons.count }
    /// Lessons completed, as a whole percentage of the path (rounded down).
    public var percent: Int { totalLessons == 0 ? 0 : completedLessons * 100 / totalLessons }
    /// The stage being worked on; nil when the whole path is completed.
    public var currentStage: StageProgress? { stages.first { $0.state == .current } }
    /// The first lesson of the current stage not completed yet.
    public var nextLesson: LessonStatus? { currentStage?.lessons.first { !$0.isCompleted } }

    /// Evaluates `path` against the stored results.
    init(path: LearningPath, results: StoredResults) {
        var stages: [StageProgress] = []
        var previousCompletedAt = results.accountCreatedAt
        var open = true
        for stage in path.stages {
            let lessons = stage.lessons.map { LessonStatus(lesson: $0, results: results) }
            let allDone = lessons.allSatisfy(\.isCompleted)
            let state: StageState = !open ? .locked : allDone ? .completed : .current
            let unlockedAt = open ? previousCompletedAt : nil
            // A stage whose lessons were all done before it was reached is completed when reached.
            let completedAt = state == .completed
                ? lessons.compactMap(\.completedAt).max().map { max($0, unlockedAt ?? $0) } : nil
            stages.append(StageProgress(
                stage: stage, state: state, lessons: lessons, unlockedAt: unlockedAt, completedAt: completedAt))
            if state != .completed { open = false }
            previousCompletedAt = completedAt
        }
        self.stages = stages
    }
}

/// Where a stage is: done, being worked on, or not reachable yet.
public enum StageState: String, Sendable, Codable {
    case completed, current, locked
}

/// One stage with its state and its lessons' statuses.
public struct StageProgress: Sendable {
    public let stage: PathStage
    public let state: StageState
    public let lessons: [LessonStatus]
    /// When the stage became reachable (the previous stage's completion; the account's creation for the first).
    public let unlockedAt: Date?
    /// When its last lesson was completed, for a completed stage.
    public let completedAt: Date?

    public var completedLessons: Int { lessons.filter(\.isCompleted).count }
    /// Lessons completed as a whole percentage (rounded down).
    public var percent: Int { lessons.isEmpty ? 0 : completedLessons * 100 / lessons.count }
}

/// One lesson and how far the learner is with it.
public struct LessonStatus: Sendable {
    public let lesson: PathLesson
    /// When it was completed; nil while it is not.
    public let completedAt: Date?
    /// Whether it was marked complete (`learnctl path complete`) rather than completed by results.
    public let isMarked: Bool
    /// What the results are so far, for the lesson's kind.
    public let measure: LessonMeasure

    public var isCompleted: Bool { completedAt != nil }

    /// The rule for each kind: 80 % on the dictation and on the quiz; 80 % on a topic test; every
    /// card reviewed and 80 % of them known; an article read to the end or 80 % on its questions.
    static let threshold = 80

    init(lesson: PathLesson, results: StoredResults) {
        self.lesson = lesson
        let byResults: Date?
        switch lesson.kind {
        case .recording:
            let dictation = results.dictations[lesson.reference]
            let quiz = results.quizzes[lesson.reference]
            measure = .recording(dictation: dictation?.percent, quiz: quiz?.percent)
            if let reached = dictation?.reached80At, let quizReached = quiz?.reached80At {
                byResults = max(reached, quizReached)
            } else {
                byResults = nil
            }
        case .grammar:
            let best = results.grammar[lesson.reference]
            measure = .grammar(best: best?.percent)
            byResults = best?.reached80At
        case .article:
            let read = results.articlesRead[lesson.reference]
            let quiz = results.articleQuizzes[lesson.reference]
            measure = .article(read: read != nil, quiz: quiz?.percent)
            byResults = [read, quiz?.reached80At].compactMap { $0 }.min()
        case .cards:
            let cards = results.groups[lesson.reference.lowercased()] ?? StoredResults.GroupCards()
            measure = .cards(total: cards.total, reviewed: cards.reviewed, known: cards.known)
            let done = cards.total > 0 && cards.reviewed == cards.total
                && cards.known * 100 >= cards.total * Self.threshold
            byResults = done ? cards.lastReviewAt : nil
        }
        let marked = results.marked[lesson.id]
        isMarked = byResults == nil && marked != nil
        completedAt = byResults ?? marked
    }
}

/// A lesson's results so far.
public enum LessonMeasure: Sendable, Equatable {
    /// Best dictation and quiz scores (percent), nil when not done yet.
    case recording(dictation: Int?, quiz: Int?)
    /// Best test score on the topic (percent).
    case grammar(best: Int?)
    /// The group's cards: how many, reviewed at least once, known.
    case cards(total: Int, reviewed: Int, known: Int)
    /// An article: whether it was read to the end, and the best score on its questions (percent).
    case article(read: Bool, quiz: Int?)
}
