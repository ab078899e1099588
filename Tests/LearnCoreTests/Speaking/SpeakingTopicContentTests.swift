import Foundation
import Testing
@testable import LearnCore

/// The bundled `Content/speaking` topics: they read, they are long enough, and the recogniser
/// knows every word.
struct SpeakingTopicContentTests {
    /// The repository's `Content/speaking`, the topics learnctl ships.
    static let bundledDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Content/speaking")

    /// The pronouncing dictionary of the recogniser (Debian's pocketsphinx-en-us).
    static let dictionary = URL(fileURLWithPath: "/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict")

    /// The words of the dictionary, without the `(2)` of alternate pronunciations.
    static func dictionaryWords() throws -> Set<String> {
        let text = try String(contentsOf: dictionary, encoding: .utf8)
        var words = Set<String>()
        for line in text.split(separator: "\n") {
            guard var word = line.split(separator: " ", maxSplits: 1).first else { continue }
            if word.hasSuffix(")"), let open = word.lastIndex(of: "(") { word = word[..<open] }
            words.insert(String(word))
        }
        return words
    }

    @Test func theBundledTopicsLoadWithoutProblems() throws {
        do {
            _ = try SpeakingTopics.load(from: Self.bundledDirectory)
        } catch {
            Issue.record("The bundled speaking topics have mistakes:\n\(error.description)")
        }
    }

    @Test func thereAreEnoughTopicsAndSentencesAtEveryLevelFromA1ToC1() throws {
        let topics = try SpeakingTopics.load(from: Self.bundledDirectory).topics
        #expect(topics.count >= 6)
        for topic in topics {
            #expect(topic.sentences.count >= 8, "\(topic.fileName) has \(topic.sentences.count) sentences")
            #expect(topic.sentences.map(\.index) == Array(1...topic.sentences.count), "\(topic.fileName)")
            for level in [CEFRLevel.a1, .a2, .b1, .b2, .c1] {
                let count = topic.sentences.filter { $0.level == level }.count
                #expect(count >= 2, "\(topic.fileName) has \(count) \(level.rawValue) sentences")
            }
        }
    }

    @Test func sentencesAreShortAtA1AndLongAtC1() throws {
        for topic in try SpeakingTopics.load(from: Self.bundledDirectory).topics {
            for sentence in topic.sentences {
                let count = SpeakingText.words(in: sentence.text).count
                let range = switch sentence.level {
                case .a1: 4...7
                case .c1, .c2: 12...20
                default: 4...20
                }
                #expect(range.contains(count), "\(topic.fileName) sentence \(sentence.index) has \(count) words: \(sentence.text)")
            }
        }
    }

    @Test func theBundledTopicsAreFoundWhereLearnctlLooks() throws {
        let environment = [ContentDirectory.environmentVariable: Self.bundledDirectory.deletingLastPathComponent().path]
        let bundled = try SpeakingTopics.bundled(environment: environment)
        let loaded = try SpeakingTopics.load(from: Self.bundledDirectory)
        #expect(bundled.topics == loaded.topics)
        #expect(bundled.topics.map(\.id).contains("travel"))
    }

    @Test func everyWordIsInTheRecognisersDictionary() throws {
        guard FileManager.default.fileExists(atPath: Self.dictionary.path) else {
            Issue.record("\(Self.dictionary.path) is missing: install pocketsphinx-en-us (scripts/install-deps.sh does)")
            return
        }
        let known = try Self.dictionaryWords()
        #expect(known.count > 100_000)
        #expect(known.isSuperset(of: ["don't", "i'm", "station"]))
        var unknown: [String] = []
        var wordCount = 0
        for topic in try SpeakingTopics.load(from: Self.bundledDirectory).topics {
            for sentence in topic.sentences {
                for word in SpeakingText.words(in: sentence.text) {
                    wordCount += 1
                    if !known.contains(word) { unknown.append("\(topic.fileName) sentence \(sentence.index): \(word)") }
                }
            }
        }
        #expect(wordCount > 500)
        #expect(unknown.isEmpty, "Not in \(Self.dictionary.lastPathComponent):\n\(unknown.joined(separator: "\n"))")
    }
}
