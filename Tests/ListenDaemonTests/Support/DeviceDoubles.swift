import Foundation
import ListenEngine
import Synchronization

/// Test doubles for the daemon's devices, so that its logic runs in-process without a sound
/// server, audio libraries or espeak-ng.

/// A source of `length` bytes of nothing: the silence decoder below reads no byte of it.
final class EmptySource: AudioSource {
    let name: String
    let length: Int64? = 0

    init(name: String) { self.name = name }

    func read(at offset: Int64, into buffer: UnsafeMutableRawBufferPointer) throws(AudioError) -> Int { 0 }
    func close() {}
}

/// Opens every file and URL as an ``EmptySource``; a name containing "missing" fails to open.
struct EmptySources: AudioSources {
    func openFile(_ path: String) throws(AudioError) -> any AudioSource {
        guard !path.contains("missing") else { throw AudioError("Cannot open \(path): no such file.") }
        return EmptySource(name: path)
    }

    func openURL(_ url: String, inFlight: InFlightSource) throws(AudioError) -> any AudioSource {
        EmptySource(name: url)
    }

    func shutdown() {}
}

/// Decodes every source as `seconds` of silence at 8 kHz mono.
struct SilenceDecoders: AudioDecoders {
    var seconds = 60.0

    func open(_ source: AudioSource) throws(AudioError) -> AudioDecoder {
        SilenceDecoder(frames: Int64(seconds * 8000))
    }
}

final class SilenceDecoder: AudioDecoder {
    let format = PCMFormat(sampleRate: 8000, channels: 1)
    private let frames: Int64
    private var next: Int64 = 0

    init(frames: Int64) { self.frames = frames }

    var duration: Double { Double(frames) / 8000 }

    func read(into buffer: UnsafeMutableBufferPointer<Float>) throws(AudioError) -> Int {
        let count = Int(min(Int64(buffer.count), frames - next))
        for index in 0..<count { buffer[index] = 0 }
        next += Int64(count)
        return count
    }

    func seek(to seconds: Double) throws(AudioError) {
        next = min(max(0, Int64((seconds * 8000).rounded())), frames)
    }

    func close() {}
}

/// No stretchers: the player plays at normal speed.
struct NoStretchers: TimeStretchers {
    func make(format: PCMFormat, speed: Double) -> (any TimeStretcher)? { nil }
}

/// A synthesiser with one voice ("en") that speaks every text as `seconds` of silence.
struct SilentSynthesizer: SpeechSynthesizer {
    var seconds = 0.3

    func voices() throws(SpeechError) -> [SpeechVoice] {
        [SpeechVoice(name: "English", identifier: "gmw/en", languages: ["en"], gender: nil)]
    }

    func synthesize(_ text: String, voice: String, rate: Int) throws(SpeechError) -> SynthesizedSpeech {
        SynthesizedSpeech(samples: [Float](repeating: 0, count: Int(seconds * 16000)), sampleRate: 16000)
    }
}

/// A microphone whose `start` takes `startDelay` seconds and then fails when `failing` (as a
/// stopped sound server does); else it delivers `level` as a steady signal.
final class ScriptedInput: AudioInput, Sendable {
    let sampleRate = 16_000
    let sourceDescription = "the test microphone"
    private let startDelay: Double
    private let failing: Bool
    private let level: Int16
    private let started = Mutex<Double?>(nil)

    init(startDelay: Double = 0, failing: Bool = false, level: Int16 = 0) {
        self.startDelay = startDelay
        self.failing = failing
        self.level = level
    }

    func start() throws(AudioError) {
        if startDelay > 0 { usleep(UInt32(startDelay * 1_000_000)) }
        if failing { throw AudioError("PulseAudio did not answer within \(startDelay) s to the connection request.", isTransient: true) }
        started.withLock { $0 = Date().timeIntervalSince1970 }
    }

    func read(waitingUpTo seconds: Double) throws(AudioError) -> [Int16] {
        usleep(UInt32(seconds * 1_000_000))
        return [Int16](repeating: level, count: Int(seconds * Double(sampleRate)))
    }

    func stop() {}
}
