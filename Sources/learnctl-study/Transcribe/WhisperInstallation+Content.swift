import LearnCore
import Transcription

extension WhisperInstallation {
    /// The installation the environment names, with the helper script from learnctl's content
    /// folder (`whisper/learnctl-whisper.py`, beside the other bundled content).
    static func located() -> WhisperInstallation {
        let folder = (try? ContentDirectory.locate("whisper").path) ?? "\(ContentDirectory.environmentVariable)/whisper"
        return fromEnvironment(helper: "\(folder)/learnctl-whisper.py")
    }
}
