import ArgumentParser
import Foundation
import LearnCore
import Localization

/// `learnctl cards export`: writes cards in Anki's plain-text format.
struct CardsExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export cards to a text file that Anki and `learnctl cards import` read.",
        discussion: """
            Writes the header lines #separator:tab, #html:false, #columns:Word Translation \
            Transcription Group and #deck column:4, then one card per line: word, translation, \
            transcription and group, separated by tabs. Fields holding double quotes are quoted \
            as in CSV. Schedules and review history are not exported.

            Without FILE (or with -), the cards are written to standard output; an existing FILE \
            is replaced.
            """)

    @Argument(help: "The file to write; standard output when omitted or -.", completion: .file())
    var file: String?

    @Option(help: ArgumentHelp("Export only this group's cards.", valueName: "name"), completion: Completions.cardGroups)
    var group: String?

    func run() async throws {
        let collection = try await CardCollection.signedIn()
        let cards = try collection.cards(inGroup: group)
        let names = try collection.groupsByID().mapValues(\.name)
        let text = CardFileWriter.text(for: cards, groupNames: names)
        guard let file, file != "-" else {
            print(text, terminator: "")
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            throw ExportWriteError(path: file, reason: error.localizedDescription)
        }
        print(trn("Exported %s card to %s.", "Exported %s cards to %s.", cards.count, String(cards.count), file))
    }
}
