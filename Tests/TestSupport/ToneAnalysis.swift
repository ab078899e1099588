/// Reads the "marks" fixture back from a recording: which second a stretch of audio belongs to,
/// and where the 20 ms silences that open every second fall.
public enum ToneAnalysis {
    public static let rate = 44100.0

    /// Power of `frequency` in `samples` (Goertzel).
    public static func power(_ samples: ArraySlice<Float>, frequency: Double, rate: Double = rate) -> Double {
        let coefficient = 2 * cos(2 * Double.pi * frequency / rate)
        var s1 = 0.0, s2 = 0.0
        for x in samples {
            let s0 = Double(x) + coefficient * s1 - s2
            s2 = s1
            s1 = s0
        }
        return s1 * s1 + s2 * s2 - coefficient * s1 * s2
    }

    /// The second k (tone 300 + 20k Hz) that dominates `samples`, or nil for silence.
    /// `rate`: the samples' rate (the fixture is 44.1 kHz; Opus decodes it at 48 kHz).
    public static func second(of samples: ArraySlice<Float>, rate: Double = rate) -> Int? {
        guard rms(samples) > 0.05 else { return nil }
        var best = 0, bestPower = -1.0
        for k in 0..<120 {
            let p = power(samples, frequency: 300 + 20 * Double(k), rate: rate)
            if p > bestPower { bestPower = p; best = k }
        }
        return best
    }

    public static func rms(_ samples: ArraySlice<Float>) -> Double {
        guard !samples.isEmpty else { return 0 }
        var sum = 0.0
        for x in samples { sum += Double(x) * Double(x) }
        return (sum / Double(samples.count)).squareRoot()
    }

    /// Sample indexes where a second starts: the end of each ~20 ms silence that follows a tone.
    public static func secondStarts(in samples: [Float]) -> [Int] {
        let window = 44 // 1 ms
        var starts = [Int]()
        var silentRun = 0
        var index = 0
        var heardTone = false
        while index + window <= samples.count {
            let level = rms(samples[index..<index + window])
            if level < 0.01 {
                silentRun += 1
            } else {
                if heardTone, silentRun >= 12, silentRun <= 40 { starts.append(index) }
                heardTone = true
                silentRun = 0
            }
            index += window
        }
        return starts
    }
}

#if canImport(Glibc)
import Glibc
#endif
