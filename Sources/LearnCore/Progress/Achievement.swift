import Foundation

/// A badge the learner earns by themselves when a result reaches its rule.
///
/// The badges are declared once, as data, in ``Achievement/all``; each is a measure and a
/// target. Names and descriptions are English message IDs, shown through the catalogs.
public struct Achievement: Sendable, Equatable {
    /// Stable ID stored with the date it was earned: "week-warrior".
    public let id: String
    public let category: AchievementCategory
    /// "Week Warrior" (a message ID; shown with `tr`).
    public let name: String
    /// "Learn 7 days in a row" (a message ID).
    public let summary: String
    /// What is measured, and the target it must reach.
    public let goal: AchievementGoal
}

/// The brief's four kinds of badges.
public enum AchievementCategory: String, Sendable, CaseIterable, Codable {
    case milestone, streak, mastery, special
}

/// What a badge measures, with its target.
public enum AchievementGoal: Sendable, Equatable {
    /// Lessons of the path completed (1 for the first; half; all).
    case lessons(LessonTarget)
    /// The longest run of learning days.
    case streakDays(Int)
    /// Recordings with a dictation of at least 90 %.
    case recordingsDictated(Int)
    /// Recordings with a perfect comprehension quiz.
    case perfectQuizzes(Int)
    /// Cards whose last answer was Know.
    case cardsKnown(Int)
    /// Every grammar topic of the path with a test of at least 80 %.
    case everyGrammarTopic
    /// Sentences read aloud with a score of at least 90 %.
    case sentencesSpoken(Int)
    /// A stage completed within this many days of being reached.
    case stageWithinDays(Int)

    /// How many lessons a lesson goal asks for.
    public enum LessonTarget: Sendable, Equatable {
        case count(Int), half, all
    }
}

/// Where the learner stands on one badge.
public struct AchievementStatus: Sendable {
    public let achievement: Achievement
    /// When it was earned; nil while it is not.
    public let earnedAt: Date?
    /// How far along: `current` of `target` (for a stage-speed badge, target 1).
    public let current: Int
    public let target: Int

    public var isEarned: Bool { earnedAt != nil }
}
