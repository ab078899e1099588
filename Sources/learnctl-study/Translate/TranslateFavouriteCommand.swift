import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl translate favourite ID…`: stars entries of the history.
struct TranslateFavouriteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "favourite",
        abstract: "Mark translations as favourites.",
        discussion: """
            Stars the history entries with the IDs given; `translate history --favourites` \
            lists them. If an ID is not in your history, nothing changes.
            """,
        aliases: ["favorite"])

    @Argument(help: "The entries' IDs, as `learnctl translate history` shows them.")
    var ids: [Int64]

    func validate() throws {
        if ids.isEmpty { throw ValidationError(tr("Give the ID of a translation.")) }
    }

    func run() async throws {
        try await TranslateFavouriteCommand.mark(ids, favourite: true)
    }

    /// Checks every ID first, then stars or unstars them.
    static func mark(_ ids: [Int64], favourite: Bool) async throws {
        let history = try await TranslationHistory.signedIn()
        for id in ids { _ = try history.entry(id: id) }
        for id in ids {
            let entry = try history.setFavourite(id: id, favourite)
            let text = entry.text.split(whereSeparator: \.isNewline).first.map { TerminalText.line(String($0)) } ?? ""
            Output.line(favourite ? tr("★ Favourite: #%1$s %2$s", String(id), text) : tr("No longer a favourite: #%1$s %2$s", String(id), text))
        }
    }
}

/// `learnctl translate unfavourite ID…`: takes the star off entries.
struct TranslateUnfavouriteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unfavourite",
        abstract: "Unmark favourite translations.",
        discussion: "Takes the star off the history entries with the IDs given; they stay in the history.",
        aliases: ["unfavorite"])

    @Argument(help: "The entries' IDs.")
    var ids: [Int64]

    func validate() throws {
        if ids.isEmpty { throw ValidationError(tr("Give the ID of a translation.")) }
    }

    func run() async throws {
        try await TranslateFavouriteCommand.mark(ids, favourite: false)
    }
}
