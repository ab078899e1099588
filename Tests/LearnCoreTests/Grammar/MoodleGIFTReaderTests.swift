import Foundation
import Testing
@testable import LearnCore

/// Moodle's own GIFT test cases (Tests/Fixtures/gift/moodle-tests.gift, from
/// question/format/gift/tests/giftformat_test.php) read with the text, options, right answer
/// and feedback Moodle's tests expect; the kinds the Test screen cannot ask skipped.
struct MoodleGIFTReaderTests {
    static let fixtureURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/gift/moodle-tests.gift")

    static func fixture() throws -> MoodleGIFTFile {
        MoodleGIFTReader.read(try String(contentsOf: fixtureURL, encoding: .utf8), defaultName: "moodle-tests", level: nil)
    }

    private func question(_ file: MoodleGIFTFile, _ id: String) throws -> GrammarQuestion {
        try #require(file.questions.first { $0.id == id }, "no question \(id) among \(file.questions.map(\.id))")
    }

    @Test func theCategoryPathsLastPartNamesTheTopic() throws {
        let file = try Self.fixture()
        #expect(file.name == "Moodle GIFT tests")
        #expect(file.slug == "moodle-gift-tests")
        #expect(file.hasCategory)
    }

    @Test func severalCategoriesMakeOneTopicNamedByTheLastBeforeTheQuestions() {
        let file = MoodleGIFTReader.read("""
            // question: 0  name: Switch category to $course$/top
            $CATEGORY: $course$/top

            $CATEGORY: $course$/top/Default for English/Verbs

            First {=a ~b}

            $CATEGORY: $course$/top/Default for English/Other
            Second {=c ~d}
            """, defaultName: "file", level: nil)
        #expect(file.name == "Verbs")
        #expect(file.questions.map(\.prompt) == ["First", "Second"])
        #expect(MoodleGIFTReader.read("$CATEGORY: $course$/top\n\nQ {=a ~b}", defaultName: "file", level: nil).name == "file")
    }

    @Test func multipleChoiceWithFeedbackForEachAnswer() throws {
        // test_import_multichoice: answers yellow (right), red, [plain]blue; feedback after '#', a [html] one.
        let q2 = try question(try Self.fixture(), "moodle-gift-tests/Q2")
        #expect(q2.title == "Q2")
        #expect(q2.prompt == "What's between orange and green in the spectrum?")
        #expect(q2.options == ["yellow", "red", "blue"])
        #expect(q2.correctIndex == 0)
        #expect(q2.feedback == ["right; good!", "wrong, it's yellow", "wrong, it's yellow"])
        #expect(q2.explanation.isEmpty)
        #expect(q2.form == .multipleChoice)
        #expect(q2.level == nil)
        #expect(q2.line == 26)
    }

    @Test func moodlesOwnExportReadsBackTheSame() throws {
        // test_export_multichoice's output is the same question as test_import_multichoice's input.
        let file = try Self.fixture()
        let exported = try question(file, "moodle-gift-tests/Q8")
        let imported = try question(file, "moodle-gift-tests/Q2")
        #expect(exported.prompt == imported.prompt)
        #expect(exported.options == imported.options)
        #expect(exported.correctIndex == imported.correctIndex)
        #expect(exported.feedback == imported.feedback)
    }

    @Test func trueFalseTakesItsTwoFeedbacksAsMoodleDoes() throws {
        let file = try Self.fixture()
        // test_import_truefalse: {FALSE#A#B}: A is shown for the wrong answer (True), B for the right one (False).
        let q1 = try question(file, "moodle-gift-tests/Q1")
        #expect(q1.prompt == "42 is the Absolute Answer to everything.")
        #expect(q1.form == .trueFalse)
        #expect(q1.options == ["True", "False"])
        #expect(q1.correctIndex == 1)
        #expect(q1.feedback(forOption: 0) == "42 is the Ultimate Answer.")
        #expect(q1.feedback(forOption: 1) == "You gave the right answer.")

        // test_import_truefalse_true_answer1 and 2: {T} and {TRUE}, no feedback; the repeated title gets its number.
        let t = try question(file, "moodle-gift-tests/2-08 TSL")
        let trueAnswer = try #require(file.questions.first { $0.id == "moodle-gift-tests/2-08 TSL-2" })
        for question in [t, trueAnswer] {
            #expect(question.prompt == "TSL is blablabla.")
            #expect(question.correctIndex == 0)
            #expect(question.feedback.isEmpty)
            #expect(question.title == "2-08 TSL")
        }

        // test_export_truefalse: {TRUE#[html]wrong#right}.
        let exported = try #require(file.questions.first { $0.id == "moodle-gift-tests/Q1-2" })
        #expect(exported.correctIndex == 0)
        #expect(exported.feedback == ["You gave the right answer.", "42 is the Ultimate Answer."])

        // test_export_question_with_tags_and_idnumber: [html] text and general feedback after ####.
        let tagged = try question(file, "moodle-gift-tests/True/false question")
        #expect(tagged.prompt == "The answer is true.")
        #expect(tagged.correctIndex == 0)
        #expect(tagged.feedback == ["This is the right answer.", "This is the wrong answer."])
        #expect(tagged.explanation == "You should have selected true.")
    }

