import Foundation
import Testing
import TestSupport

/// The cloze, translate and player commands speak Spanish with `LANGUAGE=es` and French with
/// `LANGUAGE=fr`.
@Suite struct ClozeAndPlayerInSpanishAndFrenchTests {
    static let track = #"{"id":"travel-1","title":"Travel Dialogue 1","level":"A2","duration":97.0,"source":"file","bundled":true}"#

    static func status(_ state: String) -> String {
        #"{"state":"\#(state)","position":12.0,"duration":97.0,"speed":1,"lines":0,"autopause":false,"track":\#(track)}"#
    }

    func signedIn(_ language: String) throws -> LearnctlRunner {
        let cli = try LearnctlRunner.signedIn()
        cli.environment["LANGUAGE"] = language
        return cli
    }

    @Test func clozeListsAndEntriesInSpanish() throws {
        let cli = try signedIn("es")
        #expect(try cli.clozeOutput(["list", "add", "Travel"]) == "Se ha creado la lista “Travel”.\n")
        let added = try cli.clozeOutput(["add", "--file", "-", "--list", "Travel"],
                                        stdin: "ticket; I lost my ticket\nplatform; Which platform is it?\n")
        #expect(added == "Se han añadido 2 entradas a “Travel”.\n", "plural through trn: \(added)")
        let one = try cli.clozeOutput(["add", "meet; Nice to meet you"])
        #expect(one.hasPrefix("Entrada 3 añadida a “My words”: "), "\(one)")

        let lists = try cli.clozeOutput(["lists"])
        #expect(lists.contains("LISTA"), "\(lists)")
        #expect(lists.contains("ENTRADAS"), "\(lists)")
        #expect(lists.contains("My words (predeterminada)"), "\(lists)")
        #expect(lists.contains("por fecha, las más antiguas primero"), "\(lists)")

        let unknown = try cli.cloze(["show", "Trvel"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("No hay ninguna lista llamada “Trvel”. ¿Querías decir \"Travel\"?"), "\(unknown.stderr)")

        try cli.clozeOutput(["list", "add", "Empty"])
        let empty = try cli.clozeOutput(["show", "Empty"])
        #expect(empty == "“Empty” aún no tiene entradas; añade algunas con `learnctl cloze add \"word; sentence\" --list \"Empty\"`.\n")
        #expect(try cli.clozeOutput(["list", "delete", "Travel", "--yes"]) == "Se ha borrado la lista “Travel” y sus 2 entradas.\n")
    }

    @Test func clozeListsAndEntriesInFrench() throws {
        let cli = try signedIn("fr")
        #expect(try cli.clozeOutput(["list", "add", "Travel"]) == "Liste “Travel” créée.\n")
        let added = try cli.clozeOutput(["add", "--file", "-", "--list", "Travel"], stdin: "ticket; I lost my ticket\n")
        #expect(added == "1 entrée ajoutée à “Travel”.\n", "singular through trn: \(added)")
        let lists = try cli.clozeOutput(["lists"])
        #expect(lists.contains("LISTE") && lists.contains("ENTRÉES") && lists.contains("My words (par défaut)"), "\(lists)")

        let bad = try cli.cloze(["add", "no semicolon here"])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("Erreur de format, chaque entrée doit contenir un `;`."), "\(bad.stderr)")
        let unknown = try cli.cloze(["delete", "999"])
        #expect(unknown.stderr.contains("Il n'y a aucune entrée avec l'ID 999. Lancez `learnctl cloze show LIST` pour voir les ID."), "\(unknown.stderr)")
    }

    @Test func translateHistoryInSpanishAndFrench() throws {
        let spanish = try signedIn("es")
        #expect(try spanish.translateOutput(["history"]) == "Aún no hay traducciones: `learnctl translate TEXT` añade una.\n")
        let unknown = try spanish.translate(["favourite", "999"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("Ninguna traducción de tu historial tiene el ID 999."), "\(unknown.stderr)")

        let french = try signedIn("fr")
        #expect(try french.translateOutput(["history"]) == "Pas encore de traduction : `learnctl translate TEXT` en ajoute une.\n")
        let none = try french.translate(["history", "--limit", "0"])
        #expect(none.stderr.contains("--limit doit valoir au moins 1."), "\(none.stderr)")
    }

    @Test func theQuickCommandsSayListendIsNotRunning() throws {
        let cli = try LearnctlRunner()
        cli.environment["LISTEND_SOCKET"] = "/nonexistent/listend.sock"
        cli.environment["LANGUAGE"] = "es"
        let spanish = try cli.run(["pause"])
        #expect(spanish.status == 1)
        #expect(spanish.stderr.hasPrefix("learnctl: No se puede conectar con listend en /nonexistent/listend.sock"), "\(spanish.stderr)")
        cli.environment["LANGUAGE"] = "fr"
        let french = try cli.run(["status"])
        #expect(french.status == 1)
        #expect(french.stderr.hasPrefix("learnctl: Impossible de se connecter à listend"), "\(french.stderr)")
    }

    @Test func thePlayerLinesAndTheLibraryInSpanishAndFrench() throws {
        let fake = try FakeListend(FakeListend.Replies(status: Self.status("paused"), tracks: [Self.track]))
        defer { _ = fake }
        let cli = try LearnctlRunner()
        cli.environment["LISTEND_SOCKET"] = fake.socketPath

        cli.environment["LANGUAGE"] = "es"
        #expect(try cli.succeed(["pause"]).stdout == "En pausa Travel Dialogue 1 (A2) en 0:12 / 1:37.\n")
        let block = try cli.succeed(["status"]).stdout
        #expect(block.contains("Título:   Travel Dialogue 1\n"), "\(block)")
        #expect(block.contains("Estado:   en pausa\n"), "\(block)")
        #expect(block.contains("Posición: 0:12 / 1:37 (12 %, quedan 1:25)"), "\(block)")
        let list = try cli.succeed(["list"]).stdout
        #expect(list.contains("TÍTULO") && list.contains("DURACIÓN"), "\(list)")

        cli.environment["LANGUAGE"] = "fr"
        #expect(try cli.succeed(["pause"]).stdout == "En pause Travel Dialogue 1 (A2) à 0:12 / 1:37.\n")
        let french = try cli.succeed(["status"]).stdout
        #expect(french.contains("État :     en pause\n"), "\(french)")

        cli.environment["LANGUAGE"] = nil
        #expect(try cli.succeed(["pause"]).stdout == "Paused Travel Dialogue 1 (A2) at 0:12 / 1:37.\n", "English stays as it was")
        #expect(try cli.succeed(["status"]).stdout.contains("State:    paused\n"))
    }
}
