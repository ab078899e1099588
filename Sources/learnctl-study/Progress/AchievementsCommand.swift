import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

extension AchievementCategory: ExpressibleByArgument {}

/// `learnctl achievements`: the badges, earned and not.
struct AchievementsCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "achievements",
        abstract: "Show your badges: the ones earned with their date, the others with what is missing.",
        discussion: """
            Badges unlock by themselves when a result that earns them is stored, and the \
            command that stored it says so. Milestone: First Steps (a first lesson), Halfway \
            Hero (half the path), Grand Master (all of it). Streak: Dedicated (3 days in a row), \
            Week Warrior (7), Streak Legend (30). Mastery: Keen Ear (10 recordings dictated at \
            90% or more), Sharp Listener (10 perfect quizzes), Word Hoard (500 cards known), \
            Grammar Ace (every grammar topic of the path at 80% or more), Clear Voice (25 \
            sentences read aloud at 90% or more). Special: Speed Learner (a stage completed \
            within a week of reaching it).

            With --json, one object per badge: {"id", "category", "name", "description", \
            "earned", "earned_at", "current", "target"}.
            """)

    @Option(help: ArgumentHelp("Only the badges of this category.", valueName: "category"))
    var category: AchievementCategory?

    static let jsonHelp = "Print one JSON object per badge."
    @OptionGroup var output: OutputOptions<AchievementsCommand>

    func run() async throws {
        let snapshot = try await LearningProgress.signedIn().snapshot()
        let shown = snapshot.achievements.filter { category == nil || $0.achievement.category == category }
        if output.json {
            for status in shown { try JSONLines.print(BadgeJSON(status)) }
            return
        }
        let style = ProgressStyle.standardOutput
        let earned = snapshot.achievements.filter(\.isEarned).count
        Output.line(style.bold(tr("Badges · %s", trn("%d of %d earned", "%d of %d earned", snapshot.achievements.count, earned, snapshot.achievements.count))))
        for kind in AchievementCategory.allCases where category == nil || category == kind {
            let statuses = shown.filter { $0.achievement.category == kind }
            guard !statuses.isEmpty else { continue }
            Output.line("")
            Output.line(style.bold(AchievementText.category(kind)))
            for status in statuses {
                let name = tr(status.achievement.name)
                let detail = status.earnedAt.map { tr("earned %s", AchievementText.date($0)) } ?? AchievementText.progress(status)
                let line = "  \(status.isEarned ? "★" : "☆") \(name) — \(tr(status.achievement.summary)) · \(detail)"
                Output.line(status.isEarned ? style.paint(line, .completed) : line)
            }
        }
    }
}

extension AchievementsCommand {
    /// A badge as `--json` prints it.
    struct BadgeJSON: Encodable {
        let id: String, category: String, name: String, description: String, earned: Bool
        @Nullable var earnedAt: Date?
        let current: Int, target: Int

        enum CodingKeys: String, CodingKey {
            case id, category, name, description, earned, current, target, earnedAt = "earned_at"
        }

        init(_ status: AchievementStatus) {
            let achievement = status.achievement
            (id, category, name) = (achievement.id, achievement.category.rawValue, achievement.name)
            (description, earned) = (MessageText.plain(achievement.summary), status.isEarned)
            earnedAt = status.earnedAt
            (current, target) = (status.current, status.target)
        }
    }
}

/// Message IDs as plain English text (`%%` → `%`), for JSON.
enum MessageText {
    static func plain(_ message: String) -> String {
        message.replacingOccurrences(of: "%%", with: "%")
    }
}
