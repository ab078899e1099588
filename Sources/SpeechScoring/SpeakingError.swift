import Localization

/// Why a recording could not be scored; the message says what happened and what to do about it.
public struct SpeakingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure it is, for callers that act on it (an exit status, a retry prompt).
    public enum Kind: String, Codable, Sendable {
        /// The acoustic model, language model or pronunciation dictionary is not installed.
        case modelMissing
        /// The recording is missing, unreadable, or not a WAV file this reader understands.
        case unreadableFile
        /// The recording holds no speech.
        case silence
        /// The recording is too short to hold a sentence.
        case tooShort
        /// The reference has no word the pronunciation dictionary knows.
        case nothingToScore
        /// The recogniser itself failed.
        case failed
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }

    /// Debian's packages that hold the library and the English model.
    static let modelPackages = "libpocketsphinx3 pocketsphinx-en-us"

    static func modelMissing(_ path: String) -> SpeakingError {
        SpeakingError(.modelMissing, tr("The English speech model is not installed (%1$s is missing): install %2$s (sudo apt install %2$s).", path, modelPackages))
    }

    static func unreadableFile(_ path: String, _ reason: String) -> SpeakingError {
        SpeakingError(.unreadableFile, tr("%s cannot be read as a recording: %s", path, reason))
    }

    /// A file of `bytes` bytes, more than the `maximum` a recording may have.
    static func tooLarge(_ path: String, bytes: Int, maximum: Int) -> SpeakingError {
        let megabytes = { (bytes: Int) in String((bytes + 999_999) / 1_000_000) }
        // TRANSLATORS: the reason a file cannot be read as a recording; %1$s and %2$s are sizes in megabytes.
        return unreadableFile(path, tr("it is %1$s MB, more than the %2$s MB a recording may have (a sentence takes seconds).",
                                       megabytes(bytes), megabytes(maximum)))
    }

    static var silence: SpeakingError { SpeakingError(.silence, tr("No speech was heard in the recording.")) }

    static func tooShort(seconds: Double, minimum: Double) -> SpeakingError {
        let length = (seconds * 10).rounded() / 10
        // English keeps Swift's own writing of the numbers ("1.0"); other languages their decimal comma.
        let seconds = { (value: Double) in MessageCatalog.language == "en" ? String(value) : NumberText.decimal(value) }
        return SpeakingError(.tooShort, tr("The recording is %s s long; say the whole sentence (at least %s s).", seconds(length), seconds(minimum)))
    }

    static func nothingToScore(_ reference: String) -> SpeakingError {
        SpeakingError(.nothingToScore, tr("“%s” has no word the English pronunciation dictionary knows, so nothing can be scored.", reference))
    }

    static func failed(_ what: String) -> SpeakingError {
        SpeakingError(.failed, tr("The speech recogniser failed: %s.", what))
    }
}
