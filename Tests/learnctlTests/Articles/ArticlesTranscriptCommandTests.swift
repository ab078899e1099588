import Foundation
import Testing
import TestSupport

/// The recordings' transcripts as articles, with a listend serving the bundled library (Audio/):
/// listed, analysed, read and quizzed with the recording's own questions.
@Suite struct ArticlesTranscriptCommandTests {
    /// A recording of Audio/index.json.
    struct Recording: Decodable {
        struct Question: Decodable {
            let prompt: String, options: [String], answer: Int
        }

        let id: String, title: String, level: String
        let transcript: String?
        let questions: [Question]?
    }

    static func recordings() throws -> [Recording] {
        struct Index: Decodable { let recordings: [Recording] }
        let data = try Data(contentsOf: URL(fileURLWithPath: Products.audioDirectory).appendingPathComponent("index.json"))
        return try JSONDecoder().decode(Index.self, from: data).recordings
    }

    /// The cues of a WebVTT file of Audio/: how many lines the transcript has.
    static func cueCount(_ file: String) throws -> Int {
        let text = try String(contentsOf: URL(fileURLWithPath: Products.audioDirectory).appendingPathComponent(file), encoding: .utf8)
        return text.components(separatedBy: "\n").filter { $0.contains(" --> ") }.count
    }

    @Test func theTranscriptsAreArticlesWithTheRecordingsQuestions() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        try cli.startSignedUp()
        let recordings = try Self.recordings().filter { $0.transcript != nil }
        let cafe = try #require(recordings.first { $0.id == "ordering-at-a-cafe" })

        // Listed after the bundled articles, linked to their recording.
        let entries = try cli.articleEntries()
        let transcripts = entries.filter { $0["source"] as? String == "recording" }
        #expect(transcripts.compactMap { $0["id"] as? String } == recordings.map(\.id))
        #expect(entries.filter { $0["source"] as? String == "bundled" }.count >= 30)
        let firstTranscript = try #require(entries.firstIndex { $0["source"] as? String == "recording" })
        #expect(entries[..<firstTranscript].allSatisfy { $0["source"] as? String == "bundled" })
        for (entry, recording) in zip(transcripts, recordings) {
            #expect(entry["recording"] as? String == recording.id, "\(entry)")
            #expect(entry["title"] as? String == recording.title && entry["stated_level"] as? String == recording.level, "\(entry)")
            #expect(entry["questions"] as? Int == recording.questions?.count ?? 0, "\(entry)")
            #expect((entry["words"] as? Int ?? 0) > 50 && entry["read"] as? Bool == false, "\(entry)")
        }

        // Read: one paragraph per line of the transcript.
        let read = try cli.json(["articles", "read", "Ordering at a Cafe", "--json"])
        let blocks = try #require(read["blocks"] as? [[String: String]])
        #expect(read["id"] as? String == "ordering-at-a-cafe" && read["questions"] as? Int == cafe.questions?.count)
        #expect(blocks.count == (try Self.cueCount("ordering-at-a-cafe.vtt")))
        #expect(blocks.allSatisfy { $0["kind"] == "paragraph" })
        #expect(blocks.contains { ($0["text"] ?? "").hasSuffix("Can I have a coffee, please?") }, "\(blocks)")

        // Analysed like any article, for the learner at A1.
        let analysis = try cli.json(["articles", "analyse", "ordering-at-a-cafe", "--json"])
        #expect(analysis["id"] as? String == "ordering-at-a-cafe" && analysis["stated_level"] as? String == "A1")
        #expect(analysis["learner_level"] as? String == "A1")
        #expect((analysis["words"] as? Int ?? 0) > 100 && (analysis["sentences"] as? Int ?? 0) > 20, "\(analysis)")
        let unknown = try #require(analysis["unknown_words"] as? [[String: Any]])
        let lemmas = unknown.compactMap { $0["lemma"] as? String }
        #expect(lemmas.contains("sandwich") && lemmas.contains("coffee"), "\(lemmas)")
        let text = blocks.compactMap { $0["text"] }.joined(separator: "\n")
        #expect(unknown.allSatisfy { text.contains($0["sentence"] as? String ?? "?") }, "every first sentence is in the transcript")
        // The speakers' labels (“Ben: ”, “Lily: ”) are names, not words of the text.
        #expect(!lemmas.contains("ben") && !lemmas.contains("lily"), "\(lemmas)")

        // The quiz is the recording's questions, in order, answered through the test screen's JSON.
        let questions = try #require(cafe.questions)
        let quiz = try LearnctlDialogue(cli, ["articles", "quiz", "ordering-at-a-cafe", "--json"])
        for (number, question) in questions.enumerated() {
            let card = try quiz.next("question")
            #expect(card["prompt"] as? String == question.prompt && card["number"] as? Int == number + 1, "\(card)")
            #expect(card["total"] as? Int == questions.count)
            let options = try #require(card["options"] as? [String])
            #expect(Set(options) == Set(question.options))
            quiz.send(String(try #require(options.firstIndex(of: question.options[question.answer])) + 1))
            _ = try quiz.next("chosen")
            #expect(try quiz.next("result")["correct"] as? Bool == true)
            quiz.send("")
        }
        let summary = try quiz.next("summary")
        #expect(summary["percent"] as? Int == 100 && summary["title"] as? String == "Ordering at a Cafe", "\(summary)")
        #expect(try quiz.finish() == 0)

        // It is the recording's quiz: the path's lesson on the recording has its score.
        let stage = try cli.json(["path", "A1-1", "--json"])
        let lesson = try #require((stage["lessons"] as? [[String: Any]])?.first { $0["reference"] as? String == "ordering-at-a-cafe" })
        #expect(lesson["quiz"] as? Int == 100, "\(lesson)")
        let after = try #require(try cli.articleEntries().first { $0["id"] as? String == "ordering-at-a-cafe" })
        // Its questions answered 80% right or more count the transcript as read.
        #expect(after["read"] as? Bool == true, "\(after)")
    }
}
