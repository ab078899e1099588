import Foundation
import GRDB
import Testing
@testable import LearnCore

/// A conversation between an English speaker on the left and a Spanish speaker on the right.
let stationConversation = [
    ConversationUtterance(side: 0, language: "en", text: "Where is the station?", translation: "¿Dónde está la estación?"),
    ConversationUtterance(side: 1, language: "es", text: "Está a la derecha.", translation: "It is on the right."),
    ConversationUtterance(side: 0, language: "en", text: "Thank you!", translation: "¡Gracias!"),
]

struct TranslationHistoryTests {
    @Test func entriesAreKeptAndListedNewestFirst() async throws {
        let fixture = try await TwoAccountsFixture(TranslationHistory.init(database:account:clock:))
        let first = try fixture.history(at: 0).record(kind: .sentence, from: "en", to: "es", text: "Good morning", translation: "Buenos días")
        let second = try fixture.history(at: 60).record(kind: .word, from: "es", to: "en", text: "perro", translation: "dog")
        // Two at the same moment: the one added later comes first.
        let third = try fixture.history(at: 120).record(kind: .word, from: "fr", to: "en", text: "chat", translation: "cat")
        let fourth = try fixture.history(at: 120).record(kind: .word, from: "fr", to: "en", text: "chien", translation: "dog")

        #expect(first.id != nil)
        #expect(first.kind == .sentence && first.fromLanguage == "en" && first.toLanguage == "es")
        #expect(first.createdAt == AuthFixture.start)
        #expect(!first.isFavourite)
        let history = fixture.history()
        #expect(try history.entries().map(\.id) == [fourth.id, third.id, second.id, first.id])
        #expect(try history.entries(limit: 2).map(\.text) == ["chien", "chat"])
        #expect(try history.entry(id: second.id!) == second)
        #expect(try history.turns(of: second).isEmpty)
    }

    @Test func theSearchIgnoresCaseAndAccentsInTextAndTranslation() async throws {
        let fixture = try await TwoAccountsFixture(TranslationHistory.init(database:account:clock:))
        let history = fixture.history()
        let coffee = try fixture.history(at: 0).record(kind: .word, from: "fr", to: "en", text: "Café", translation: "coffee")
        let station = try fixture.history(at: 1).record(
            kind: .sentence, from: "en", to: "es", text: "The station is near", translation: "La estación está cerca")
        let bread = try fixture.history(at: 2).record(kind: .word, from: "en", to: "de", text: "bread", translation: "Brot")

        #expect(try history.entries(matching: "cafe").map(\.id) == [coffee.id])
        #expect(try history.entries(matching: "CAFÉ").map(\.id) == [coffee.id])
        #expect(try history.entries(matching: "ESTACION").map(\.id) == [station.id], "in the translation")
        #expect(try history.entries(matching: "Station").map(\.id) == [station.id], "in the text")
        #expect(try history.entries(matching: "brot").map(\.id) == [bread.id])
        #expect(try history.entries(matching: "tea").isEmpty)
        #expect(try history.entries(matching: "   ").count == 3, "a blank search finds everything")
        #expect(try history.entries(matching: "").count == 3)
        #expect(try history.entries(matching: "e", limit: 2).map(\.id) == [bread.id, station.id], "the limit applies after the search")
    }

    @Test func theSearchFindsAnyTurnOfAConversation() async throws {
        let fixture = try await TwoAccountsFixture(TranslationHistory.init(database:account:clock:))
        let history = fixture.history()
        try history.record(kind: .sentence, from: "en", to: "es", text: "Hello", translation: "Hola")
        let conversation = try history.recordConversation(from: "en", to: "es", utterances: stationConversation)

        #expect(try history.entries(matching: "derecha").map(\.id) == [conversation.id], "the second utterance")
        #expect(try history.entries(matching: "gracias").map(\.id) == [conversation.id], "the third translation")
        #expect(try history.entries(matching: "DONDE ESTA").map(\.id) == [conversation.id], "the first translation, without accents")
        #expect(try history.entries(matching: "hola").count == 1)
    }

