import LearnCore
import Localization

/// What the reminder says: the streak at stake in the summary, then what is due — flash cards,
/// the next lesson on the path, a grammar topic to review.
struct ReminderMessage {
    let report: HomeReport

    var summary: String {
        let streak = report.snapshot.streak.current
        return streak > 0
            ? trn("Keep your %d-day streak going", "Keep your %d-day streak going", streak, streak)
            : tr("Time for today's practice")
    }

    var body: String {
        let streak = report.snapshot.streak.current
        var lines = [streak > 0
            ? trn("Nothing learned today yet: your %d-day streak ends at midnight.",
                  "Nothing learned today yet: your %d-day streak ends at midnight.", streak, streak)
            : tr("Nothing learned today yet.")]
        if report.cardsDue > 0 {
            lines.append(trn("%d flash card due", "%d flash cards due", report.cardsDue, report.cardsDue))
        }
        if let next = report.snapshot.path.nextLesson {
            lines.append(tr("Next lesson: %s %s", next.lesson.id, next.lesson.title))
        }
        if let topic = report.grammarToReview {
            lines.append(tr("Grammar to review: %s", topic.title))
        }
        return lines.joined(separator: "\n")
    }

    /// The notification, with an action that opens learnctl when the server offers actions.
    func notification(withAction: Bool) -> DesktopNotification {
        DesktopNotification(summary: summary, body: body, icon: "appointment-soon",
                            actions: withAction ? [DesktopNotification.Action(key: "default", label: tr("Open learnctl"))] : [])
    }
}
