import Foundation
import TestSupport
import SpeechScoring

/// What the scoring tests share: one scorer (the model loads once per test process), a folder
/// for generated audio, flite for speech and a WAV writer for hand-made signals.
enum SpeechScoringFixtures {
    /// Loaded on first use; every test that decodes shares it. Without the model installed, each
    /// such test fails with the error.
    static var scorer: SpeechScorer {
        get throws { try loaded.get() }
    }

    private static let loaded = Result { () throws(SpeakingError) in try SpeechScorer(recogniser: PocketSphinxRecogniser()) }

    static let folder: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("speech-scoring-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// A fresh path in the folder.
    static func path(_ name: String) -> String {
        "\(folder)/\(UUID().uuidString)-\(name)"
    }

    /// `text` read by flite's slt voice (16 kHz mono 16-bit WAV).
    static func spoken(_ text: String) throws -> String {
        let output = path("flite.wav")
        let flite = Process()
        flite.executableURL = URL(fileURLWithPath: "/usr/bin/flite")
        flite.arguments = ["-voice", "slt", "-t", text, "-o", output]
        try flite.start()
        flite.waitUntilExit()
        guard flite.terminationStatus == 0 else { throw FixtureError("flite failed on “\(text)”") }
        return output
    }

    /// Scores `spoken` read by flite against `reference`.
    static func score(saying spoken: String, against reference: String) throws -> SpeakingAssessment {
        let path = try self.spoken(spoken)
        return try scorer.score(SpeechRecording.read(path: path), path: path, against: reference)
    }

    struct FixtureError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

extension SpeechScoringFixtures {
    /// Quiet white noise (±100 of 32767, about −55 dBFS), like a silent room through a cheap microphone.
    static func lowNoise(seconds: Double) -> SpeechRecording {
        var generator = SystemRandomNumberGenerator()
        let count = Int(seconds * Double(SpeechRecording.sampleRate))
        return SpeechRecording(samples: (0..<count).map { _ in Int16.random(in: -100...100, using: &generator) })
    }
}

extension SpeechScorer {
    /// Scores a recording made in memory (PocketSphinx reads the samples, not the file).
    func score(_ recording: SpeechRecording, against reference: String) throws(SpeakingError) -> SpeakingAssessment {
        try score(recording, path: "", against: reference)
    }
}
