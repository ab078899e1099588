import Foundation
import LearnCore
import ListenClient
import ListenProtocol

/// The home screen's data as `learnctl home --json` prints it; for a learner not signed in,
/// only `{"signed_in":false}`.
struct HomeJSON: Encodable {
    let screen: HomeScreen?

    static let notSignedIn = HomeJSON(screen: nil)

    private enum Key: String, CodingKey {
        case email, name, greeting, motivation, path, streak, badges, playing
        case signedIn = "signed_in", cardsDue = "cards_due", newCards = "new_cards", grammarReview = "grammar_review"
        case nextLesson = "next_lesson"
    }

    func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: Key.self)
        guard let screen else {
            return try object.encode(false, forKey: .signedIn)
        }
        let report = screen.report
        let path = report.snapshot.path
        try object.encode(true, forKey: .signedIn)
        try object.encode(screen.account.email, forKey: .email)
        try object.encode(report.displayName, forKey: .name)
        try object.encode(screen.greeting, forKey: .greeting)
        try object.encode(screen.motivation, forKey: .motivation)
        try object.encode(report.cardsDue, forKey: .cardsDue)
        try object.encode(report.newCards, forKey: .newCards)
        try object.encode(report.grammarToReview.map { Topic(slug: $0.slug, title: $0.title) }, forKey: .grammarReview)
        try object.encode(Path(path), forKey: .path)
        try object.encode(Streak(current: report.snapshot.streak.current, longest: report.snapshot.streak.longest,
                                 today: report.snapshot.streak.includesToday), forKey: .streak)
        try object.encode(screen.latestBadges.map { Badge(id: $0.achievement.id, name: $0.achievement.name, earnedAt: $0.earnedAt) },
                          forKey: .badges)
        try object.encode(path.nextLesson.map(LessonJSON.init), forKey: .nextLesson)
        try object.encode(screen.playing.map { Playing(title: $0.titleText, state: $0.state.rawValue, position: $0.position) },
                          forKey: .playing)
    }

    /// The grammar topic to review.
    private struct Topic: Encodable {
        let slug: String
        let title: String
    }

    /// Where the learner is on the path; the stage is null once the path is complete.
    private struct Path: Encodable {
        @Nullable var stage: String?
        @Nullable var stageTitle: String?
        let stagePercent: Int
        let lessonsCompleted: Int
        let lessons: Int
        let percent: Int

        init(_ path: PathProgress) {
            stage = path.currentStage?.stage.id
            stageTitle = path.currentStage?.stage.title
            stagePercent = path.currentStage?.percent ?? 100
            lessonsCompleted = path.completedLessons
            lessons = path.totalLessons
            percent = path.percent
        }

        enum CodingKeys: String, CodingKey {
            case stage, lessons, percent
            case stageTitle = "stage_title", stagePercent = "stage_percent", lessonsCompleted = "lessons_completed"
        }
    }

    private struct Streak: Encodable {
        let current: Int
        let longest: Int
        let today: Bool
    }

    /// A badge among the latest earned.
    private struct Badge: Encodable {
        let id: String
        let name: String
        let earnedAt: Date?

        enum CodingKeys: String, CodingKey {
            case id, name
            case earnedAt = "earned_at"
        }
    }

    /// What listend is playing.
    private struct Playing: Encodable {
        let title: String
        let state: String
        let position: Double
    }
}
