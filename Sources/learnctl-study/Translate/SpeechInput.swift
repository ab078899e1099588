import Foundation
import LearnCore
import ListenClient
import ListenProtocol
import Localization
import Transcription
import Translation

/// Speaking a text instead of typing it, for `translate --listen` and the conversation's Ctrl-R:
/// listend records one take from the microphone (``TakeRecorder``), and the take is transcribed
/// offline in the speaker's language (``Transcriber``, Whisper base), then deleted.
struct SpeechInput {
    /// Why nothing was heard to translate, said so that the learner knows what to do.
    enum Failure: Error, Equatable {
        /// Speech input understands English, Spanish and French only.
        case unsupported(Language)
        /// The take holds no speech, or the recogniser heard no words in it.
        case noSpeech
        /// listend could not record the take: its reason.
        case recordingFailed(String)
        /// The recogniser is not installed, or failed.
        case transcription(TranscriptionError)

        /// The message, in the learner's language.
        var message: String {
            switch self {
            case .unsupported(let language): // TRANSLATORS: %s is a language, such as German.
                tr("Speech input understands English, Spanish and French; %s is not among them.", language.localizedName)
            case .noSpeech: tr("No speech was heard. Is the microphone on? (listend records from its --source.)")
            case .recordingFailed(let reason): tr("The recording failed: %s", TerminalText.line(reason))
            case .transcription(let error): TranscribeCommand.message(error)
            }
        }
    }

    /// The languages speech input understands: those the product teaches.
    static let languages: Set<String> = ["en", "es", "fr"]

    let transcriber: Transcriber

    init(installation: WhisperInstallation = .located()) {
        transcriber = Transcriber(installation: installation)
    }

    /// Checks, before anyone speaks, that `language` is understood and the recogniser installed.
    func prepare(for language: Language) throws(Failure) {
        guard Self.languages.contains(language.code) else { throw .unsupported(language) }
        do { try transcriber.installation.check() } catch { throw .transcription(error) }
    }

    /// The take's file when it holds speech; a take without speech is deleted.
    static func speech(in take: RecordingPayload) throws(Failure) -> String {
        if take.ended == .failed {
            SpeakingTakes.delete(take.path)
            throw .recordingFailed(take.error ?? tr("no reason given"))
        }
        guard take.speechHeard else {
            SpeakingTakes.delete(take.path)
            throw .noSpeech
        }
        return take.path
    }

    /// The text heard in the take at `path`, spoken in `language`; the take is deleted after.
    func transcribe(_ path: String, in language: Language) throws(Failure) -> String {
        defer { SpeakingTakes.delete(path) }
        let recognition: Recognition
        do { recognition = try transcriber.transcribe(path, language: language.code) } catch { throw .transcription(error) }
        let text = TerminalText.line(recognition.text).trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { throw .noSpeech }
        return text
    }

    /// Discards a take that is not to be transcribed.
    static func discard(_ take: RecordingPayload) {
        SpeakingTakes.delete(take.path)
    }
}
