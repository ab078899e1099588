import Foundation
import LearnCore
import ListenClient
import Localization

/// A command that stores results. After it has run, ``Learnctl`` celebrates the badges they
/// earned, one line each ("🏅 Badge earned: Week Warrior — Learn 7 days in a row"), on standard
/// error when the command prints JSON on standard output; and, when that output is not a
/// terminal, as desktop notifications too (``BadgeNotification``).
protocol AnnouncesBadges {}

extension CardsStudyCommand: AnnouncesBadges {}
extension TestsTakeCommand: AnnouncesBadges {}
extension TestsResumeCommand: AnnouncesBadges {}
extension TestsStartCommand: AnnouncesBadges {}
extension PracticeDictationCommand: AnnouncesBadges {}
extension PracticeQuizCommand: AnnouncesBadges {}
extension PracticeShadowCommand: AnnouncesBadges {}
extension SpeakTopicCommand: AnnouncesBadges {}
extension ClozePracticeCommand: AnnouncesBadges {}

/// Prints the badges earned since they were last announced.
enum BadgeAnnouncement {
    /// For the signed-in account, if any; a failure here never fails the command.
    static func announce(toStandardError: Bool) async {
        guard let badges = try? await SignedIn.existing().map(LearningProgress.init)?.takeNewBadges() else { return }
        for badge in badges {
            let line = "🏅 " + AchievementText.celebration(badge)
            if toStandardError { Output.error(line) } else { Output.line(line) }
        }
        if !badges.isEmpty, isatty(toStandardError ? STDERR_FILENO : STDOUT_FILENO) == 0 {
            BadgeNotification.send(badges)
        }
    }
}
