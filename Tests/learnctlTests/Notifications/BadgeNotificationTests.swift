import Foundation
import Testing
import TestSupport

/// Badges earned by a learnctl that is not on a terminal also go to the desktop's notification server.
@Suite(.tags(.realDBus)) struct BadgeNotificationTests {
    @Test func aBadgeEarnedOffATerminalIsPrintedAndNotified() throws {
        let bus = try PrivateSessionBus()
        let server = try NotificationServerStandIn(on: bus)
        let cli = try LearnctlRunner.signedIn()
        cli.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        let marked = try cli.output(["path", "complete", "A1-1.3"], now: "2026-11-24T10:00:00Z")
        #expect(marked.contains("🏅 Badge earned: First Steps — Complete your first lesson"))
        try #require(server.calls.count == 1)
        #expect(server.calls[0].summary == "🏅 Badge earned: First Steps")
        #expect(server.calls[0].body == "Complete your first lesson")
        _ = try cli.succeed(["path", "complete", "A1-1.4"], now: "2026-11-24T10:05:00Z")
        #expect(server.calls.count == 1, "no new badge, no notification")
    }

    @Test func jsonOutputIsUnchangedAndTheBadgeIsNotifiedToo() throws {
        let bus = try PrivateSessionBus()
        let server = try NotificationServerStandIn(on: bus)
        func study(onBus: Bool) throws -> LearnctlResult {
            let cli = try LearnctlRunner.signedIn()
            if onBus { cli.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address }
            _ = try cli.addGroup("Travel", words: [("passport", "el pasaporte")], now: "2026-11-24T10:00:00Z")
            return try cli.succeed(["cards", "study", "Travel", "--json"], stdin: "know\n", now: "2026-11-24T10:01:00Z")
        }
        let notified = try study(onBus: true)
        let plain = try study(onBus: false)
        #expect(notified.stderr == "🏅 Badge earned: First Steps — Complete your first lesson\n")
        #expect(notified.stdout == plain.stdout)
        #expect(notified.stderr == plain.stderr)
        #expect(server.calls.map(\.summary) == ["🏅 Badge earned: First Steps"])
    }
}
