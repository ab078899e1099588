/// Why a transcription could not be made, said so that the learner knows what to do.
public enum TranscriptionError: Error, Equatable, Sendable {
    /// The helper's Python environment or its script is not there.
    case notInstalled(missing: String, installCommand: String)
    /// The model folder is missing, incomplete or unreadable.
    case model(String)
    /// The audio could not be read or decoded.
    case audio(String)
    /// Stopped on request (Ctrl-C).
    case cancelled
    /// The helper failed in some other way: its exit status and what it said.
    case helper(status: Int32, message: String)

    public var message: String {
        switch self {
        case .notInstalled(let missing, let command): "Transcription is not installed (\(missing) is missing). Install it with: \(command)"
        case .model(let message): "The transcription model cannot be used: \(message)"
        case .audio(let message): "The audio cannot be transcribed: \(message)"
        case .cancelled: "Transcription was stopped."
        case .helper(let status, let message): "The transcription helper failed (exit status \(status)): \(message)"
        }
    }
}
