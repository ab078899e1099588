// speakbench WAV REFERENCE [RUNS]
// Prints one JSON object: the model's load time (fresh scorers, median of 5), the WAV file's
// read time, and the time to score it against REFERENCE (median and worst of RUNS, after one
// warm-up run), with the recording's length and the process's peak RSS.
import Foundation
import SpeechScoring

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func peakRSSMegabytes() -> Double {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    return (Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
}

func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let clock = ContinuousClock()
    var result: T?
    let elapsed = try clock.measure { result = try body() }
    return (result!, seconds(elapsed))
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: speakbench WAV REFERENCE [RUNS]\n".utf8))
    exit(2)
}
let runs = arguments.count > 3 ? Int(arguments[3]) ?? 10 : 10

do {
    let rssBefore = peakRSSMegabytes()
    var loads: [Double] = []
    for _ in 0..<5 {
        let (scorer, elapsed) = try timed { try SpeechScorer() }
        _ = scorer
        loads.append(elapsed)
    }
    let scorer = try SpeechScorer()
    let rssLoaded = peakRSSMegabytes()
    var reads: [Double] = []
    var recording = SpeechRecording(samples: [])
    for _ in 0..<5 {
        let (read, elapsed) = try timed { try SpeechRecording.read(path: arguments[1]) }
        recording = read
        reads.append(elapsed)
    }
    let first = try scorer.score(recording, against: arguments[2])
    var scores: [Double] = []
    for _ in 0..<runs {
        let (assessment, elapsed) = try timed { try scorer.score(recording, against: arguments[2]) }
        guard assessment == first else { throw CocoaError(.featureUnsupported, userInfo: ["reason": "results differ between runs"]) }
        scores.append(elapsed)
    }
    let result: [String: Any] = [
        "recording_s": recording.duration,
        "load_median_s": median(loads), "load_max_s": loads.max() ?? 0,
        "read_median_s": median(reads),
        "score_median_s": median(scores), "score_max_s": scores.max() ?? 0, "score_min_s": scores.min() ?? 0,
        "runs": runs,
        "real_time_factor": median(scores) / recording.duration,
        "rss_start_mb": rssBefore, "rss_loaded_mb": rssLoaded, "rss_peak_mb": peakRSSMegabytes(),
        "score": first.score, "is_the_sentence": first.isTheSentence, "heard": first.heard,
    ]
    let data = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
    print(String(decoding: data, as: UTF8.self))
} catch {
    FileHandle.standardError.write(Data("speakbench: \(error)\n".utf8))
    exit(1)
}
