import Foundation
import Testing
@testable import LearnCore

/// GIFT written for Moodle, and read back the same by the Moodle reader.
struct GIFTWriterTests {
    /// What must survive a round trip: everything but the line and (for untitled questions) the id.
    private struct Essentials: Equatable {
        let title: String?, level: CEFRLevel?, prompt: String, options: [String], correctIndex: Int
        let feedback: [String], explanation: String, form: QuestionForm

        init(_ question: GrammarQuestion) {
            (title, level, prompt, options, correctIndex) =
                (question.title, question.level, question.prompt, question.options, question.correctIndex)
            (feedback, explanation, form) = (question.feedback, question.explanation, question.form)
        }
    }

    private func reread(_ topic: GrammarTopic) -> MoodleGIFTFile {
        MoodleGIFTReader.read(GIFTWriter.text(of: topic), defaultName: "unused", level: nil)
    }

    @Test func everyBundledTopicReimportsIdentically() throws {
        let bank = try QuestionBank.load(from: QuestionBankTests.bundledDirectory)
        #expect(bank.topics.count >= 14)
        for topic in bank.topics {
            let file = reread(topic)
            #expect(file.name == topic.name)
            #expect(file.skipped.isEmpty, "\(topic.name): \(file.skipped)")
            #expect(file.questions.map(Essentials.init) == topic.questions.map(Essentials.init), "\(topic.name)")
            #expect(file.questions.map(\.title) == topic.questions.map(\.id))
        }
    }

    @Test func moodlesTestCasesReimportIdentically() throws {
        let topic = try MoodleGIFTReaderTests.fixture().topic(fileName: "moodle-tests.gift")
        #expect(topic.questions.count == 10)
        let file = reread(topic)
        #expect(file.name == "Moodle GIFT tests")
        #expect(file.skipped.isEmpty)
        #expect(file.questions.map(Essentials.init) == topic.questions.map(Essentials.init))
        #expect(file.questions.filter { $0.title != nil }.map(\.id) == topic.questions.filter { $0.title != nil }.map(\.id))
    }

    @Test func writesWhatMoodleImports() {
        let topic = GrammarTopic(name: "Odd: {names}/paths", slug: "odd", description: nil, questions: [
            GrammarQuestion(id: "odd-01", level: .b1, prompt: "Pick ~ = # { } : \\ and\na line", options: ["=a", "b#c", "%50%d"],
                            correctIndex: 1, explanation: "Because.", line: 3, feedback: ["", "Yes: b#c", ""], title: "odd-01"),
            GrammarQuestion(id: "odd-02", level: nil, prompt: "// not a comment", options: ["True", "False"], correctIndex: 1,
                            explanation: "", line: 9, feedback: ["Wrong one", "Right one"], form: .trueFalse),
            GrammarQuestion(id: "odd-03", level: nil, prompt: "[html]<b>as is</b>", options: ["Vrai", "Faux"], correctIndex: 0,
                            explanation: "General.", line: 12, feedback: ["", "Only wrong"], form: .trueFalse),
        ], fileName: "odd.gift", categoryLine: 1)
        let text = GIFTWriter.text(of: topic)
        #expect(text == ##"""
            $CATEGORY: Odd: {names}//paths

            // [tag:B1]
            ::odd-01:: Pick \~ \= \# \{ \} \: \\ and\na line {
            	~\=a
            	=b\#c#Yes\: b\#c
            	~[moodle]%50%d
            	####Because.
            }

            [moodle]// not a comment {FALSE#Wrong one#Right one}

            [moodle][html]<b>as is</b> {TRUE#Only wrong####General.}

            """##)
        let file = MoodleGIFTReader.read(text, defaultName: "unused", level: nil)
        #expect(file.name == "Odd: {names}/paths")
        #expect(file.questions.map(\.prompt) == topic.questions.map(\.prompt))
        #expect(file.questions[0].options == topic.questions[0].options)
        #expect(file.questions[0].feedback == topic.questions[0].feedback)
        #expect(file.questions[1].feedback == topic.questions[1].feedback)
        #expect(file.questions[2].correctIndex == 0)
        #expect(file.questions[2].feedback == ["", "Only wrong"])
        #expect(file.questions[2].explanation == "General.")
    }
}
