import Foundation
import Testing

/// The progress screens in Spanish and French, through `LANGUAGE` and through an uninstalled `LANG`.
struct ProgressInSpanishAndFrenchTests {
    @Test func homePathAndBadgesInSpanish() throws {
        let cli = try LearnctlRunner.signedIn()
        cli.environment["LANGUAGE"] = "es"
        cli.environment["NO_COLOR"] = "1"
        let home = try cli.output(["home"], now: "2026-11-24T09:00:00Z")
        #expect(home.hasPrefix("¡Buenos días!"))
        #expect(home.contains("Para hoy"))
        #expect(home.contains("Siguiente lección"))
        // The values line up after the longest label, "Siguiente lección".
        #expect(home.contains("  Siguiente lección  A1-1.1"))
        #expect(home.contains("  Racha              0 días"))
        let path = try cli.output(["path"])
        #expect(path.contains("Ruta de aprendizaje · 0 % · 0 de 51 lecciones"))
        #expect(path.contains("First steps · en curso · 0 %"))
        _ = try cli.succeed(["path", "complete", "A1-1.3"], now: "2026-11-24T10:00:00Z")
        let badges = try cli.output(["achievements", "--category", "milestone"])
        #expect(badges.contains("★ Primeros Pasos — Completa tu primera lección · conseguida el 24 nov 2026"))
        #expect(badges.contains("1 de 26 lecciones"))
    }

    @Test func homePathAndBadgesInFrenchFromLang() throws {
        let cli = try LearnctlRunner.signedIn()
        cli.environment["LANG"] = "fr_FR.UTF-8"
        cli.environment["NO_COLOR"] = "1"
        let home = try cli.output(["home"], now: "2026-11-24T20:00:00Z")
        #expect(home.hasPrefix("Bonsoir !"))
        #expect(home.contains("Pour aujourd’hui"))
        let result = try cli.run(["path", "complete", "A1-1.3"], now: "2026-11-24T10:00:00Z")
        #expect(result.stdout.contains("Badge obtenu : Premiers Pas — Terminez votre première leçon"))
        let badges = try cli.output(["achievements", "--category", "streak"])
        #expect(badges.contains("☆ Assidu — Apprenez 3 jours d’affilée · 0 sur 3 jours"))
        let error = try cli.run(["path", "Z9"])
        #expect(error.stderr.contains("Il n’y a pas d’étape “Z9”"))
    }

    @Test func aPluralFollowsEachLanguagesRule() throws {
        let cli = try LearnctlRunner.signedIn()
        cli.environment["LANGUAGE"] = "fr"
        // French uses the singular for 0 and 1, English the plural for 0.
        #expect(try cli.output(["home"]).contains("Série           0 jour\n"))
        cli.environment["LANGUAGE"] = "en"
        #expect(try cli.output(["home"]).contains("Streak        0 days\n"))
        cli.environment["LANGUAGE"] = "fr"
        #expect(try cli.output(["achievements", "--category", "mastery"]).contains("0 sur 500 cartes connues"))
    }
}
