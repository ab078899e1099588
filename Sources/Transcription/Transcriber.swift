import Foundation
import Synchronization

/// Transcribes a recording with faster-whisper, in the helper's own process, never in listend:
/// the words heard with their times, and progress as segments arrive. ``cancel()`` (from a
/// signal handler's queue) stops it.
public final class Transcriber: Sendable {
    public let installation: WhisperInstallation
    /// The model folder: the bundled Whisper base unless another CTranslate2 Whisper model is named.
    public let model: String
    public let threads: Int
    private let running = Mutex<(process: HelperProcess?, cancelled: Bool)>((nil, false))

    /// The environment variable that sets how many CPU threads the recogniser uses (default 2).
    public static let threadsVariable = "LEARNCTL_WHISPER_THREADS"

    public init(installation: WhisperInstallation, model: String? = nil, threads: Int? = nil) {
        self.installation = installation
        self.model = model ?? installation.defaultModel
        let fromEnvironment = ProcessInfo.processInfo.environment[Self.threadsVariable].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
        self.threads = threads ?? fromEnvironment ?? 2
    }

    /// Transcribes `audio` (a file path or an http(s) URL) in `language` (nil: detected from its
    /// first 30 seconds). `progress` is called on this thread after each segment.
    public func transcribe(_ audio: String, language: String?,
                           progress: (TranscriptionProgress) -> Void = { _ in }) throws(TranscriptionError) -> Recognition {
        try installation.check()
        var arguments = [installation.helper, "transcribe", "--model", model, "--audio", audio, "--threads", String(threads)]
        if let language { arguments += ["--language", language] }
        let clock = ContinuousClock.now
        let process = try HelperProcess(executable: installation.python, arguments: arguments)
        let cancelledAlready = running.withLock { r in
            r.process = process
            return r.cancelled
        }
        if cancelledAlready { process.terminate() }
        defer { running.withLock { $0.process = nil } }

        var replies = HelperReplies(language: language)
        while let line = process.nextLine() {
            guard let message = HelperMessage.decode(line), let segment = replies.take(message) else { continue }
            let spent = (ContinuousClock.now - clock).components
            let elapsed = Double(spent.seconds) + Double(spent.attoseconds) / 1e18
            progress(TranscriptionProgress(transcribed: segment.end, duration: replies.info?.duration ?? 0, elapsed: elapsed))
        }
        let (status, errors) = process.wait()
        if running.withLock({ $0.cancelled }) { throw .cancelled }
        if let error = replies.reportedError(status: status) { throw error }
        guard status == 0, let recognition = replies.recognition else {
            throw .helper(status: status, message: HelperReplies.reason(errors))
        }
        return recognition
    }

    /// Stops the transcription under way, and every one this transcriber would start after it.
    public func cancel() {
        let process = running.withLock { r in
            r.cancelled = true
            return r.process
        }
        process?.terminate()
    }
}
