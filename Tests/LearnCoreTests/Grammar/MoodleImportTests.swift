import Foundation
import GRDB
import Testing
@testable import LearnCore

/// Importing a Moodle GIFT file into an account: what is stored, how it reads again, levels.
struct MoodleImportTests {
    static let quiz = """
        $CATEGORY: $course$/top/Phrasal verbs quiz
        ::one:: Turn {=off#Yes. ~of} the light.

        ::two:: Essay {}

        // [tag:C1]
        ::three:: It is true. {TRUE####Always.}
        """

    @Test func aMoodleFileIsStoredWithItsFormatAndLevelAndReadsTheSameAgain() async throws {
        let fixture = try GrammarFixture()
        let ada = try await fixture.signUp("ada@example.com")
        let imported = try fixture.practice(ada).importTopic(text: Self.quiz, path: "/home/ada/quiz.gift", level: .b1)
        #expect(imported.format == .moodle)
        #expect(imported.topic.name == "Phrasal verbs quiz")
        #expect(imported.topic.slug == "phrasal-verbs-quiz")
        #expect(imported.skipped == [SkippedQuestion(line: 4, name: "two", reason: .essay)])
        #expect(imported.topic.questions.map(\.level) == [.b1, .c1])

        let record = try #require(try fixture.auth.database.read { try ImportedTopic.fetchOne($0) })
        #expect(record.format == .moodle && record.level == .b1 && record.source == Self.quiz)
        let topic = try fixture.practice(ada).bank.topic(named: "phrasal verbs quiz")
        #expect(topic.questions == imported.topic.questions.map { $0 })
        #expect(topic.questions[0].prompt == "Turn _____ the light.")
        #expect(topic.questions[0].feedback == ["Yes.", ""])

        let again = try fixture.practice(ada).importTopic(text: Self.quiz, path: "quiz.gift")
        #expect(again.replaced && again.level == .b1)
        #expect(again.topic.questions.map(\.level) == [.b1, .c1])
    }

    @Test func importsStoredBeforeMoodlesFormatStillReadAsTheProducts() async throws {
        let fixture = try GrammarFixture()
        let ada = try await fixture.signUp("ada@example.com")
        let text = GrammarFixture.topicText(name: "Phrasal Verbs", slug: "phrasal-verbs", count: 2)
        try fixture.auth.database.write { db in
            try db.execute(sql: """
                INSERT INTO grammarImportedTopic (accountId, name, slug, source, importedAt) VALUES (?, ?, ?, ?, ?)
                """, arguments: [ada.id, "Phrasal Verbs", "phrasal-verbs", text, Date()])
        }
        let record = try #require(try fixture.auth.database.read { try ImportedTopic.fetchOne($0) })
        #expect(record.format == .product && record.level == nil)
        let topic = try fixture.practice(ada).bank.topic(named: "phrasal-verbs")
        #expect(topic.questions.map(\.id) == ["phrasal-verbs-01", "phrasal-verbs-02"])
        #expect(topic.questions.map(\.level) == [.a2, .a2])
    }

    @Test func aFileInTheProductsFormatIsCheckedStrictly() async throws {
        let fixture = try GrammarFixture()
        let ada = try await fixture.signUp("ada@example.com")
        #expect(TopicFileFormat.detect(GrammarFixture.topicText(name: "X", slug: "x", count: 1)) == .product)
        #expect(TopicFileFormat.detect(Self.quiz) == .moodle)
        #expect(TopicFileFormat.detect("::Q1:: [B2] A teacher's level {=a ~b}") == .moodle)
        let imported = try fixture.practice(ada).importTopic(
            text: GrammarFixture.topicText(name: "Phrasal Verbs", slug: "phrasal-verbs", count: 2), path: "phrasal-verbs.gift")
        #expect(imported.format == .product && imported.skipped.isEmpty)
    }

    @Test func nothingToAskAndNameClashesAreRefused() async throws {
        let fixture = try GrammarFixture()
        let ada = try await fixture.signUp("ada@example.com")
        #expect(throws: GrammarError.nothingToAsk) {
            try fixture.practice(ada).importTopic(text: "::e:: Essay {}\n", path: "essay.gift")
        }
        #expect(throws: GIFTError(problems: [
            GIFTProblem(fileName: "in/numbers.txt", line: 0, message: "the topic name 'numbers' is already used by numbers.gift"),
        ])) {
            try fixture.practice(ada).importTopic(text: "Two and two? {=four ~five}\n", path: "in/numbers.txt")
        }
        #expect(try fixture.auth.database.read { try ImportedTopic.fetchCount($0) } == 0)
    }
}
