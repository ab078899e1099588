import ArgumentParser
import Foundation
import LearnCore
import Localization

/// `learnctl cards export`: writes cards in Anki's plain-text format, or as an Anki package.
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

            --apkg FILE writes an Anki package instead, which Anki 2.1.50 and later (and \
            AnkiDroid) import: one note per card of the note type "learnctl word" (Word, \
            Transcription, Translation, Audio, Source), in a deck named like its group, with the \
            card's sound file. The argument then names the group (all groups when omitted). \
            Exporting again and importing into Anki updates the notes rather than adding them \
            twice. The package is written whole or not at all.

            Examples:
              learnctl cards export cards.txt
              learnctl cards export Travel --apkg travel.apkg
            """)

    @Argument(help: "The file to write; standard output when omitted or -. With --apkg, the group to export.", completion: .file())
    var file: String?

    @Option(help: ArgumentHelp("Write an Anki package (.apkg) to this file.", valueName: "file"), completion: .file(extensions: ["apkg"]))
    var apkg: String?

    @Option(help: ArgumentHelp("Export only this group's cards.", valueName: "name"), completion: Completions.cardGroups)
    var group: String?

    func run() async throws {
        let collection = try await CardCollection.signedIn()
        if let apkg {
            if file != nil && group != nil { throw ValidationError(tr("Name the group once: as the argument or with --group.")) }
            let cards = try collection.cards(inGroup: file ?? group)
            let media = CardMedia(database: collection.database, accountId: collection.account.id)
            try AnkiDeckExporter(media: media).write(cards, groupNames: try collection.groupsByID().mapValues(\.name),
                                                     to: URL(fileURLWithPath: apkg), now: collection.clock.now())
            print(trn("Exported %s card to %s.", "Exported %s cards to %s.", cards.count, String(cards.count), apkg))
            return
        }
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
