import Foundation
import Testing
import TestSupport

/// What `scripts/install.sh` installs works from where it is installed: the completion scripts
/// parse in their shells, the man pages render, listend and learnctl find their bundled data
/// next to their binaries, and systemd accepts the units.
@Suite(.installed) struct InstalledFilesTests {
    /// The environment of an installed program: nothing from the test process but `PATH`, so
    /// no `LISTEND_AUDIO_DIR` or `LEARNCTL_CONTENT_DIR` points it at the repository.
    private func environment(home: String) -> [String: String] {
        ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": home, "XDG_RUNTIME_DIR": home]
    }

    @Test(arguments: ["listend", "learnctl"])
    func completionScriptsParseInTheirShells(_ binary: String) throws {
        let share = "\(try InstalledPrefix.prefix())/share"
        let scripts = [("bash", ["-n"], "\(share)/bash-completion/completions/\(binary)"),
                       ("zsh", ["-n"], "\(share)/zsh/site-functions/_\(binary)"),
                       ("fish", ["--no-execute"], "\(share)/fish/vendor_completions.d/\(binary).fish")]
        for (shell, check, path) in scripts {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.contains(binary) && text.contains("help"), "\(path) is not \(binary)'s \(shell) completion script")
            let result = try Shell.run(shell, check + [path])
            #expect(result.status == 0, "\(shell) \(check) \(path): \(result.stderr)")
        }
        if binary == "learnctl" {
            let bash = try String(contentsOfFile: scripts[0].2, encoding: .utf8)
            #expect(bash.contains("---completion practice dictation -- positional@0"), "titles complete through learnctl")
        }
    }

    @Test(arguments: [("listend", "--audio-dir"), ("learnctl", "dictation")])
    func manPagesRenderWithoutWarnings(_ binary: String, _ known: String) throws {
        let page = "\(try InstalledPrefix.prefix())/share/man/man1/\(binary).1"
        var environment = environment(home: NSTemporaryDirectory())
        environment["MANWIDTH"] = "80"
        environment["MANPAGER"] = "cat"
        let result = try Shell.run("man", ["-l", page], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\(binary.uppercased())(1)"), "\(result.stdout.prefix(500))")
        #expect(result.stdout.contains(known), "\(binary).1 does not mention \(known)")
        #expect(result.stderr.isEmpty, "man warns: \(result.stderr)")
    }

    @Test func theInstalledListendServesTheInstalledAudio() throws {
        let prefix = try InstalledPrefix.prefix()
        let folder = try TemporaryFolder("instd")
        defer { folder.remove() }
        let environment = environment(home: folder.path)
        let listend = "\(prefix)/bin/listend"

        let help = try Shell.run(listend, ["--help"], environment: environment)
        #expect(help.status == 0 && help.stdout.contains("USAGE: listend"), "\(help.stdout) \(help.stderr)")

        let socket = "\(folder.path)/listend.sock"
        let log = open("\(folder.path)/listend.log", O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        defer { close(log) }
        let pid = try Spawn.start(listend, ["--socket", socket, "--output", "null"], environment: environment,
                                  stdout: .descriptor(log), stderr: .descriptor(log))
        defer { Spawn.stop(pid) }
        var client: ProtocolClient?
        let deadline = Date().addingTimeInterval(10)
        while client == nil, Date() < deadline {
            client = try? ProtocolClient(path: socket)
            if client == nil { usleep(20_000) }
        }
        let list = try #require(client, "listend did not answer").request(#"{"cmd":"list"}"#)
        let tracks = try #require((list["data"] as? [String: Any])?["tracks"] as? [[String: Any]], "\(list)")

        let indexData = try Data(contentsOf: InstallScript.repository.appendingPathComponent("Audio/index.json"))
        let index = try #require(try JSONSerialization.jsonObject(with: indexData) as? [String: Any])
        #expect(tracks.count == (index["recordings"] as? [Any])?.count)
        let transcripts = tracks.compactMap { $0["transcript"] as? String }
        #expect(transcripts.count == tracks.count)
        #expect(transcripts.allSatisfy { $0.hasPrefix("\(prefix)/share/listend/audio/") }, "\(transcripts.prefix(2))")
    }

    @Test func theInstalledLearnctlFindsTheBundledContent() throws {
        let prefix = try InstalledPrefix.prefix()
        let home = try TemporaryFolder("insth")
        defer { home.remove() }
        let learnctl = "\(prefix)/bin/learnctl"
        let environment = environment(home: home.path)

        let signup = try Shell.run(learnctl, ["signup", "--email", "ada@example.com", "--password-stdin"],
                                   environment: environment, input: LearnctlRunner.password + "\n")
        #expect(signup.status == 0, "\(signup.stderr)")
        let topics = try Shell.run(learnctl, ["tests", "topics"], environment: environment)
        #expect(topics.status == 0, "\(topics.stderr)")
        #expect(topics.stdout.contains("Articles"), "\(topics.stdout)")
        let starter = try Shell.run(learnctl, ["cards", "import", "--starter"], environment: environment)
        #expect(starter.status == 0, "\(starter.stderr)")
        #expect(starter.stdout.contains("Travel"), "\(starter.stdout)")
    }

    @Test func systemdAcceptsTheInstalledUnits() throws {
        let units = "\(try InstalledPrefix.prefix())/lib/systemd/user"
        let service = try String(contentsOfFile: "\(units)/listend.service", encoding: .utf8)
        #expect(service.contains("\nExecStart=\(try InstalledPrefix.prefix())/bin/listend\n"), "\(service)")

        let runtime = try TemporaryFolder("instrt")
        defer { runtime.remove() }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = runtime.path
        let podcasts = try String(contentsOfFile: "\(units)/learnctl-podcasts.service", encoding: .utf8)
        #expect(podcasts.contains("\nExecStart=\(try InstalledPrefix.prefix())/bin/learnctl podcasts refresh --quiet\n"), "\(podcasts)")
        let result = try Shell.run("systemd-analyze", ["--user", "verify", "\(units)/listend.service", "\(units)/listend.socket",
                                                       "\(units)/learnctl-podcasts.service", "\(units)/learnctl-podcasts.timer"],
                                   environment: environment)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    /// MPRIS's DesktopEntry is "listend": the entry is installed and opens the installed player.
    @Test func theDesktopEntryStartsTheInstalledPlayer() throws {
        let prefix = try InstalledPrefix.prefix()
        let entry = try String(contentsOfFile: "\(prefix)/share/applications/listend.desktop", encoding: .utf8)
        let lines = entry.split(separator: "\n")
        #expect(lines.first == "[Desktop Entry]")
        let exec = try #require(lines.first { $0.hasPrefix("Exec=") })
        #expect(exec == "Exec=\(prefix)/bin/learnctl player")
        #expect(FileManager.default.isExecutableFile(atPath: String(exec.dropFirst(5).split(separator: " ")[0])))
        #expect(lines.contains("Terminal=true"))
    }
}
