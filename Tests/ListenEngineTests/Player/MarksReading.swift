import TestSupport

/// Reads a recording of the marks fixture played at any speed: where each second's tone begins,
/// and which seconds were heard in turn.
enum MarksReading {
    static let rate = Double(MonitorRecorder.rate)

    /// A tone's onset: the sample where sound resumes, and how long the silence before it was.
    struct Onset {
        var sample: Int
        var silence: Double
    }

    /// Every onset at or after sample `start` that follows at least `minimumSilence` seconds
    /// without sound (1 ms windows; what came before `start` counts as sound heard).
    static func onsets(in samples: [Float], from start: Int = 0, minimumSilence: Double = 0.008) -> [Onset] {
        let window = 44
        var found = [Onset]()
        var silentWindows = 0
        var heardSound = start > 0
        var index = start
        while index + window <= samples.count {
            if ToneAnalysis.rms(samples[index..<index + window]) < 0.01 {
                silentWindows += 1
            } else {
                let silence = Double(silentWindows * window) / rate
                if heardSound, silence >= minimumSilence { found.append(Onset(sample: index, silence: silence)) }
                heardSound = true
                silentWindows = 0
            }
            index += window
        }
        return found
    }

    /// The second heard just after `onset` (its first 60 ms, where the tone is steady).
    static func second(at onset: Int, in samples: [Float], speed: Double = 1) -> Int? {
        let begin = onset + Int(0.01 * rate), end = onset + Int(0.07 * rate)
        guard end <= samples.count else { return nil }
        return ToneAnalysis.second(of: samples[begin..<end])
    }

    /// The seconds heard one after another from `start`, each tone counted once.
    static func secondsInTurn(in samples: [Float], from start: Int) -> [Int] {
        onsets(in: samples, from: start).compactMap { second(at: $0.sample, in: samples) }
    }
}