    @Test func favouritesAreMarkedUnmarkedAndListedAlone() async throws {
        let fixture = try await TwoAccountsFixture(TranslationHistory.init(database:account:clock:))
        let history = fixture.history()
        let hello = try fixture.history(at: 0).record(kind: .word, from: "en", to: "es", text: "hello", translation: "hola")
        let bye = try fixture.history(at: 1).record(kind: .word, from: "en", to: "es", text: "goodbye", translation: "adiós")
        let cafe = try fixture.history(at: 2).record(kind: .word, from: "fr", to: "en", text: "café", translation: "coffee")
        #expect(try history.entries(favouritesOnly: true).isEmpty)

        #expect(try history.setFavourite(id: hello.id!, true).isFavourite)
        try history.setFavourite(id: cafe.id!, true)
        #expect(try history.entry(id: hello.id!).isFavourite)
        #expect(try !history.entry(id: bye.id!).isFavourite)
        #expect(try history.entries(favouritesOnly: true).map(\.id) == [cafe.id, hello.id])
        #expect(try history.entries(matching: "CAFE", favouritesOnly: true).map(\.id) == [cafe.id])
        #expect(try history.entries(favouritesOnly: true, limit: 1).map(\.id) == [cafe.id])

        #expect(try !history.setFavourite(id: cafe.id!, false).isFavourite)
        #expect(try !history.entry(id: cafe.id!).isFavourite)
        #expect(try history.entries(favouritesOnly: true).map(\.id) == [hello.id])
        #expect(try history.entries().count == 3)
    }

    @Test func aConversationKeepsItsTurnsInOrder() async throws {
        let fixture = try await TwoAccountsFixture(TranslationHistory.init(database:account:clock:))
        let history = fixture.history(at: 30)
        let entry = try history.recordConversation(from: "en", to: "es", utterances: stationConversation)

        #expect(entry.kind == .conversation)
        #expect(entry.fromLanguage == "en" && entry.toLanguage == "es")
        #expect(entry.text == "Where is the station?\nEstá a la derecha.\nThank you!")
        #expect(entry.translation == "¿Dónde está la estación?\nIt is on the right.\n¡Gracias!")
        #expect(entry.createdAt == AuthFixture.start.addingTimeInterval(30))
        #expect(try history.entry(id: entry.id!) == entry)

        let turns = try history.turns(of: entry)
        #expect(turns.map(\.position) == [0, 1, 2])
        #expect(turns.map(\.side) == [0, 1, 0])
        #expect(turns.map(\.language) == ["en", "es", "en"])
        #expect(turns.map(\.text) == stationConversation.map(\.text))
        #expect(turns.map(\.translation) == stationConversation.map(\.translation))
        #expect(turns.allSatisfy { $0.entryId == entry.id && $0.accountId == fixture.ada.id && $0.id != nil })
    }