    @Test func formatPhpsExamplesWithoutTitles() throws {
        let file = try Self.fixture()
        let untitled = file.questions.filter { $0.title == nil }
        #expect(untitled.map(\.prompt) == [
            "Who's buried in Grant's tomb?", "Grant is _____ in Grant's tomb.", "Grant is buried in Grant's tomb.",
        ])
        #expect(untitled.map(\.correctAnswer) == ["no one", "entombed", "False"])
        #expect(untitled[1].options == ["buried", "entombed", "living"])
        #expect(untitled.allSatisfy { $0.id.hasPrefix("moodle-gift-tests/") && $0.id.count == "moodle-gift-tests/NN".count })
    }

    @Test func everyOtherKindIsSkippedWithItsNameAndLine() throws {
        let skipped = try Self.fixture().skipped
        #expect(skipped.map { "\($0.line) \($0.name): \($0.reason.rawValue)" } == [
            "12 Q8: essay",
            "16 Moodle activities: matching",
            "35 colours: multipleResponse",
            "45 colours: multipleResponse",
            "54 Q5: numerical",
            "58 Shortanswer: shortAnswer",
            "66 Shortanswer: shortAnswer",
            "88 double backslash: essay",
            "91 Q001: essay",
            "104 Question name: essay",
            "125 Q8: multipleResponse",
            "133 Q5: numerical",
            "148 Who's buried in Grant's tomb?: shortAnswer",
            "151 When was Ulysses S. Grant born?: numerical",
            "154 Match the following countries with their…: matching",
            "158 You can use your pencil and…: description",
        ])
        #expect(skipped.first?.warning(in: "quiz.gift") == "quiz.gift:12: skipped “Q8”: an essay question.")
    }

    @Test func escapesAsMoodleResolvesThem() {
        // test_import_backslash's text (\\ is one backslash) in a question that can be asked, and every other escape.
        let file = MoodleGIFTReader.read(##"""
            ::double backslash:: A \\ B \\\\ C{=x ~y}

            ::escapes\::: Colon\: tilde\~ equals\= hash\# braces\{\} line\nbreak {
            =a\~b#fb\#1
            ~c\=d
            }
            """##, defaultName: "escapes", level: nil)
        #expect(file.questions.map(\.prompt) == [#"A \ B \\ C"#, "Colon: tilde~ equals= hash# braces{} line\nbreak"])
        #expect(file.questions.last?.title == "escapes:")
        #expect(file.questions.last?.options == ["a~b", "c=d"])
        #expect(file.questions.last?.feedback == ["fb#1", ""])
    }

    @Test func textFormatsAndHTMLReducedToText() {
        let file = MoodleGIFTReader.read("""
            ::html::[html]<p>Choose <b>the</b> right&nbsp;one &amp; only&#33;</p><p>Second<br/>line</p>{
            =[plain]<b>kept</b>#[html]<i>Well</i> done
            ~[markdown]*two*
            ####[html]Because <em>it is</em>.
            }

            ::inherit::[html]A&lt;B {=<b>x</b> ~y}
            """, defaultName: "formats", level: nil)
        let html = file.questions[0]
        #expect(html.prompt == "Choose the right one & only!\n\nSecond\nline")
        #expect(html.options == ["<b>kept</b>", "*two*"])
        #expect(html.feedback == ["Well done", ""])
        #expect(html.explanation == "Because it is.")
        // Answers without a format of their own take the question's.
        #expect(file.questions[1].prompt == "A<B")
        #expect(file.questions[1].options == ["x", "y"])
    }

    @Test func optionsOnOneLineAndTrueFalseInAnyCase() {
        let file = MoodleGIFTReader.read("""
            // a comment before
            Is it {=one ~two ~three} line?

            It is true. {true}

            It is false. {f#Wrong, it is false.#Right.####General.}
            """, defaultName: "My Quiz", level: .b1)
        #expect(file.name == "My Quiz")
        #expect(!file.hasCategory)
        #expect(file.questions.map(\.prompt) == ["Is it _____ line?", "It is true.", "It is false."])
        #expect(file.questions.map(\.id) == ["my-quiz/01", "my-quiz/02", "my-quiz/03"])
        #expect(file.questions.map(\.level) == [.b1, .b1, .b1])
        #expect(file.questions[1].correctIndex == 0)
        #expect(file.questions[2].correctIndex == 1)
        #expect(file.questions[2].feedback == ["Wrong, it is false.", "Right."])
        #expect(file.questions[2].explanation == "General.")
    }

    @Test func aLevelTagInTheCommentsGivesTheLevel() {
        let file = MoodleGIFTReader.read("""
            // [tag:a2] [tag:grammar]
            ::one:: First {=a ~b}

            ::two:: Second {=a ~b}
            """, defaultName: "levels", level: .c1)
        #expect(file.questions.map(\.level) == [.a2, .c1])
    }

    @Test func controlCharactersAreLeftOut() {
        let file = MoodleGIFTReader.read("::t\u{1B}[31m:: Red\u{1B}[0m text\u{7} {=a\u{9B}b ~c}", defaultName: "x", level: nil)
        #expect(file.questions.first?.prompt == "Red[0m text")
        #expect(file.questions.first?.title == "t[31m")
        #expect(file.questions.first?.options == ["ab", "c"])
    }

    @Test func weightsSeveralRightAnswersAndBrokenBracesAreSkipped() {
        let file = MoodleGIFTReader.read("""
            Two right {=a =b ~c}

            Partial {=a ~%50%b ~c}

            Penalty only {=a ~%-50%b ~c}

            Open {=a ~b

            Only one {=a ~}
            """, defaultName: "x", level: nil)
        #expect(file.skipped.map(\.reason) == [.multipleResponse, .multipleResponse, .unmatchedBraces, .tooFewOptions])
        #expect(file.questions.map(\.prompt) == ["Penalty only"])
    }
}
