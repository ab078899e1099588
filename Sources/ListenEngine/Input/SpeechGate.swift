#if canImport(Glibc)
import Glibc
#endif

/// Follows a take block by block (50 ms): its level, whether speech has been heard, and whether
/// the silence after the speech has lasted long enough to stop.
///
/// A block is speech when its loudness is at least -45 dBFS and 12 dB above the quietest block
/// so far (the room's noise); speech counts as heard after two such blocks in a row, so a click
/// does not start the count. Any speech block restarts the silence.
public struct SpeechGate: Sendable {
    /// Samples per block: 50 ms at 16 kHz.
    public static let blockSamples = 800
    /// The silence after speech that ends a take, in seconds.
    public static let silenceToStop = 1.5
    /// The quietest a block may be and count as speech, in dBFS.
    static let speechFloor = -45.0
    /// How far above the noise a block must be to count as speech, in dB.
    static let aboveNoise = 12.0
    /// The bottom of the level scale, in dBFS.
    static let meterFloor = -60.0

    private let sampleRate: Int
    private var pending: [Int16] = []
    private var noise: Double?
    private var speechRun = 0
    /// Seconds of silence since the last speech block.
    private var silence = 0.0
    /// The last block's loudness, 0 (-60 dBFS or below) to 1 (full scale).
    public private(set) var level = 0.0
    /// Whether speech has been heard.
    public private(set) var speechHeard = false

    public init(sampleRate: Int = 16_000) {
        self.sampleRate = sampleRate
    }

    /// Whether speech was heard and then silence for ``silenceToStop`` seconds.
    public var silenceAfterSpeech: Bool {
        speechHeard && silence >= Self.silenceToStop - 1e-9
    }

    /// Takes the next samples of the take.
    public mutating func add(_ samples: [Int16]) {
        pending.append(contentsOf: samples)
        let blockSamples = Self.blockSamples * sampleRate / 16_000
        var start = 0
        while pending.count - start >= blockSamples {
            judge(pending[start..<start + blockSamples], seconds: Double(blockSamples) / Double(sampleRate))
            start += blockSamples
        }
        pending.removeFirst(start)
    }

    private mutating func judge(_ block: ArraySlice<Int16>, seconds: Double) {
        let decibels = Self.decibels(block)
        let noise = min(self.noise ?? decibels, decibels)
        self.noise = noise
        level = min(max((decibels - Self.meterFloor) / -Self.meterFloor, 0), 1)
        if decibels >= Self.speechFloor && decibels >= noise + Self.aboveNoise {
            speechRun += 1
            silence = 0
            if speechRun >= 2 { speechHeard = true }
        } else {
            speechRun = 0
            silence += seconds
        }
    }

    /// The block's root-mean-square loudness in dBFS (-120 for digital silence).
    static func decibels(_ block: ArraySlice<Int16>) -> Double {
        guard !block.isEmpty else { return -120 }
        let sum = block.reduce(0.0) { total, sample in
            let value = Double(sample) / 32768
            return total + value * value
        }
        let rms = (sum / Double(block.count)).squareRoot()
        return rms > 1e-6 ? max(20 * log10(rms), -120) : -120
    }
}
