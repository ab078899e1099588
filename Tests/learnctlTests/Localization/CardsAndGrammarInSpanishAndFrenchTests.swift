import Foundation
import Testing

/// The cards, grammar-test and speaking screens speak the learner's language: Spanish with
/// `LANGUAGE=es`, French with `LANGUAGE=fr`; English stays the default.
struct CardsAndGrammarInSpanishAndFrenchTests {
    private static func runner(_ language: String) throws -> LearnctlRunner {
        let cli = try LearnctlRunner.signedIn()
        cli.environment["LANGUAGE"] = language
        return cli
    }

    @Test func cardGroupsListInSpanishAndFrench() throws {
        let spanish = try Self.runner("es")
        #expect(try spanish.cardsOutput(["groups"]).hasPrefix("Aún no tienes grupos."))
        try spanish.addGroup("Travel", words: [("passport", "el pasaporte"), ("luggage", "el equipaje")])
        #expect(try spanish.cardsOutput(["group", "add", "Cafe"]) == "Se ha creado el grupo \"Cafe\".\n")
        #expect(try spanish.cardsOutput(["groups"]) == """
            GRUPO   TARJETAS  PENDIENTES  NUEVAS
            Cafe           0           0       0
            Travel         2           0       2

            """)

        let french = try Self.runner("fr")
        try french.addGroup("Travel", words: [("passport", "le passeport")])
        let groups = try french.cardsOutput(["groups"])
        #expect(groups.hasPrefix("GROUPE  CARTES  À RÉVISER  NOUVELLES\n"), "\(groups)")
    }

    @Test func cardCountsArePluralisedInEachLanguage() throws {
        // Each count in the brackets takes its own plural ("1 nueva", not "1 nuevas").
        for (language, one, two) in [("es", "Solo: 1 tarjeta (0 pendientes, 1 nueva).", "Pair: 2 tarjetas (0 pendientes, 2 nuevas)."),
                                     ("fr", "Solo : 1 carte (0 à réviser, 1 nouvelle).", "Pair : 2 cartes (0 à réviser, 2 nouvelles)."),
                                     ("en", "Solo: 1 card (0 due, 1 new).", "Pair: 2 cards (0 due, 2 new).")] {
            let cli = try Self.runner(language)
            try cli.addGroup("Solo", words: [("passport", "el pasaporte")])
            try cli.addGroup("Pair", words: [("passport", "el pasaporte"), ("luggage", "el equipaje")])
            let solo = try cli.cardsOutput(["study", "Solo"], stdin: "quit\n")
            let pair = try cli.cardsOutput(["study", "Pair"], stdin: "quit\n")
            #expect(solo.hasPrefix(one), "\(solo)")
            #expect(pair.hasPrefix(two), "\(pair)")
        }
        let spanish = try Self.runner("es")
        try spanish.addGroup("Travel", words: [("passport", "el pasaporte"), ("luggage", "el equipaje")])
        #expect(try spanish.cardsOutput(["study", "Travel"], stdin: "know\n", now: learnctlNow())
            .contains("Travel: 2 tarjetas (0 pendientes, 2 nuevas).\nTarjeta 1 de 2: passport\nLo sé. Próximo repaso en "))
        #expect(try spanish.cardsOutput(["group", "delete", "Travel", "--force"])
            == "Se ha eliminado el grupo \"Travel\" junto con sus 2 tarjetas.\n")
    }

    @Test func cardStatisticsInSpanishAndFrench() throws {
        let spanish = try Self.runner("es")
        try spanish.addGroup("Travel", words: [("passport", "el pasaporte")])
        let stats = try spanish.cardsOutput(["stats", "--days", "1"], now: learnctlNow())
        #expect(stats.hasPrefix("Tarjetas: 1 (1 nueva, 0 aprendiendo, 0 repaso, 0 reaprendiendo)\n\nRepasos por día:\n"), "\(stats)")
        #expect(stats.contains("Retención: aún no hay repasos de tarjetas en repaso\n"))
        #expect(stats.contains("Pendientes:\n") && stats.contains(" (hoy)"))

        let french = try Self.runner("fr")
        let text = try french.cardsOutput(["stats", "--days", "1"], now: learnctlNow())
        #expect(text.hasPrefix("Cartes : 0 (0 nouvelle, 0 en apprentissage, 0 révision, 0 en réapprentissage)\n"), "\(text)")
        #expect(text.contains("Révisions par jour :\n") && text.contains("À réviser :\n"))
    }

    @Test func errorsAreTranslated() throws {
        let spanish = try Self.runner("es")
        try spanish.addGroup("Travel", words: [])
        let missing = try spanish.cards(["study", "Viajes"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("No hay ningún grupo llamado \"Viajes\". Ejecuta `learnctl cards groups` para ver los tuyos.\n"),
                "\(missing.stderr)")
        let taken = try spanish.cards(["group", "add", "TRAVEL"])
        #expect(taken.stderr.contains("Ya existe un grupo llamado \"Travel\".\n"), "\(taken.stderr)")

        let french = try Self.runner("fr")
        let unknown = try french.cards(["show", "42"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("Il n’y a aucune carte avec l’ID 42. Lancez `learnctl cards list` pour voir les vôtres.\n"),
                "\(unknown.stderr)")
        let topic = try french.run(["tests", "take", "no-such-topic-at-all"])
        #expect(topic.status != 0)
        #expect(topic.stderr.contains("Il n’y a pas de thème de grammaire appelé “no-such-topic-at-all”."), "\(topic.stderr)")
    }

    @Test func grammarTopicsAndHistoryInSpanishAndFrench() throws {
        let spanish = try Self.runner("es")
        let topics = try spanish.succeed(["tests", "topics"]).stdout
        #expect(topics.hasPrefix("Tema"), "\(topics)")
        #expect(topics.split(separator: "\n").first.map { $0.contains("Preguntas") && $0.contains("Mejor") && $0.contains("Último intento") } == true)
        #expect(try spanish.succeed(["tests", "history"]).stdout
            == "Aún no has hecho ningún test. Empieza uno con `learnctl tests take TOPIC`.\n")

        let french = try Self.runner("fr")
        let heading = try french.succeed(["tests", "topics"]).stdout.split(separator: "\n").first ?? ""
        #expect(heading.contains("Thème") && heading.contains("Questions") && heading.contains("Dernier passage"), "\(heading)")
        #expect(try french.succeed(["tests", "list"]).stdout
            == "Vous n’avez pas encore de tests générés. Créez-en un avec `learnctl tests generate`.\n")
    }

    @Test func englishStaysTheDefault() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addGroup("Travel", words: [("passport", "el pasaporte")])
        #expect(try cli.cardsOutput(["groups"]) == "GROUP   CARDS  DUE  NEW\nTravel      1    0    1\n")
    }
}
