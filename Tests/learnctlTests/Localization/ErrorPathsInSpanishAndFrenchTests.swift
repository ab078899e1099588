import Foundation
import Testing
import TestSupport

/// The error paths of the commands under `LANGUAGE=es` and `LANGUAGE=fr`: no English sentence
/// reaches the learner. Names, commands, options, paths and the learner's own words (in quotes
/// or backticks) are allowed; everything else is searched for words that only English has.
@Suite(.serialized) struct ErrorPathsInSpanishAndFrenchTests {
    /// Words that are English and neither Spanish nor French.
    static let englishWords: Set<String> = [
        "the", "is", "are", "was", "were", "not", "and", "with", "your", "you", "this", "that", "there",
        "have", "cannot", "could", "which", "from", "only", "when", "what", "been", "into", "than", "then", "they",
        "its", "must", "yet", "already", "any", "every", "each", "because", "before", "after", "again", "first",
        "more", "give", "try", "see", "show", "found", "called", "nothing", "something", "missing", "unknown",
        "expected", "invalid", "unexpected", "password", "account", "signed", "sign", "card", "recording",
        "transcript", "loaded", "playing", "seconds", "minutes", "did", "mean", "commands", "command", "help",
        "topic", "stage", "submitted", "please", "such", "available", "learner", "level", "choose", "use", "run",
        "name",
    ]

    /// learnctl's command names, which stay as they are in every language.
    static let commandNames: Set<String> = [
        "list", "play", "pause", "resume", "toggle", "stop", "seek", "line", "chapter", "chapters", "speed", "loop", "autopause",
        "transcript", "status", "watch", "player", "library", "say", "voices", "signup", "signin", "signout",
        "whoami", "passwd", "account", "cards", "tests", "practice", "cloze", "translate", "speak", "home", "path",
        "achievements", "remind", "groups", "group", "add", "show", "edit", "delete", "study", "stats", "import",
        "export", "name", "next", "prev", "replay", "off",
    ]

    /// The words of `text` left once the allowed parts are taken out, that are English.
    static func english(in text: String) -> [String] {
        var rest = text
        for pattern in [#"`[^`]*`"#, #"“[^”]*”"#, #""[^"\n]*""#, #"'[^'\n]*'"#, #"«[^»]*»"#, #"(?:^|\s)\.{0,2}/\S*"#, #"<[^>\n]*>"#, #"\[[^\]\n]*\]"#,
                        #"\S+@\S+"#, #"--?[a-z][a-z-]*"#, #"\blearnctl\b|\blistend\b"#] {
            rest = rest.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        return rest.lowercased().split { !$0.isLetter && $0 != "'" }.map(String.init)
            .filter { englishWords.contains($0) && !commandNames.contains($0) }
    }

    /// Runs `arguments` with `cli` in `language` and returns what the learner reads.
    static func read(_ cli: LearnctlRunner, _ arguments: [String], in language: String, stdin: String = "") throws -> String {
        cli.environment["LANGUAGE"] = language
        let result = try cli.run(arguments, stdin: stdin)
        #expect(result.status != 0, "learnctl \(arguments.joined(separator: " ")) is an error path: \(result.stdout)\(result.stderr)")
        return result.stdout + result.stderr
    }

    static func check(_ output: String, of arguments: [String], in language: String) {
        let found = english(in: output)
        #expect(found.isEmpty, "LANGUAGE=\(language) learnctl \(arguments.joined(separator: " ")): English \(found) in \(output)")
    }

    @Test func theDetectorFindsEnglishAndLeavesNamesAlone() {
        #expect(Self.english(in: "Error: Invalid email or password.") == ["invalid", "password"])
        #expect(Self.english(in: "Error: No hay ningún grupo llamado “Nope”. Ejecuta `learnctl cards groups`.").isEmpty)
    }

    @Test(arguments: ["es", "fr"])
    func withoutAnAccount(language: String) throws {
        let cli = try LearnctlRunner()
        try cli.signUp("grace@example.com")
        try cli.succeed(["signout"])
        let paths: [([String], String)] = [
            (["cards", "study"], ""),
            (["tests", "history"], ""),
            (["signin", "--email", "grace@example.com", "--password-stdin"], "wrong password\n"),
            (["signin", "--email", "nobody@example.com", "--password-stdin"], "wrong password\n"),
            (["signup", "--email", "not an address", "--password-stdin"], "long enough password\n"),
            (["signup", "--email", "ada@example.com", "--password-stdin"], "short\n"),
            (["signup", "--email", "ada@example.com", "--password-stdin"], "password\n"),
            (["signup", "--email", "ada@example.com", "--password-stdin"], ""),
            (["signup", "--password-stdin"], ""),
            (["card", "groups"], ""),
            (["cards", "grups"], ""),
            (["cards", "study", "--bogus"], ""),
            (["cards", "show", "abc"], ""),
            (["tests", "take", "articles", "a", "b"], ""),
            (["loop", "1", "2", "--gap"], ""),
            (["loop", "1", "2", "--gap", "-1"], ""),
            (["line", "-1"], ""),
            (["seek", "sideways"], ""),
        ]
        for (arguments, stdin) in paths {
            Self.check(try Self.read(cli, arguments, in: language, stdin: stdin), of: arguments, in: language)
        }
    }

    @Test(arguments: ["es", "fr"])
    func signedIn(language: String) throws {
        let cli = try LearnctlRunner.signedIn()
        let paths: [[String]] = [
            ["cards", "study", "Nope"],
            ["cards", "add", "word", "--translation", "palabra", "--group", "Nope"],
            ["tests", "take", "nope"],
            ["tests", "results"],
            ["tests", "results", "99"],
            ["tests", "resume"],
            ["path", "Z9"],
            ["path", "complete", "A1-1.99"],
            ["speak", "history", "forget", "999"],
            ["play", "Travel Dialogue 1"],
        ]
        for arguments in paths {
            Self.check(try Self.read(cli, arguments, in: language), of: arguments, in: language)
        }
    }

    @Test(arguments: ["es", "fr"])
    func listendsErrors(language: String) throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        let folder = try TemporaryFolder("errors")
        try Data("not audio at all".utf8).write(to: URL(fileURLWithPath: "\(folder.path)/broken.mp3"))
        // Errors whatever is selected, then with a file without a transcript selected, then stopped.
        let paths: [(setUp: [String]?, [String])] = [
            (nil, ["play", "Travel Dialog 9"]),
            (nil, ["play", "./missing.mp3"]),
            (nil, ["play", "\(folder.path)/broken.mp3"]),
            (["play", Fixtures.path("marks.ogg")], ["line", "next"]),
            (nil, ["loop", "line"]),
            (nil, ["transcript"]),
            (nil, ["chapters"]),
            (nil, ["chapter", "next"]),
            (["play", Fixtures.path("chapters-v23.mp3")], ["chapter", "4"]),
            (["chapter", "3"], ["chapter", "next"]),
            (["stop"], ["pause"]),
        ]
        for (setUp, arguments) in paths {
            if let setUp { try cli.succeed(setUp) }
            Self.check(try Self.read(cli, arguments, in: language), of: arguments, in: language)
        }
    }
}
