import Foundation
import Testing
import TestSupport

/// `learnctl remind at|off|status`: the systemd user units written, checked by
/// `systemd-analyze`, and `systemctl --user` run when a user manager is reachable.
struct RemindCommandTests {
    /// A runner whose `XDG_CONFIG_HOME` is inside its home.
    static func runner() throws -> LearnctlRunner {
        let cli = try LearnctlRunner()
        cli.environment["XDG_CONFIG_HOME"] = cli.home.appendingPathComponent("config").path
        return cli
    }

    static func unitFolder(_ cli: LearnctlRunner) -> URL {
        cli.home.appendingPathComponent("config/systemd/user")
    }

    static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test func withoutAUserManagerTheUnitsAreWrittenAndLinkedAndLearnctlSaysWhatToRun() throws {
        let cli = try Self.runner()
        let set = try cli.run(["remind", "at", "19:00"])
        #expect(set.status == 0)
        #expect(set.stdout.contains("Daily reminder set for 19:00"))
        #expect(set.stderr.contains("No systemd user manager is reachable"))
        #expect(set.stderr.contains("systemctl --user daemon-reload && systemctl --user enable --now learnctl-remind.timer"))
        let folder = Self.unitFolder(cli)
        let timer = try Self.text(folder.appendingPathComponent("learnctl-remind.timer"))
        #expect(timer.contains("\nOnCalendar=*-*-* 19:00:00\n"))
        #expect(timer.contains("\nPersistent=true\n"))
        #expect(timer.contains("\nWantedBy=timers.target\n"))
        let service = try Self.text(folder.appendingPathComponent("learnctl-remind.service"))
        let program = try LearnctlRunner.executableURL().resolvingSymlinksInPath().path
        #expect(service.contains("\nExecStart=\"\(program)\" remind notify\n"))
        #expect(service.contains("\nEnvironment=\"XDG_DATA_HOME=\(cli.environment["XDG_DATA_HOME"]!)\"\n"))
        let link = try FileManager.default.destinationOfSymbolicLink(
            atPath: folder.appendingPathComponent("timers.target.wants/learnctl-remind.timer").path)
        #expect(link == "../learnctl-remind.timer")
    }

    @Test func statusShowsTheTimeOrOffAndOffRemovesEverything() throws {
        let cli = try Self.runner()
        #expect(try cli.output(["remind"]) == "Daily reminder: off. Set one with: learnctl remind at 19:00\n")
        _ = try cli.succeed(["remind", "at", "7:30"])
        let folder = Self.unitFolder(cli)
        #expect(try cli.output(["remind", "status"])
            == "Daily reminder: every day at 07:30 (\(folder.appendingPathComponent("learnctl-remind.timer").path)).\n")
        let on = try jsonObject(try cli.output(["remind", "--json"]))
        #expect(on["enabled"] as? Bool == true)
        #expect(on["time"] as? String == "07:30")
        #expect(on["timer"] as? String == folder.appendingPathComponent("learnctl-remind.timer").path)
        _ = try cli.succeed(["remind", "at", "21:05"])
        #expect(try jsonObject(try cli.output(["remind", "status", "--json"]))["time"] as? String == "21:05")

        #expect(try cli.output(["remind", "off"]) == "Daily reminder off.\n")
        for path in ["learnctl-remind.timer", "learnctl-remind.service", "timers.target.wants/learnctl-remind.timer"] {
            #expect((try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)) == nil, "\(path)")
        }
        let off = try jsonObject(try cli.output(["remind", "status", "--json"]))
        #expect(off["enabled"] as? Bool == false)
        #expect(off["time"] is NSNull)
        #expect(try cli.output(["remind", "off"]) == "The daily reminder is already off.\n")
    }

    @Test func aTimeOutsideTheClockIsAUsageError() throws {
        let cli = try Self.runner()
        for time in ["25:00", "19:60", "19", "7:5", "seven"] {
            #expect(try cli.run(["remind", "at", time]).status == LearnctlRunner.usageErrorStatus, "\(time)")
        }
        #expect(!FileManager.default.fileExists(atPath: Self.unitFolder(cli).path))
    }

    @Test func withAUserManagerSystemctlReloadsAndEnablesThenDisables() throws {
        let cli = try Self.runner()
        let log = cli.home.appendingPathComponent("systemctl.log")
        let bin = try FakeProgram.install("systemctl", in: cli.home, script: "echo \"$*\" >> '\(log.path)'")
        cli.environment["PATH"] = bin + ":" + cli.environment["PATH"]!
        let set = try cli.run(["remind", "at", "19:00"])
        #expect(set.status == 0)
        #expect(set.stderr == "")
        #expect(set.stdout.contains("Daily reminder set for 19:00: if you have not learned anything by then"))
        #expect(try Self.text(log) == "--user --quiet daemon-reload\n--user --quiet enable --now learnctl-remind.timer\n")
        _ = try cli.succeed(["remind", "off"])
        #expect(try Self.text(log).hasSuffix("--user --quiet disable --now learnctl-remind.timer\n--user --quiet daemon-reload\n"))
        #expect(!FileManager.default.fileExists(atPath: Self.unitFolder(cli).appendingPathComponent("learnctl-remind.timer").path))
    }

    @Test func aTimerThatCannotBeStartedIsAnError() throws {
        let cli = try Self.runner()
        let bin = try FakeProgram.install("systemctl", in: cli.home,
                                          script: "[ \"$3\" = enable ] && { echo 'Unit learnctl-remind.timer is masked.' >&2; exit 1; }; exit 0")
        cli.environment["PATH"] = bin + ":" + cli.environment["PATH"]!
        let set = try cli.run(["remind", "at", "19:00"])
        #expect(set.status == 1)
        #expect(set.stderr.contains("The timer is written but could not be started: Unit learnctl-remind.timer is masked."))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/systemd-analyze")))
    func theGeneratedUnitsPassSystemdAnalyzeVerify() throws {
        let cli = try Self.runner()
        // Quoting: a space, a percent sign and a quote in a value passed on to the service.
        cli.environment["XDG_DATA_HOME"] = cli.home.appendingPathComponent("data 100% \"mine\"").path
        _ = try cli.succeed(["remind", "at", "6:45"])
        let runtime = try TemporaryFolder("remind-run")
        defer { runtime.remove() }
        let folder = Self.unitFolder(cli)
        let result = try Shell.run(
            "systemd-analyze",
            ["--user", "verify", folder.appendingPathComponent("learnctl-remind.timer").path,
             folder.appendingPathComponent("learnctl-remind.service").path],
            environment: ["PATH": cli.environment["PATH"]!, "HOME": cli.home.path, "XDG_RUNTIME_DIR": runtime.path,
                          "XDG_CONFIG_HOME": cli.environment["XDG_CONFIG_HOME"]!])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(result.stdout == "")
    }
}
