import Foundation
import LearnCore
import ListenClient
import ListenProtocol
import Localization

/// The home screen: greeting, motivation, For today, path, streak and badges.
struct HomeScreen {
    let report: HomeReport
    let account: Account
    let now: Date
    let playing: StatusPayload?
    /// The new episodes of the podcasts subscribed to, newest first (their number and library title).
    var newEpisodes: [(id: Int64, title: String)] = []
    /// An article to read at the learner's level, with few words new to them.
    var article: ArticleEntry?
    let style: ProgressStyle

    private var snapshot: ProgressSnapshot { report.snapshot }

    /// What learnctl is, for a learner not signed in.
    static func welcome() -> String {
        [
            tr("Welcome to learnctl!"),
            "",
            tr("Practise listening, flash cards, grammar and speaking from the terminal, with a learning path from A1 to C1, a daily streak and badges to earn."),
            "",
            tr("Create an account:  learnctl signup --email you@example.com"),
            tr("Or sign in:         learnctl signin --email you@example.com"),
        ].joined(separator: "\n")
    }

    /// "Good morning, Ada!" — by the hour where the learner is.
    var greeting: String {
        let hour = Calendar.gregorian(in: ProgressLedger.timeZone).component(.hour, from: now)
        let name = report.displayName.map { $0.terminalLine }
        switch hour {
        case 5..<12: return name.map { tr("Good morning, %s!", $0) } ?? tr("Good morning!")
        case 12..<18: return name.map { tr("Good afternoon, %s!", $0) } ?? tr("Good afternoon!")
        case 18..<22: return name.map { tr("Good evening, %s!", $0) } ?? tr("Good evening!")
        default: return name.map { tr("Good night, %s!", $0) } ?? tr("Good night!")
        }
    }

    /// A line chosen from the learner's progress and streak.
    var motivation: String {
        let streak = snapshot.streak
        let path = snapshot.path
        if path.currentStage == nil, path.totalLessons > 0 {
            return tr("You have completed the whole path. Impressive!")
        }
        if snapshot.learningDays == 0 {
            return tr("Every journey starts with a first step: try the lesson below.")
        }
        if streak.current == 0 {
            return tr("Welcome back! A lesson today starts a new streak.")
        }
        if !streak.includesToday {
            return trn("Keep your %d-day streak going: learn something today.",
                       "Keep your %d-day streak going: learn something today.", streak.current, streak.current)
        }
        if streak.current >= 7 {
            return trn("%d day in a row — you are on fire!", "%d days in a row — you are on fire!", streak.current, streak.current)
        }
        if path.percent >= 50 {
            return tr("More than halfway along the path. Keep going!")
        }
        return tr("Nice work today. Every day counts!")
    }

    var text: String {
        // Rows are gathered first so that the values line up after the longest label of the language.
        var rows: [(label: String, value: String)?] = []
        func row(_ label: String, _ value: String) { rows.append((label, value)) }
        if let next = snapshot.path.nextLesson {
            row(tr("Next lesson"), "\(next.lesson.id) \(next.lesson.title.terminalLine) · \(LessonText.kind(next.lesson.kind)): \(LessonText.measure(next))")
            row("", LessonText.nextCommand(next))
        } else if snapshot.path.totalLessons > 0 {
            row(tr("Next lesson"), tr("none: the path is complete"))
        }
        if report.cardsDue > 0 {
            row(tr("Flash cards"), trn("%d card due", "%d cards due", report.cardsDue, report.cardsDue) + " · learnctl cards study")
        } else {
            row(tr("Flash cards"), tr("nothing due"))
        }
        if let topic = report.grammarToReview {
            row(tr("Grammar"), tr("%s (your latest mistake)", topic.title.terminalLine) + " · learnctl tests take \(topic.slug)")
        }
        if let playing {
            row(tr("Listening"), playing.state == .playing
                ? tr("playing %s at %s / %s", playing.titleWithLevel, playing.positionText, playing.durationText)
                : tr("paused %s at %s / %s", playing.titleWithLevel, playing.positionText, playing.durationText))
        }
        if let article {
            // TRANSLATORS: %1$s an article's title, %2$s its level, %3$s minutes, %4$s the share of words new to the learner.
            row(tr("Reading"), tr("%1$s (%2$s, %3$s min, %4$s new words)", article.article.title.terminalLine, article.level,
                                  String(article.minutes), ArticleText.percent(article.newWordShare))
                + " · learnctl articles read \(article.article.key)")
        }
        if let newest = newEpisodes.first {
            row(tr("Podcasts"), trn("%d new episode", "%d new episodes", newEpisodes.count, newEpisodes.count) + " · learnctl podcasts episodes --new")
            row("", "\(newest.title.terminalLine) · learnctl podcasts play \(newest.id)")
        }
        rows.append(nil)
        if let stage = snapshot.path.currentStage {
            row(tr("Path"), tr("stage %s %s · %s · %s", stage.stage.id, stage.stage.title, NumberText.percent(stage.percent),
                               trn("%d of %d lesson on the path", "%d of %d lessons on the path", snapshot.path.totalLessons,
                                   snapshot.path.completedLessons, snapshot.path.totalLessons)))
        } else if snapshot.path.totalLessons > 0 {
            row(tr("Path"), tr("complete"))
        }
        let streak = snapshot.streak
        row(tr("Streak"), trn("%d day", "%d days", streak.current, streak.current)
            + (streak.longest > streak.current ? " " + tr("(longest %s)", trn("%d day", "%d days", streak.longest, streak.longest)) : ""))
        let badges = latestBadges
        row(tr("Badges"), badges.isEmpty ? tr("none yet · learnctl achievements") : badges.map { tr($0.achievement.name) }.joined(separator: ", "))
        let width = max(14, (rows.compactMap { $0?.label.count }.max() ?? 0) + 2)
        let body = rows.map { row in
            row.map { "  " + $0.label.padding(toLength: width, withPad: " ", startingAt: 0) + $0.value } ?? ""
        }
        return ([style.bold(greeting), motivation, "", style.bold(tr("For today"))] + body).joined(separator: "\n")
    }

    /// The last three badges earned, the latest first.
    var latestBadges: [AchievementStatus] {
        Array(snapshot.achievements.filter(\.isEarned).sorted { $0.earnedAt! > $1.earnedAt! }.prefix(3))
    }
}

extension Calendar {
    /// The Gregorian calendar in `timeZone`.
    static func gregorian(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}
