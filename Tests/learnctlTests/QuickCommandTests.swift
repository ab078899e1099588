import Foundation
import Testing
import TestSupport

/// learnctl carries out `status`, `pause`, `resume`, `toggle` and `stop` itself in their plain
/// forms (``QuickCommand``) and runs learnctl-study for everything else; both print the same.
@Suite struct QuickCommandTests {
    /// Status forms, each with the exit status, output and errors learnctl-study gives for it.
    static let statusForms: [[String]] = [
        ["status"],
        ["status", "--json"],
        ["status", "--format", "{state} {title} {position}/{duration} {percent} {line_index}/{lines} {speed} {{x}}"],
        ["status", "--format={title} %{F#f00}{remaining}"],
        ["status", "--format", ""],
        ["status", "--waybar"],
        ["status", "--waybar", "--format", "{title}"],
        ["status", "--format", "{title}", "--waybar"],
        // Refused by the declaration: learnctl-study prints the usage error.
        ["status", "--json", "--waybar"],
        ["status", "--json", "--format", "{title}"],
        ["status", "--format", "{artist}"],
        ["status", "--format"],
        ["status", "--json", "--json"],
        ["status", "--help"],
        ["status", "extra"],
        ["pause", "--json"],
    ]

    @Test func everyStatusFormPrintsWhatLearnctlStudyPrints() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        let study = try LearnctlRunner.talking(to: daemon)
        study.program = "learnctl-study"
        #expect(try cli.run(["play", "Travel Dialogue 1"]).status == 0)
        #expect(try cli.run(["pause"]).status == 0)
        #expect(try cli.run(["seek", "41"]).status == 0)

        for form in Self.statusForms + Self.statusForms.map({ $0 + ["--socket", daemon.socketPath] })
            + [["status", "--socket=\(daemon.socketPath)", "--json"]] {
            let quick = try cli.run(form), full = try study.run(form)
            #expect(quick.status == full.status, "\(form): \(quick.stderr) / \(full.stderr)")
            #expect(quick.stdout == full.stdout, "\(form)")
            #expect(quick.stderr == full.stderr, "\(form)")
        }
    }

    @Test func controlCommandsPrintWhatLearnctlStudyPrints() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        let study = try LearnctlRunner.talking(to: daemon)
        study.program = "learnctl-study"
        let paused = [["play", "Travel Dialogue 1"], ["pause"], ["seek", "20"]]
        let playing = paused + [["resume"]]
        let stopped = paused + [["stop"]]
        let cases: [(state: [[String]], command: [String])] = [
            (paused, ["toggle"]), (playing, ["toggle"]), (paused, ["pause"]), (playing, ["pause"]),
            (paused, ["resume"]), (playing, ["resume"]), (playing, ["stop"]), (stopped, ["stop"]),
            (stopped, ["pause"]), (paused, ["resume", "--socket", daemon.socketPath]),
        ]
        for (state, command) in cases {
            for step in state { #expect(try cli.run(step).status == 0, "\(step)") }
            let quick = try cli.run(command)
            for step in state { #expect(try cli.run(step).status == 0, "\(step)") }
            let full = try study.run(command)
            #expect(quick.status == full.status, "\(command): \(quick.stderr) / \(full.stderr)")
            // The position may move on by a second while playing.
            #expect(Self.withoutPosition(quick.stdout) == Self.withoutPosition(full.stdout), "\(command)")
            #expect(!quick.stdout.isEmpty || !quick.stderr.isEmpty, "\(command)")
            #expect(quick.stderr == full.stderr, "\(command)")
        }
    }

    private static func withoutPosition(_ text: String) -> String {
        text.replacingOccurrences(of: #"at \d+:\d\d"#, with: "at -", options: .regularExpression)
    }

    @Test func aDaemonThatIsNotThereIsTheSameErrorBothWays() throws {
        let cli = try LearnctlRunner()
        cli.environment["LISTEND_SOCKET"] = "/nonexistent/listend.sock"
        let study = try LearnctlRunner()
        study.environment = cli.environment
        study.program = "learnctl-study"
        for command in [["status"], ["status", "--waybar"], ["toggle"], ["stop", "--socket", "/nonexistent/other.sock"]] {
            let quick = try cli.run(command), full = try study.run(command)
            #expect(quick.status == 1)
            #expect(quick.status == full.status)
            #expect(quick.stderr == full.stderr, "\(command)")
            #expect(quick.stderr.hasPrefix("learnctl: Cannot connect to listend at /nonexistent/"), "\(quick.stderr)")
        }
    }

    /// learnctl alone (no learnctl-study beside it) still carries out the quick commands, which
    /// shows they do not go through learnctl-study; everything else says what is missing.
    @Test func quickCommandsDoNotNeedLearnctlStudy() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let folder = try TemporaryFolder("quick")
        defer { folder.remove() }
        let alone = "\(folder.path)/learnctl"
        try FileManager.default.copyItem(atPath: try LearnctlRunner.executableURL().path, toPath: alone)
        let environment = ["LISTEND_SOCKET": daemon.socketPath, "PATH": "/usr/bin:/bin"]

        let status = try Shell.run(alone, ["status", "--format", "{state} {title}"], environment: environment)
        #expect(status.status == 0, "\(status.stderr)")
        #expect(status.stdout == "paused Ordering at a Cafe\n")
        let toggle = try Shell.run(alone, ["toggle"], environment: environment)
        #expect(toggle.stdout.hasPrefix("Playing Ordering at a Cafe (A1) at 0:0"), "\(toggle.stdout)")

        let list = try Shell.run(alone, ["list"], environment: environment)
        #expect(list.status == 1)
        #expect(list.stderr.contains("cannot find learnctl-study beside learnctl or in ../libexec/learnctl/"), "\(list.stderr)")
    }
}
