import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization
import SpeechScoring

/// `learnctl speak score`: score recordings against any sentence, without an account and without
/// keeping anything — for scripts, teachers and evaluations.
struct SpeakScoreCommand: ParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "score",
        abstract: "Score recordings of a sentence without keeping them.",
        discussion: """
            `learnctl speak score --reference "Where is the train station?" take.wav` judges each \
            WAV file against the sentence as `learnctl speak` does, and prints its marked words \
            and score; nothing is kept and no account is needed.

            Without files, it reads requests from standard input, one JSON object per line: \
            {"reference": TEXT, "file": PATH} (an "id" is passed through), and answers each with \
            one line as soon as it is scored — the recogniser stays loaded between them. With \
            --json, each answer is {"type":"score", "id", "file", "reference", "heard", "engine", \
            "is_the_sentence", "score", "words", "words_per_minute", "longest_pause", \
            "speech_duration", "seconds"} ("seconds": the time scoring took), or {"type":"error", \
            "id", "file", "kind", "message"} for a request that could not be scored; the others \
            are scored all the same, and the exit status is 1 when any failed.
            """)

    static let jsonHelp = "Print one JSON object per recording."

    @Option(help: "The sentence the recordings should say.")
    var reference: String?

    @Argument(help: "WAV files to score; without any, requests are read from standard input.")
    var files: [String] = []

    @OptionGroup var output: OutputOptions<SpeakScoreCommand>

    func validate() throws {
        if !files.isEmpty, reference == nil {
            throw ValidationError(tr("Give the sentence with --reference TEXT."))
        }
        if files.isEmpty, reference != nil {
            throw ValidationError(tr("Give the recordings to score after --reference TEXT."))
        }
    }

    func run() throws {
        let judge = SpeakingJudge()
        judge.prepare()
        var failed = false
        if let reference {
            for file in files {
                failed = !score(ScoreRequest(reference: reference, file: file), judge: judge) || failed
            }
        } else {
            while let line = readLine(strippingNewline: true) {
                guard !line.allSatisfy(\.isWhitespace) else { continue }
                guard let request = try? JSONDecoder().decode(ScoreRequest.self, from: Data(line.utf8)) else {
                    failed = true
                    let message = tr("A request is one JSON object per line: {\"reference\": TEXT, \"file\": PATH}.")
                    try report(ScoreErrorJSON(id: nil, file: nil, kind: "request", message: message))
                    continue
                }
                failed = !score(request, judge: judge) || failed
            }
        }
        if failed { throw ExitCode(1) }
    }

    /// Scores one request and prints the answer; false when it could not be scored.
    private func score(_ request: ScoreRequest, judge: SpeakingJudge) -> Bool {
        let path = URL(fileURLWithPath: request.file).standardizedFileURL.path
        let started = ContinuousClock.now
        do throws(SpeakingError) {
            let assessment = try judge.assess(file: path, against: request.reference)
            let spent = (ContinuousClock.now - started).components
            let seconds = Double(spent.seconds) + Double(spent.attoseconds) / 1e18
            if output.json {
                try? JSONLines.print(ScoreJSON(assessment, id: request.id, file: path, seconds: seconds))
            } else {
                Output.write(path.terminalLine + "\n")
                Output.write(SpeakingResultText.text(assessment, style: DictationMarkup.standardOutputStyle))
            }
            return true
        } catch {
            try? report(ScoreErrorJSON(id: request.id, file: path, kind: error.kind.rawValue, message: error.message))
            return false
        }
    }

    private func report(_ error: ScoreErrorJSON) throws {
        if output.json {
            try JSONLines.print(error)
        } else {
            Output.error(((error.file.map { $0 + ": " } ?? "") + error.message).terminalLine)
        }
    }
}

/// One request read from standard input.
private struct ScoreRequest: Decodable {
    var reference: String
    var file: String
    var id: String?

    init(reference: String, file: String, id: String? = nil) {
        (self.reference, self.file, self.id) = (reference, file, id)
    }
}

/// A scored recording as `speak score --json` prints it (type "score").
private struct ScoreJSON: Encodable {
    let type = "score"
    @Nullable var id: String?
    let file: String, reference: String, heard: String, engine: String, isTheSentence: Bool, score: Int
    let words: [SpeakingResultJSON.Word]
    @Nullable var wordsPerMinute: Double?
    let longestPause: Double, speechDuration: Double, seconds: Double

    enum CodingKeys: String, CodingKey {
        case type, id, file, reference, heard, engine, score, words, seconds, isTheSentence = "is_the_sentence"
        case wordsPerMinute = "words_per_minute", longestPause = "longest_pause", speechDuration = "speech_duration"
    }

    init(_ assessment: SpeakingAssessment, id: String?, file: String, seconds: Double) {
        (self.id, self.file, reference, heard, engine) = (id, file, assessment.reference, assessment.heard, assessment.engine.id)
        (isTheSentence, score) = (assessment.isTheSentence, assessment.score)
        words = SpeakingResultJSON.words(assessment)
        wordsPerMinute = assessment.wordsPerMinute.map(SpeakingAttemptJSON.tenths)
        (longestPause, speechDuration) = (SpeakingResultJSON.thousandths(assessment.longestPause), SpeakingResultJSON.thousandths(assessment.speechDuration))
        self.seconds = SpeakingResultJSON.thousandths(seconds)
    }
}

/// A request `speak score --json` could not score (type "error").
private struct ScoreErrorJSON: Encodable {
    let type = "error"
    @Nullable var id: String?
    @Nullable var file: String?
    let kind: String, message: String
}
