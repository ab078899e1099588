import Foundation
import Testing
import TestSupport

/// `learnctl remind notify` on a private session bus, with a stand-in notification server that
/// records what it is sent.
@Suite(.tags(.realDBus)) struct RemindNotifyTests {
    /// A signed-in learner who reviewed a card on Nov 23 (UTC), so a one-day streak is at stake on the 24th.
    static func learnerWithAStreak() throws -> LearnctlRunner {
        let cli = try LearnctlRunner.signedIn()
        cli.environment["TZ"] = "UTC"
        _ = try cli.succeed(["cards", "import", "--starter"])
        _ = try cli.succeed(["cards", "study", "Cafe", "--limit", "1"], stdin: "know\n", now: "2026-11-23T10:00:00Z")
        return cli
    }

    @Test func theReminderIsSentOnceWhenNothingWasLearnedTodayAndNotAfterPractice() throws {
        let bus = try PrivateSessionBus()
        let server = try NotificationServerStandIn(on: bus)
        let cli = try Self.learnerWithAStreak()
        cli.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        let reminded = try cli.run(["remind", "notify"], now: "2026-11-24T19:00:00Z")
        #expect(reminded.status == 0)
        #expect(reminded.stdout == "")
        #expect(reminded.stderr == "")
        try #require(server.calls.count == 1)
        let call = server.calls[0]
        #expect(call.appName == "learnctl")
        #expect(call.summary == "Keep your 1-day streak going")
        #expect(call.body.hasPrefix("Nothing learned today yet: your 1-day streak ends at midnight.\n"))
        #expect(call.body.contains("\nNext lesson: A1-1.1 Ordering at a Cafe"))
        #expect(call.actions.isEmpty, "the server has no actions")

        cli.environment["DBUS_SESSION_BUS_ADDRESS"] = nil
        _ = try cli.succeed(["cards", "study", "Cafe", "--limit", "1"], stdin: "know\n", now: "2026-11-24T19:05:00Z")
        cli.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        let practised = try cli.run(["remind", "notify", "--verbose"], now: "2026-11-24T19:10:00Z")
        #expect(practised.status == 0)
        #expect(practised.stderr == "You have learned something today: no reminder.\n")
        #expect(server.calls.count == 1)
    }

    @Test func theActionOpensLearnctlInATerminal() throws {
        let bus = try PrivateSessionBus()
        let server = try NotificationServerStandIn(on: bus, capabilities: ["actions", "body"], invokes: "default")
        let cli = try Self.learnerWithAStreak()
        cli.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        let opened = cli.home.appendingPathComponent("terminal-arguments")
        let bin = try FakeProgram.install("fake-terminal", in: cli.home, script: "echo \"$*\" > '\(opened.path)'")
        cli.environment["TERMINAL"] = bin + "/fake-terminal"
        let started = Date()
        let result = try cli.run(["remind", "notify", "--wait", "30"], now: "2026-11-24T19:00:00Z")
        #expect(result.status == 0)
        #expect(Date().timeIntervalSince(started) < 20, "learnctl waited past the click")
        try #require(server.calls.count == 1)
        #expect(server.calls[0].actions == ["default", "Open learnctl"])
        let program = try LearnctlRunner.executableURL().resolvingSymlinksInPath().path
        #expect(Poll.until(timeout: 10) { (try? String(contentsOf: opened, encoding: .utf8)) == "-e \(program)\n" })
    }

    @Test func withoutAnActionNothingIsOpenedAndTheWaitEndsWhenTheTimeIsUp() throws {
        let bus = try PrivateSessionBus()
        let server = try NotificationServerStandIn(on: bus, capabilities: ["actions"])
        let cli = try Self.learnerWithAStreak()
        cli.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        let opened = cli.home.appendingPathComponent("terminal-arguments")
        let bin = try FakeProgram.install("fake-terminal", in: cli.home, script: "echo \"$*\" > '\(opened.path)'")
        cli.environment["TERMINAL"] = bin + "/fake-terminal"
        let result = try cli.run(["remind", "notify", "--wait", "0.5", "--verbose"], now: "2026-11-24T19:00:00Z")
        #expect(result.status == 0)
        #expect(result.stderr == "Reminder sent: Keep your 1-day streak going\n")
        #expect(server.calls.count == 1)
        #expect(!FileManager.default.fileExists(atPath: opened.path))
    }

    @Test func withoutASessionBusNothingHappensSilently() throws {
        let cli = try Self.learnerWithAStreak()
        let quiet = try cli.run(["remind", "notify"], now: "2026-11-24T19:00:00Z")
        #expect(quiet.status == 0)
        #expect(quiet.stdout == "")
        #expect(quiet.stderr == "")
        let verbose = try cli.run(["remind", "notify", "--verbose"], now: "2026-11-24T19:00:00Z")
        #expect(verbose.status == 0)
        #expect(verbose.stderr.hasPrefix("No notification server is reachable (no session bus: "))
    }

    @Test func theReminderSpeaksSpanish() throws {
        let bus = try PrivateSessionBus()
        let server = try NotificationServerStandIn(on: bus)
        let cli = try Self.learnerWithAStreak()
        cli.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        cli.environment["LANGUAGE"] = "es"
        _ = try cli.succeed(["remind", "notify"], now: "2026-11-24T19:00:00Z")
        try #require(server.calls.count == 1)
        #expect(server.calls[0].summary == "Mantén tu racha de 1 día")
    }
}
