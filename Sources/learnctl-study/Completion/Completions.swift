import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import ListenProtocol

/// Shell completions whose words change at run time: recording titles from listend, card
/// groups, cloze lists and grammar topics from the signed-in account's database.
///
/// The generated completion scripts run `learnctl ---completion …` when Tab is pressed, and
/// ArgumentParser calls these closures in that process. Whatever is missing (no daemon, nobody
/// signed in, no database) completes nothing and prints nothing, and a lookup that has not
/// finished after ``deadline`` ends the process with nothing completed, so the shell never hangs.
/// For bash the words come escaped (see ``forRequestingShell(_:)``).
enum Completions {
    /// How long a lookup may take; the shell waits for it.
    static let deadline: Duration = .milliseconds(1500)

    /// Every recording in listend's library, by title.
    static let recordingTitles = CompletionKind.custom { words, _, _ in
        forRequestingShell(titles(words: words) { _ in true })
    }

    /// The recordings you added to the library (those `library remove` takes), by title.
    static let yourRecordingTitles = CompletionKind.custom { words, _, _ in
        forRequestingShell(titles(words: words) { $0.bundled == false })
    }

    /// The signed-in account's card groups.
    static let cardGroups = CompletionKind.custom { _, _, _ async in
        guard let signedIn = await learner() else { return [] }
        let collection = CardCollection(signedIn: signedIn)
        return forRequestingShell(((try? collection.groupsByID().values.map(\.name)) ?? []).sorted())
    }

    /// The signed-in account's cloze lists, the default list first.
    static let clozeLists = CompletionKind.custom { _, _, _ async in
        guard let signedIn = await learner() else { return [] }
        // Not ClozeCollection(signedIn:), which would make the default list: completing changes nothing.
        let collection = ClozeCollection(database: signedIn.database, account: signedIn.account, clock: signedIn.clock)
        return forRequestingShell(((try? collection.lists().map(\.list.name)) ?? []))
    }

    /// Every grammar topic the signed-in account can take: the bundled ones and its imports.
    static let grammarTopics = CompletionKind.custom { _, _, _ async in
        guard let practice = try? await learner().map(GrammarPractice.init) else { return [] }
        return forRequestingShell(practice.bank.topics.map(\.name))
    }

    /// The bundled articles' IDs and the signed-in account's own.
    static let articles = CompletionKind.custom { _, _, _ async in
        guard let signedIn = await learner() else { return [] }
        return forRequestingShell((try? ArticleLibrary(signedIn: signedIn).keys()) ?? [])
    }

    /// The speaking topics' ids.
    static let speakingTopics = CompletionKind.custom { _, _, _ in
        forRequestingShell((try? SpeakingTopics.bundled().topics.map(\.id)) ?? [])
    }

    /// The grammar topics the signed-in account imported (those `tests remove` takes).
    static let importedGrammarTopics = CompletionKind.custom { _, _, _ async in
        guard let practice = try? await learner().map(GrammarPractice.init) else { return [] }
        return forRequestingShell(practice.bank.topics.filter(\.isImported).map(\.name) + practice.unreadableTopics.map(\.name))
    }

    /// The titles of the library's recordings that `include` keeps, from the daemon on the
    /// socket the command line names (`--socket`) or the default one; none when no daemon answers.
    private static func titles(words: [String], include: (TrackPayload) -> Bool) -> [String] {
        endAtDeadline()
        guard let connection = try? ListendConnection(socketPath: socketPath(in: words)) else { return [] }
        connection.replyTimeout = deadline
        guard let library = try? connection.request(.daemon(.list), expecting: LibraryPayload.self) else { return [] }
        return library.tracks.filter(include).map(\.title)
    }

    /// The value of the last `--socket PATH` or `--socket=PATH` among the shell's words (which
    /// arrive as typed, quotes and all), else the default socket.
    static func socketPath(in words: [String]) -> String {
        var given: String?
        for (index, word) in words.enumerated() {
            if word == "--socket", words.indices.contains(index + 1) {
                given = words[index + 1]
            } else if word.hasPrefix("--socket=") {
                given = String(word.dropFirst("--socket=".count))
            }
        }
        if let given = given.map(unquoted), !given.isEmpty { return given }
        return SocketPath.default(environment: ProcessInfo.processInfo.environment, uid: getuid())
    }

    /// `word` without one pair of enclosing single or double quotes.
    private static func unquoted(_ word: String) -> String {
        for quote in ["'", "\""] where word.count >= 2 && word.hasPrefix(quote) && word.hasSuffix(quote) {
            return String(word.dropFirst().dropLast())
        }
        return word
    }

    /// `words` as the requesting shell's script needs them. zsh and fish quote what they insert;
    /// ArgumentParser's bash script passes the words through `compgen -W`, which expands them
    /// once and inserts them as they come out, so for bash every character but letters, digits
    /// and `-_.,:/+@%=` is escaped for that expansion: "At the Doctor's" completes to
    /// `At\ the\ Doctor\'s`, one word (unescaped, the space would split it and the quote
    /// would open a string). What bash cannot do: match a typed prefix that holds an escape
    /// (`At\ t`), since `compgen` compares it unescaped.
    static func forRequestingShell(_ words: [String]) -> [String] {
        guard CompletionShell.requesting == .bash else { return words }
        let plain = Set("-_.,:/+@%=")
        return words.map { word in
            word.map { $0.isLetter || $0.isNumber || plain.contains($0) ? String($0) : #"\\\"# + String($0) }.joined()
        }
    }

    /// The signed-in learner, before the deadline; nil when nobody is signed in (no database is created).
    private static func learner() async -> SignedIn? {
        endAtDeadline()
        return await SignedIn.existing()
    }

    /// Ends the process, successfully and silently, once ``deadline`` has passed: a daemon that
    /// accepts and never answers, or a database that stays locked, completes nothing.
    private static func endAtDeadline() {
        let milliseconds = deadline.components.seconds * 1000 + deadline.components.attoseconds / 1_000_000_000_000_000
        Thread.detachNewThread {
            usleep(useconds_t(milliseconds * 1000))
            _exit(0)
        }
    }
}
