import Foundation
import LearnCore
import ListenClient
import ListenProtocol

/// The home screen's data as `learnctl home --json` prints it: the greeting and motivation, what
/// to do today, the path, the streak and the latest badges. Things there are none of are null.
struct HomeJSON: Encodable {
    let signedIn = true
    let email: String
    @Nullable var name: String?
    let greeting: String, motivation: String, cardsDue: Int, newCards: Int
    @Nullable var grammarReview: Topic?
    let path: Path, streak: Streak, badges: [Badge]
    @Nullable var nextLesson: LessonJSON?
    @Nullable var playing: Playing?
    let newEpisodes: [Episode]
    @Nullable var article: Article?

    /// What a learner not signed in gets: `{"signed_in":false}`.
    struct NotSignedIn: Encodable {
        let signedIn = false

        enum CodingKeys: String, CodingKey {
            case signedIn = "signed_in"
        }
    }

    enum CodingKeys: String, CodingKey {
        case email, name, greeting, motivation, path, streak, badges, playing, signedIn = "signed_in", cardsDue = "cards_due"
        case newCards = "new_cards", grammarReview = "grammar_review", nextLesson = "next_lesson", newEpisodes = "new_episodes"
        case article
    }

    init(_ screen: HomeScreen) {
        let (report, snapshot) = (screen.report, screen.report.snapshot)
        (email, greeting, motivation) = (screen.account.email, screen.greeting, screen.motivation)
        name = report.displayName
        (cardsDue, newCards) = (report.cardsDue, report.newCards)
        grammarReview = report.grammarToReview.map { Topic(slug: $0.slug, title: $0.title) }
        path = Path(stage: snapshot.path.currentStage?.stage.id, stageTitle: snapshot.path.currentStage?.stage.title,
                    stagePercent: snapshot.path.currentStage?.percent ?? 100, lessonsCompleted: snapshot.path.completedLessons,
                    lessons: snapshot.path.totalLessons, percent: snapshot.path.percent)
        streak = Streak(current: snapshot.streak.current, longest: snapshot.streak.longest, today: snapshot.streak.includesToday)
        badges = screen.latestBadges.map { Badge(id: $0.achievement.id, name: $0.achievement.name, earnedAt: $0.earnedAt) }
        nextLesson = snapshot.path.nextLesson.map(LessonJSON.init)
        playing = screen.playing.map { Playing(title: $0.titleText, state: $0.state.rawValue, position: $0.position) }
        newEpisodes = screen.newEpisodes.map { Episode(id: $0.id, title: $0.title) }
        article = screen.article.map {
            Article(id: $0.article.key, title: $0.article.title.terminalLine, level: $0.level, minutes: $0.minutes,
                    newWordShare: ($0.newWordShare * 1000).rounded() / 1000)
        }
    }

    /// The article suggested: its ID, title, level, minutes to read and share of new words.
    struct Article: Encodable {
        let id: String, title: String, level: String, minutes: Int, newWordShare: Double

        enum CodingKeys: String, CodingKey {
            case id, title, level, minutes, newWordShare = "new_word_share"
        }
    }

    /// A new episode of a podcast subscribed to: its number and library title.
    struct Episode: Encodable {
        let id: Int64, title: String
    }

    /// The grammar topic to review.
    struct Topic: Encodable {
        let slug: String, title: String
    }

    /// Where the learner is on the path; the stage is null once the path is complete.
    struct Path: Encodable {
        @Nullable var stage: String?
        @Nullable var stageTitle: String?
        let stagePercent: Int, lessonsCompleted: Int, lessons: Int, percent: Int

        enum CodingKeys: String, CodingKey {
            case stage, lessons, percent, stageTitle = "stage_title", stagePercent = "stage_percent", lessonsCompleted = "lessons_completed"
        }
    }

    struct Streak: Encodable {
        let current: Int, longest: Int, today: Bool
    }

    /// A badge among the latest earned.
    struct Badge: Encodable {
        let id: String, name: String, earnedAt: Date?

        enum CodingKeys: String, CodingKey {
            case id, name, earnedAt = "earned_at"
        }
    }

    /// What listend is playing.
    struct Playing: Encodable {
        let title: String, state: String, position: Double
    }
}
