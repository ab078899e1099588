import LearnCore
import Localization

/// Badges earned, as desktop notifications: one each, "Badge earned: Week Warrior" over what it
/// is for. Nothing happens when there is no session bus or no notification server.
enum BadgeNotification {
    static func send(_ badges: [Achievement]) {
        guard let bus = try? NotificationBus() else { return }
        let markup = (try? bus.capabilities())?.contains("body-markup") ?? false
        for badge in badges {
            let notification = DesktopNotification(summary: "🏅 " + tr("Badge earned: %s", tr(badge.name)),
                                                   body: tr(badge.summary), icon: "emblem-favorite")
            guard (try? bus.send(markup ? notification.escapingMarkup() : notification)) != nil else { return }
        }
    }
}
