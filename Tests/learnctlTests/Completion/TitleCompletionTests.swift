import Foundation
import Testing
import TestSupport

/// Recording titles completed from a running listend, as the shells' completion scripts ask for
/// them (`learnctl ---completion …`), and nothing, promptly and silently, when no daemon answers.
@Suite struct TitleCompletionTests {
    /// The titles of the daemon's library, in its order, as `learnctl list --json` shows them.
    private func titles(_ cli: LearnctlRunner) throws -> [String] {
        let tracks = try #require(try cli.json(["list", "--json"])["tracks"] as? [[String: Any]])
        return tracks.compactMap { $0["title"] as? String }
    }

    @Test func everyCommandThatTakesATitleCompletesTheLibrarysTitles() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        let library = try titles(cli)
        #expect(library.contains("Travel Dialogue 1") && library.contains("At the Doctor's"), "\(library)")

        for command in [["play"], ["practice", "dictation"], ["practice", "quiz"], ["practice", "cards"]] {
            let result = try cli.complete(command, "positional@0", words: ["learnctl"] + command + [""])
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(result.stderr.isEmpty, "\(command): \(result.stderr)")
            #expect(result.completions == library, "\(command)")
        }
    }

    @Test func theSocketGivenOnTheCommandLineIsTheOneAsked() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let elsewhere = try TemporaryFolder("noxdg")
        defer { elsewhere.remove() }
        let cli = try LearnctlRunner()
        cli.environment["XDG_RUNTIME_DIR"] = elsewhere.path

        let defaultSocket = try cli.complete(["practice", "dictation"], "positional@0", words: ["learnctl", "practice", "dictation", ""])
        #expect(defaultSocket.completions.isEmpty, "no daemon on the default socket: \(defaultSocket.stdout)")

        for words in [["learnctl", "practice", "dictation", "--socket", daemon.socketPath, "Trav"],
                      ["learnctl", "practice", "dictation", "--socket=\(daemon.socketPath)", "Trav"],
                      ["learnctl", "practice", "dictation", "--socket", "'\(daemon.socketPath)'", "Trav"]] {
            let result = try cli.complete(["practice", "dictation"], "positional@0", words: words)
            #expect(result.completions.contains("Travel Dialogue 1"), "\(words): \(result.stdout) \(result.stderr)")
        }
    }

    @Test func libraryRemoveCompletesOnlyTheRecordingsYouAdded() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        let remove = (command: ["library", "remove"], words: ["learnctl", "library", "remove", ""])
        #expect(try cli.complete(remove.command, "positional@0", words: remove.words).completions.isEmpty, "the bundled ones cannot be removed")

        let copy = "\(daemon.folder.path)/talk.wav"
        try FileManager.default.copyItem(atPath: Fixtures.path("marks.wav"), toPath: copy)
        try cli.succeed(["library", "add", copy, "--title", "Morning News"])
        #expect(try cli.complete(remove.command, "positional@0", words: remove.words).completions == ["Morning News"])
    }

    @Test func bashInsertsEachTitleAsOneEscapedWordAndZshGetsItAsItIs() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        let script = cli.root.appendingPathComponent("learnctl.bash").path
        try cli.succeed(["--generate-completion-script", "bash"]).stdout.write(toFile: script, atomically: true, encoding: .utf8)
        var environment = cli.environment
        environment["PATH"] = "\(Products.directory):\(environment["PATH"] ?? "/usr/bin:/bin")"
        // What bash does on Tab after `learnctl practice dictation WORD`: the script's function fills COMPREPLY.
        let tab = """
            source "$1"
            COMP_WORDS=(learnctl practice dictation "$2"); COMP_CWORD=3
            COMP_LINE="learnctl practice dictation $2"; COMP_POINT=${#COMP_LINE}
            _learnctl learnctl "$2" dictation
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        for (typed, inserted) in [("At", #"At\ the\ Doctor\'s"#), ("Too", #"Too\ Many\ Visitors\?"#), ("Travel", #"Travel\ Dialogue\ 1"#)] {
            let result = try Shell.run("bash", ["-c", tab, "bash", script, typed], environment: environment)
            #expect(result.stdout == inserted + "\n", "\(typed): \(result.stdout) \(result.stderr)")
        }

        let zsh = try cli.complete(["practice", "dictation"], "positional@0", words: ["learnctl", "practice", "dictation", "At"], shell: "zsh")
        #expect(zsh.completions.contains("At the Doctor's"), "\(zsh.stdout)")
    }

    @Test func withoutADaemonNothingIsCompletedAtOnce() throws {
        let folder = try TemporaryFolder("nodaemon")
        defer { folder.remove() }
        let cli = try LearnctlRunner()
        cli.environment["LISTEND_SOCKET"] = "\(folder.path)/listend.sock"

        let help = try timed { try cli.run(["play", "--help"]) }
        let (result, elapsed) = try timed { try cli.complete(["play"], "positional@0", words: ["learnctl", "play", ""]) }
        #expect(result.status == 0)
        #expect(result.completions.isEmpty, "\(result.stdout)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(elapsed < help.elapsed + 1, "it took \(elapsed) s; printing the help took \(help.elapsed) s")
    }

    @Test func aDaemonThatNeverAnswersIsGivenUpOnWithinTheDeadline() throws {
        let silent = try SilentUnixListener()
        defer { silent.close() }
        let cli = try LearnctlRunner()
        cli.environment["LISTEND_SOCKET"] = silent.path

        let (result, elapsed) = try timed { try cli.complete(["practice", "quiz"], "positional@0", words: ["learnctl", "practice", "quiz", ""]) }
        #expect(result.status == 0)
        #expect(result.completions.isEmpty, "\(result.stdout)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        // The completion deadline is 1.5 s; learnctl's usual wait for a reply is 10 s.
        #expect(elapsed >= 1 && elapsed < 6, "it took \(elapsed) s")
    }

    /// `body`'s result and how many seconds it took.
    private func timed<T>(_ body: () throws -> T) rethrows -> (T, elapsed: Double) {
        let start = Date()
        let value = try body()
        return (value, Date().timeIntervalSince(start))
    }
}
