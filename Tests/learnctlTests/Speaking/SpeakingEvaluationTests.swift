import Foundation
import Testing
import TestSupport

/// Speaking scores with Whisper hold the levels measured on the evaluation set
/// (bench/speaking/set.tsv, docs/speaking.md "Measured on the evaluation set"):
/// bench/speaking/evaluate.py renders the readings and scores them with `learnctl speak score`,
/// here the first 12 sentences, each read by one of flite's two voices in turn (50 readings, about
/// 30 s; the whole set, with espeak-ng and Festival too and with PocketSphinx, is for
/// `bench/run.sh --speaking`). PocketSphinx's own levels are held by SpeechScoringTests. The
/// bounds are the measured values on these readings, less a reading; a change that makes scoring
/// worse fails here.
@Suite(.serialized, .tags(.realSpeech)) struct SpeakingEvaluationTests {
    /// The renders, kept between runs (make-set.sh renders only what is missing or older than the set).
    static let renders = FileManager.default.temporaryDirectory.appendingPathComponent("listend-speaking-set-\(getuid())").path

    /// `evaluate.py`'s figures for `engine`: [kind: (caught, total)], and the three readings of
    /// "I need a ticket for the bus." with a word changed.
    func evaluate(_ engine: String, voices: String, sentences: Int? = nil) throws -> (all: [String: (Int, Int)], three: [String: [String: Any]]) {
        let learnctl = try LearnctlRunner.executableURL().path
        var arguments = [MessageCatalogs.repository.appendingPathComponent("bench/speaking/evaluate.py").path,
                         "--learnctl", learnctl, "--voices", voices, "--rotate", "--engines", engine, "--work", Self.renders, "--json"]
        if let sentences { arguments += ["--sentences", String(sentences)] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = arguments
        let folder = try TemporaryFolder("speaking-evaluation")
        defer { folder.remove() }
        let errorsPath = "\(folder.path)/stderr.txt"
        FileManager.default.createFile(atPath: errorsPath, contents: nil)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorsPath))
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let said = (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? ""
        print(said)
        #expect(process.terminationStatus == 0, "\(said)")
        let figures = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let result = try #require(figures[engine] as? [String: Any])
        let all = try #require(result["all"] as? [String: [Int]])
        let three = try #require(result["three"] as? [String: [String: Any]])
        return (all.mapValues { ($0[0], $0[1]) }, three)
    }

    @Test func whisperTellsCorrectReadingsFromChangedOnes() throws {
        let (all, three) = try evaluate("whisper", voices: "slt,rms", sentences: 12)
        #expect(all["correct"]?.1 == 12 && all["substituted"]?.1 == 15 && all["left_out"]?.1 == 12 && all["added"]?.1 == 12, "\(all)")
        // Measured on these readings: 11 of 12, 12 of 15, 12 of 12, 11 of 12. One reading of margin
        // each, since CTranslate2's int8 arithmetic can differ from one CPU to another.
        #expect((all["correct"]?.0 ?? 0) >= 10, "correct readings scored ≥ 90: \(all["correct"]!)")
        #expect((all["substituted"]?.0 ?? 0) >= 11, "substituted words marked wrong or unclear: \(all["substituted"]!)")
        #expect((all["left_out"]?.0 ?? 0) >= 11, "left-out words marked missed: \(all["left_out"]!)")
        #expect((all["added"]?.0 ?? 0) >= 10, "added words marked extra: \(all["added"]!)")
        #expect(three.count == 3)
        for (reading, figures) in three {
            #expect(figures["caught"] as? Bool == true && (figures["score"] as? Int ?? 100) < 100, "\(reading): \(figures)")
        }
    }
}
