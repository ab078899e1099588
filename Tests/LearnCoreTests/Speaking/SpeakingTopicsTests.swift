import Foundation
import Testing
@testable import LearnCore

struct SpeakingTopicsTests {
    private func write(_ text: String, _ fileName: String, in directory: TemporaryDirectory) throws {
        try text.write(to: directory.path(fileName), atomically: true, encoding: .utf8)
    }

    @Test func loadingReadsEveryTxtFileSortedByTitleAndIgnoresTheRest() throws {
        let directory = try TemporaryDirectory()
        try write("title: Zoo Visit\nA1 | I see a lion.\n", "zoo.txt", in: directory)
        try write(SpeakingTopicParserTests.valid, "station.txt", in: directory)
        try write("# Speaking topics\n", "README.md", in: directory)
        let topics = try SpeakingTopics.load(from: directory.url).topics
        #expect(topics.map(\.id) == ["station", "zoo"])
        #expect(topics.map(\.title) == ["At the Station", "Zoo Visit"])
        #expect(topics.map(\.fileName) == ["station.txt", "zoo.txt"])
        #expect(topics[1].sentences == [SpeakingSentence(index: 1, level: .a1, text: "I see a lion.")])
    }

    @Test func loadingReportsTheProblemsOfEveryFileByFileAndLine() throws {
        let directory = try TemporaryDirectory()
        try write("title: Zoo\nA1 | I see a lion.\nA9 | Too hard.\n", "zoo.txt", in: directory)
        try write(SpeakingTopicParserTests.valid.replacingOccurrences(of: "A1 | Where", with: "Where"), "station.txt", in: directory)
        try Data([0x74, 0x69, 0xFF, 0xFE]).write(to: directory.path("broken.txt"))
        #expect(throws: SpeakingTopicError.malformed([
            SpeakingTopicProblem(fileName: "broken.txt", line: 0, message: "cannot be read as UTF-8 text"),
            SpeakingTopicProblem(
                fileName: "station.txt", line: 4,
                message: "expected '<level> | <sentence>', for example 'A1 | Where is the station?'"),
            SpeakingTopicProblem(fileName: "zoo.txt", line: 3, message: "invalid level 'A9' (use one of A1, A2, B1, B2, C1, C2)"),
        ])) {
            try SpeakingTopics.load(from: directory.url)
        }
    }

    @Test func aTitleUsedTwiceIsReportedAtItsSecondUse() throws {
        let directory = try TemporaryDirectory()
        try write(SpeakingTopicParserTests.valid, "station.txt", in: directory)
        try write("# The same again.\ntitle: at the  STATION\nA1 | I see a train.\n", "trains.txt", in: directory)
        #expect(throws: SpeakingTopicError.malformed([
            SpeakingTopicProblem(
                fileName: "trains.txt", line: 2, message: "the title 'at the  STATION' is already used by station.txt"),
        ])) {
            try SpeakingTopics.load(from: directory.url)
        }
    }

    @Test func anEmptyOrMissingFolderIsReported() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: SpeakingTopicError.malformed([
            SpeakingTopicProblem(fileName: directory.url.path, line: 0, message: "holds no .txt files"),
        ])) {
            try SpeakingTopics.load(from: directory.url)
        }
        let missing = directory.path("nowhere")
        #expect(throws: SpeakingTopicError.malformed([
            SpeakingTopicProblem(fileName: missing.path, line: 0, message: "cannot be read as a folder"),
        ])) {
            try SpeakingTopics.load(from: missing)
        }
    }

    @Test func theBundledFolderMissingIsAContentDirectoryError() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: ContentDirectoryError(subfolder: "speaking", searched: [directory.path("speaking").path])) {
            try SpeakingTopics.bundled(environment: [ContentDirectory.environmentVariable: directory.url.path])
        }
    }

    @Test func topicsAreFoundByIDOrTitleInAnyCase() throws {
        let topics = try SpeakingTopics.load(from: SpeakingTopicContentTests.bundledDirectory)
        #expect(try topics.topic(named: "travel").title == "Travel")
        #expect(try topics.topic(named: "TRAVEL").id == "travel")
        #expect(try topics.topic(named: "  Everyday Life ").id == "everyday-life")
        #expect(try topics.topic(named: "everyday life").id == "everyday-life")
        #expect(try topics.topic(named: "EVERYDAY-LIFE").title == "Everyday Life")
        #expect(try topics.topic(named: "food and drink").id == "food")
        #expect(try topics.topic(named: "Food").title == "Food and Drink")
        #expect(try topics.topic(named: "food-and-drink").id == "food")
    }

    @Test func anUnknownTopicSuggestsCloseTitles() throws {
        let topics = try SpeakingTopics.load(from: SpeakingTopicContentTests.bundledDirectory)
        #expect(throws: SpeakingTopicError.unknownTopic("shoping", suggestion: "Did you mean \"Shopping\"?")) {
            try topics.topic(named: "shoping")
        }
        #expect(throws: SpeakingTopicError.unknownTopic("Helth", suggestion: "Did you mean \"Health\"?")) {
            try topics.topic(named: "Helth")
        }
        #expect(throws: SpeakingTopicError.unknownTopic("quantum physics", suggestion: nil)) {
            try topics.topic(named: "quantum physics")
        }
        #expect(SpeakingTopicError.unknownTopic("Helth", suggestion: "Did you mean \"Health\"?").description
            == "There is no speaking topic called “Helth”. Did you mean \"Health\"?")
        #expect(SpeakingTopicError.unknownTopic("quantum physics", suggestion: nil).description
            == "There is no speaking topic called “quantum physics”.")
    }
}
