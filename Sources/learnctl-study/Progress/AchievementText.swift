import Foundation
import LearnCore
import Localization

/// How a badge is described on the screens.
enum AchievementText {
    static func category(_ category: AchievementCategory) -> String {
        switch category {
        case .milestone: tr("Milestone")
        case .streak: tr("Streak")
        case .mastery: tr("Mastery")
        case .special: tr("Special")
        }
    }

    /// What is still missing: "4 of 7 days", "120 of 500 cards known".
    static func progress(_ status: AchievementStatus) -> String {
        let (current, target) = (status.current, status.target)
        switch status.achievement.goal {
        case .lessons: return trn("%d of %d lesson", "%d of %d lessons", target, current, target)
        case .streakDays: return trn("%d of %d day", "%d of %d days", target, current, target)
        case .recordingsDictated, .perfectQuizzes: return trn("%d of %d recording", "%d of %d recordings", target, current, target)
        case .cardsKnown: return trn("%d of %d card known", "%d of %d cards known", target, current, target)
        case .everyGrammarTopic: return trn("%d of %d topic", "%d of %d topics", target, current, target)
        case .sentencesSpoken: return trn("%d of %d sentence", "%d of %d sentences", target, current, target)
        case .stageWithinDays: return tr("no stage completed within a week yet")
        }
    }

    /// The celebration line: "Badge earned: Week Warrior — Learn 7 days in a row".
    static func celebration(_ achievement: Achievement) -> String {
        tr("Badge earned: %s — %s", tr(achievement.name), tr(achievement.summary))
    }

    /// A date in the learner's time zone and language.
    static func date(_ date: Date) -> String {
        let day = CalendarDay(date, in: ProgressLedger.timeZone)
        return DateText.day(year: day.year, month: day.month, day: day.day)
    }
}
