import Foundation
import Testing
import TestSupport

/// `scripts/install.sh` puts every file where it belongs, records it, and `--uninstall` takes
/// away exactly that: the prefix is left as it was found.
@Suite struct InstallUninstallTests {
    /// Files an installation must have, relative to the prefix.
    static let expected = [
        "bin/listend", "bin/learnctl", "libexec/learnctl/learnctl-study",
        "share/listend/audio/index.json", "share/listend/audio/travel-dialogue-1.mp3", "share/listend/audio/travel-dialogue-1.vtt",
        "share/learnctl/grammar/articles.gift", "share/learnctl/cards/travel.tsv", "share/learnctl/speaking/travel.txt",
        "share/learnctl/whisper/learnctl-whisper.py", "share/learnctl/articles/bees-on-the-roof.txt",
        "share/learnctl/articles/words/en-lemmas.tsv", "share/learnctl/articles/words/en-frequency.tsv",
        "share/bash-completion/completions/listend", "share/bash-completion/completions/learnctl",
        "share/zsh/site-functions/_listend", "share/zsh/site-functions/_learnctl",
        "share/fish/vendor_completions.d/listend.fish", "share/fish/vendor_completions.d/learnctl.fish",
        "share/man/man1/listend.1", "share/man/man1/learnctl.1",
        "share/doc/listend/protocol.md", "share/doc/listend/mpris.md", "share/doc/listend/podcasts.md",
        "share/doc/listend/transcription.md",
        "share/applications/listend.desktop",
        "lib/systemd/user/listend.service", "lib/systemd/user/listend.socket",
        "lib/systemd/user/learnctl-podcasts.service", "lib/systemd/user/learnctl-podcasts.timer",
        "share/listend/install-manifest",
    ]

    @Test func aReinstallAndAnUninstallLeaveThePrefixAsItWas() throws {
        let prefix = try TemporaryFolder("inst")
        defer { prefix.remove() }
        try "kept".write(toFile: "\(prefix.path)/notes.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: "\(prefix.path)/share/doc", withIntermediateDirectories: true)
        let before = InstallScript.listing(prefix.path)

        let install = try InstallScript.succeed(["--prefix", prefix.path])
        #expect(install.stdout.contains("Installing into \(prefix.path)"), "\(install.stdout)")
        let installed = InstallScript.listing(prefix.path)
        for file in Self.expected {
            #expect(installed.contains(file), "\(file) is not installed")
        }
        let manifest = try String(contentsOfFile: "\(prefix.path)/share/listend/install-manifest", encoding: .utf8)
        let files = installed.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: "\(prefix.path)/\(path)", isDirectory: &isFolder) && !isFolder.boolValue
        }
        for file in files where file != "notes.txt" {
            #expect(manifest.contains("f \(prefix.path)/\(file)\n"), "\(file) is not in the manifest")
        }
        #expect(!manifest.contains("d \(prefix.path)/share/doc\n"), "share/doc was there before")

        try InstallScript.succeed(["--prefix", prefix.path])
        #expect(InstallScript.listing(prefix.path) == installed, "a second install changes nothing")

        let uninstall = try InstallScript.succeed(["--prefix", prefix.path, "--uninstall"])
        #expect(uninstall.stdout.contains("Removed \(files.count - 1) files"), "\(uninstall.stdout)")
        #expect(InstallScript.listing(prefix.path) == before)
    }

    @Test func userInstallsGoToTheHomeAndItsSystemdFolder() throws {
        let home = try TemporaryFolder("home")
        defer { home.remove() }
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["XDG_CONFIG_HOME"] = nil

        try InstallScript.succeed(["--user"], environment: environment)
        let manifestPath = "\(home.path)/.local/share/listend/install-manifest"
        let manifest = try String(contentsOfFile: manifestPath, encoding: .utf8)
        let files = manifest.split(separator: "\n").filter { $0.hasPrefix("f ") }.map { String($0.dropFirst(2)) }
        #expect(files.contains("\(home.path)/.local/bin/learnctl"))
        #expect(files.contains("\(home.path)/.local/share/zsh/site-functions/_learnctl"))
        #expect(files.contains("\(home.path)/.config/systemd/user/listend.service"))
        let service = try String(contentsOfFile: "\(home.path)/.config/systemd/user/listend.service", encoding: .utf8)
        #expect(service.contains("\nExecStart=\(home.path)/.local/bin/listend\n"), "\(service)")

        try InstallScript.succeed(["--user", "--uninstall"], environment: environment)
        for file in files {
            #expect(!FileManager.default.fileExists(atPath: file), "\(file) is left")
        }
        // The folders it made are gone too (building the man page tool may leave SwiftPM's caches in the home).
        for folder in [".config", ".local/bin", ".local/share/listend", ".local/share/man", ".local/share/zsh"] {
            #expect(!FileManager.default.fileExists(atPath: "\(home.path)/\(folder)"), "\(folder) is left")
        }
    }

    @Test func withoutAnInstallationUninstallSaysSoAndTouchesNothing() throws {
        let prefix = try TemporaryFolder("inst")
        defer { prefix.remove() }
        let result = try InstallScript.run(["--prefix", prefix.path, "--uninstall"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("nothing to uninstall"), "\(result.stderr)")
        #expect(InstallScript.listing(prefix.path).isEmpty)
    }
}
