import Foundation
import Localization
import SpeechScoring
import Transcription

/// Whisper as the speaking judge's recogniser: the transcription helper kept loaded
/// (``RecognitionServer``), recognising English takes with no prompt, so nothing biases it
/// towards the sentence expected; each word with its probability.
struct WhisperSpeechRecogniser: SpeechRecogniser {
    let server: RecognitionServer
    let engine: ScoringEngine

    init(server: RecognitionServer) throws(SpeakingError) {
        do throws(TranscriptionError) {
            try server.installation.check()
        } catch {
            throw SpeakingError(.modelMissing, error.message)
        }
        self.server = server
        // "whisper-base" → "Whisper base"
        let folder = URL(fileURLWithPath: server.model).lastPathComponent.replacingOccurrences(of: "-", with: " ")
        engine = ScoringEngine(id: "whisper", name: folder.prefix(1).uppercased() + folder.dropFirst())
    }

    func recognise(_ recording: SpeechRecording, path: String) throws(SpeakingError) -> [HeardWord] {
        do throws(TranscriptionError) {
            return try server.recognise(path, language: "en").words.map {
                HeardWord($0.text, start: $0.start, end: $0.end, probability: $0.probability)
            }
        } catch {
            switch error {
            case .notInstalled, .model: throw SpeakingError(.modelMissing, error.message)
            case .audio(let message): throw SpeakingError(.unreadableFile, message)
            case .cancelled, .helper: throw SpeakingError(.failed, error.message)
            }
        }
    }
}
