import Testing
@testable import LearnCore

struct SpeakingTopicParserTests {
    static let valid = """
        # A topic for the tests.
        title: At the Station

        A1 | Where is the train?
        A1 |   I need a ticket.  
        # Harder ones.
        B2 | The train was late, so we missed the start of the film.

        """

    private func problems(_ text: String, id: String = "station") -> [String] {
        do throws(SpeakingTopicError) {
            _ = try SpeakingTopicParser.parse(text, fileName: id + ".txt", id: id)
            return []
        } catch .malformed(let problems) {
            return problems.map(\.description)
        } catch {
            return ["unexpected \(error)"]
        }
    }

    /// `valid` with `original` replaced by `replacement`, which must occur in it.
    private func variant(_ original: String, _ replacement: String) -> String {
        precondition(Self.valid.contains(original))
        return Self.valid.replacingOccurrences(of: original, with: replacement)
    }

    @Test func readsTheTitleAndTheSentencesNumberedFromOne() throws {
        let topic = try SpeakingTopicParser.parse(Self.valid, fileName: "station.txt", id: "station")
        #expect(topic.id == "station")
        #expect(topic.title == "At the Station")
        #expect(topic.fileName == "station.txt")
        #expect(topic.titleLine == 2)
        #expect(topic.sentences == [
            SpeakingSentence(index: 1, level: .a1, text: "Where is the train?"),
            SpeakingSentence(index: 2, level: .a1, text: "I need a ticket."),
            SpeakingSentence(index: 3, level: .b2, text: "The train was late, so we missed the start of the film."),
        ])
        #expect(topic.levels == [.a1, .b2])
        #expect(topic.sentence(2)?.text == "I need a ticket.")
        #expect(topic.sentence(0) == nil)
        #expect(topic.sentence(4) == nil)
    }

    @Test func crlfLineEndsAByteOrderMarkTabsAndACapitalisedTitleAreAccepted() throws {
        let text = "\u{FEFF}Title:\tAt the Station\r\n\r\nA2\t|\tWhere is the train?\r\n"
        let topic = try SpeakingTopicParser.parse(text, fileName: "station.txt", id: "station")
        #expect(topic.title == "At the Station")
        #expect(topic.sentences == [SpeakingSentence(index: 1, level: .a2, text: "Where is the train?")])
    }

    @Test func aSentenceLineWithoutABarOrLevelIsReportedAtItsLine() {
        #expect(problems(variant("A1 | Where is the train?", "Where is the train?")) == [
            "station.txt:4: expected '<level> | <sentence>', for example 'A1 | Where is the station?'",
        ])
        #expect(problems(variant("A1 | Where is the train?", "| Where is the train?")) == [
            "station.txt:4: missing level before '|'",
        ])
        #expect(problems(variant("B2 | The train", "A0 | The train")) == [
            "station.txt:7: invalid level 'A0' (use one of A1, A2, B1, B2, C1, C2)",
        ])
        #expect(problems(variant("B2 | The train", "b2 | The train")) == [
            "station.txt:7: invalid level 'b2' (use one of A1, A2, B1, B2, C1, C2)",
        ])
    }

    @Test func emptyWordlessOrBarredSentencesAreReported() {
        #expect(problems(variant("I need a ticket.", "")) == ["station.txt:5: empty sentence"])
        #expect(problems(variant("I need a ticket.", "… ?!")) == ["station.txt:5: the sentence has no words"])
        #expect(problems(variant("I need a ticket.", "I need | a ticket.")) == ["station.txt:5: a sentence may not hold '|'"])
    }

    @Test func theSameSentenceTwiceIsReportedAtItsSecondLine() {
        #expect(problems(Self.valid + "B1 | where IS the   train\n") == ["station.txt:8: the same sentence as line 4"])
    }

    @Test func theTitleMustComeFirstOnceAndNotEmpty() {
        #expect(problems(variant("title: At the Station\n", "")) == [
            "station.txt:3: expected 'title: <Topic title>' before the first sentence",
        ])
        #expect(problems(variant("title: At the Station\n", "") + "title: Late\n") == [
            "station.txt:3: expected 'title: <Topic title>' before the first sentence",
            "station.txt:7: the title must come before the first sentence",
        ])
        #expect(problems(Self.valid + "title: Again\n") == ["station.txt:8: the title may appear only once (it is on line 2)"])
        #expect(problems(variant("title: At the Station", "title:   ")) == ["station.txt:2: empty title"])
        #expect(problems("# only a comment\n\n") == ["station.txt:1: missing 'title: <Topic title>' at the top"])
    }

    @Test func aTopicWithoutSentencesIsReported() {
        #expect(problems("# Nothing yet.\ntitle: Empty\n") == ["station.txt:2: the file has no sentences"])
    }

    @Test func theFileNameMustBeAnID() {
        #expect(problems(Self.valid, id: "At Station") == [
            "At Station.txt: the file name must be the topic's id, made of lowercase letters, digits and hyphens "
                + "(for example everyday-life.txt)",
        ])
        #expect(problems(Self.valid, id: "at-the-station-2").isEmpty)
    }

    @Test func everyProblemOfAFileIsReportedInLineOrder() {
        let text = """
            title: Mixed
            A1 | One fine day.
            C3 | Too hard.
            B1 | one fine day
            just words

            """
        #expect(throws: SpeakingTopicError.malformed([
            SpeakingTopicProblem(fileName: "mixed.txt", line: 3, message: "invalid level 'C3' (use one of A1, A2, B1, B2, C1, C2)"),
            SpeakingTopicProblem(fileName: "mixed.txt", line: 4, message: "the same sentence as line 2"),
            SpeakingTopicProblem(
                fileName: "mixed.txt", line: 5,
                message: "expected '<level> | <sentence>', for example 'A1 | Where is the station?'"),
        ])) {
            try SpeakingTopicParser.parse(text, fileName: "mixed.txt", id: "mixed")
        }
        let error = SpeakingTopicError.malformed([
            SpeakingTopicProblem(fileName: "mixed.txt", line: 3, message: "invalid level 'C3' (use one of A1, A2, B1, B2, C1, C2)"),
            SpeakingTopicProblem(fileName: "mixed.txt", line: 0, message: "cannot be read as UTF-8 text"),
        ])
        #expect(error.description == """
            2 problems in mixed.txt:
            mixed.txt:3: invalid level 'C3' (use one of A1, A2, B1, B2, C1, C2)
            mixed.txt: cannot be read as UTF-8 text
            """)
        #expect(error.localizedDescription == error.description)
    }
}