    @Test func anEmptyConversationIsRefusedAndKeepsNothing() async throws {
        let fixture = try await TwoAccountsFixture(TranslationHistory.init(database:account:clock:))
        #expect(throws: TranslationError.emptyConversation) {
            try fixture.history().recordConversation(from: "en", to: "es", utterances: [])
        }
        #expect(TranslationError.emptyConversation.description == "The conversation has no utterances to keep.")
        #expect(try fixture.history().entries().isEmpty)
        #expect(try fixture.count("translationTurn", of: fixture.ada) == 0)
    }

    @Test func forgettingAnEntryDeletesItsTurns() async throws {
        let fixture = try await TwoAccountsFixture(TranslationHistory.init(database:account:clock:))
        let history = fixture.history()
        let word = try history.record(kind: .word, from: "en", to: "es", text: "hello", translation: "hola")
        let conversation = try history.recordConversation(from: "en", to: "es", utterances: stationConversation)
        #expect(try fixture.count("translationTurn", of: fixture.ada) == 3)

        #expect(try history.forget(id: conversation.id!) == conversation)
        #expect(try fixture.count("translationTurn", of: fixture.ada) == 0)
        #expect(try history.entries().map(\.id) == [word.id])
        #expect(throws: TranslationError.unknownEntry(conversation.id!)) { try history.entry(id: conversation.id!) }
        #expect(throws: TranslationError.unknownEntry(conversation.id!)) { try history.forget(id: conversation.id!) }
    }

    @Test func forgetAllDeletesOnlyThisAccountsHistory() async throws {
        let fixture = try await TwoAccountsFixture(TranslationHistory.init(database:account:clock:))
        let ada = fixture.history()
        let grace = fixture.history(fixture.grace)
        try ada.record(kind: .word, from: "en", to: "es", text: "hello", translation: "hola")
        try ada.recordConversation(from: "en", to: "es", utterances: stationConversation)
        let kept = try grace.record(kind: .word, from: "de", to: "en", text: "Brot", translation: "bread")
        let keptConversation = try grace.recordConversation(from: "en", to: "es", utterances: stationConversation)

        #expect(try ada.forgetAll() == 2)
        #expect(try ada.entries().isEmpty)
        #expect(try fixture.count("translationTurn", of: fixture.ada) == 0)
        #expect(try ada.forgetAll() == 0)
        #expect(try grace.entries().map(\.id) == [keptConversation.id, kept.id])
        #expect(try grace.turns(of: keptConversation).count == 3)
    }

    @Test func anUnknownIDOrAnotherAccountsIsAnUnknownEntry() async throws {
        let fixture = try await TwoAccountsFixture(TranslationHistory.init(database:account:clock:))
        let ada = fixture.history()
        let entry = try ada.recordConversation(from: "en", to: "es", utterances: stationConversation)
        try ada.updateSettings(from: "en", readAloud: false)

        #expect(throws: TranslationError.unknownEntry(999)) { try ada.entry(id: 999) }
        #expect(throws: TranslationError.unknownEntry(999)) { try ada.setFavourite(id: 999, true) }
        #expect(TranslationError.unknownEntry(12).description == "No translation in your history has the ID 12.")
        #expect(TranslationError.unknownEntry(12).localizedDescription == "No translation in your history has the ID 12.")

        let grace = fixture.history(fixture.grace)
        #expect(throws: TranslationError.unknownEntry(entry.id!)) { try grace.entry(id: entry.id!) }
        #expect(throws: TranslationError.unknownEntry(entry.id!)) { try grace.setFavourite(id: entry.id!, true) }
        #expect(throws: TranslationError.unknownEntry(entry.id!)) { try grace.forget(id: entry.id!) }
        #expect(try grace.entries().isEmpty)
        #expect(try grace.entries(matching: "station").isEmpty)
        #expect(try grace.turns(of: entry).isEmpty)
        #expect(try grace.settings() == .defaults(for: fixture.grace))

        let unchanged = try ada.entry(id: entry.id!)
        #expect(!unchanged.isFavourite)
        #expect(try ada.turns(of: unchanged).count == 3)
    }

    @Test func settingsStartAsDefaultsAndAreKept() async throws {
        let fixture = try await TwoAccountsFixture(TranslationHistory.init(database:account:clock:))
        let history = fixture.history()
        let defaults = try history.settings()
        #expect(defaults.fromLanguage == nil && defaults.toLanguage == nil)
        #expect(defaults.readAloud && defaults.suggestsLanguage)
        #expect(defaults.id == nil)
        #expect(try fixture.count("translationSettings", of: fixture.ada) == 0, "reading the defaults writes nothing")

        let updated = try history.updateSettings(from: "en", to: "es")
        #expect(updated.fromLanguage == "en" && updated.toLanguage == "es")
        try history.updateSettings(readAloud: false)
        try history.updateSettings(suggestsLanguage: false)
        var settings = try fixture.history().settings()
        #expect(settings.fromLanguage == "en" && settings.toLanguage == "es", "nil leaves a language as it is")
        #expect(!settings.readAloud && !settings.suggestsLanguage)

        try history.updateSettings(from: .some(nil))
        settings = try history.settings()
        #expect(settings.fromLanguage == nil, "`.some(nil)` clears it")
        #expect(settings.toLanguage == "es")
        #expect(!settings.readAloud)
        try history.updateSettings(to: .some(nil), readAloud: true)
        settings = try history.settings()
        #expect(settings.toLanguage == nil && settings.readAloud)
        #expect(try fixture.count("translationSettings", of: fixture.ada) == 1, "one row, updated in place")
    }

    @Test func deletingTheAccountDeletesItsHistoryAndSettings() async throws {
        let fixture = try await TwoAccountsFixture(TranslationHistory.init(database:account:clock:))
        let ada = fixture.history()
        try ada.record(kind: .word, from: "en", to: "es", text: "hello", translation: "hola")
        try ada.recordConversation(from: "en", to: "es", utterances: stationConversation)
        try ada.updateSettings(from: "en")
        let grace = fixture.history(fixture.grace)
        try grace.record(kind: .word, from: "de", to: "en", text: "Brot", translation: "bread")
        let tables = ["translationEntry", "translationTurn", "translationSettings"]
        #expect(try tables.map { try fixture.count($0, of: fixture.ada) } == [2, 3, 1])

        _ = try await fixture.auth.service(machine: "ada").deleteAccount(password: "ada's password")
        #expect(try tables.map { try fixture.count($0, of: fixture.ada) } == [0, 0, 0])
        #expect(try grace.entries().count == 1)
    }

    @Test func theTranslationMigrationFollowsTheGeneratedTestsOne() throws {
        let names = Migrations.all.map(\.name)
        let generatedTests = try #require(names.firstIndex(of: "v6-generated-tests"))
        #expect(names.firstIndex(of: "v7-translation") == generatedTests + 1)
    }
}
