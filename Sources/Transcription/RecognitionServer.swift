import Dispatch
import Foundation

/// Whisper kept loaded in one helper process (its `serve` command) to recognise short takes one
/// after another: loading takes one to two seconds, recognising a take of a few seconds about
/// half of one, since the helper fits Whisper's window to the take.
///
/// ``start()`` loads it in the background, so that the first take does not wait for it. Every
/// call runs on one serial queue; the helper ends when this object does, or when the process that
/// made it ends (its standard input closes).
public final class RecognitionServer: @unchecked Sendable {
    public let installation: WhisperInstallation
    /// The model folder: the bundled Whisper base unless another is named.
    public let model: String
    public let threads: Int
    private let queue = DispatchQueue(label: "learnctl.recognition-server")
    /// The helper, once started and ready (only touched on `queue`).
    private var process: HelperProcess?
    /// Why it could not start, kept so that every later take says so at once (only on `queue`).
    private var startFailure: TranscriptionError?

    public init(installation: WhisperInstallation, model: String? = nil, threads: Int? = nil) {
        self.installation = installation
        self.model = model ?? installation.defaultModel
        let fromEnvironment = ProcessInfo.processInfo.environment[Transcriber.threadsVariable].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
        self.threads = threads ?? fromEnvironment ?? 2
    }

    deinit {
        if let process {
            process.terminate()
            _ = process.wait()
        }
    }

    /// Starts the helper and loads the model without waiting for it.
    public func start() {
        queue.async { [self] in _ = try? ready() }
    }

    /// What was said in the take `path` (any format the helper decodes), in `language`.
    public func recognise(_ path: String, language: String) throws(TranscriptionError) -> Recognition {
        let result: Result<Recognition, TranscriptionError> = queue.sync {
            do throws(TranscriptionError) {
                return .success(try request(path, language: language))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The helper, started and ready; throws why it is not.
    private func ready() throws(TranscriptionError) -> HelperProcess {
        if let process { return process }
        if let startFailure { throw startFailure }
        do throws(TranscriptionError) {
            try installation.check()
            let process = try HelperProcess(
                executable: installation.python,
                arguments: [installation.helper, "serve", "--model", model, "--threads", String(threads)],
                takesInput: true)
            var failure: HelperMessage?
            while let line = process.nextLine() {
                guard let message = HelperMessage.decode(line) else { continue }
                if message.type == "ready" {
                    self.process = process
                    return process
                }
                if message.type == "error" { failure = message }
            }
            let (status, errors) = process.wait()
            var replies = HelperReplies(language: nil)
            if let failure { _ = replies.take(failure) }
            throw replies.reportedError(status: status) ?? .helper(status: status, message: HelperReplies.reason(errors))
        } catch {
            startFailure = error
            throw error
        }
    }

    private func request(_ path: String, language: String) throws(TranscriptionError) -> Recognition {
        let process = try ready()
        let body = (try? JSONEncoder().encode(ServeRequest(audio: path, language: language))).map { String(decoding: $0, as: UTF8.self) }
        let sent = body.map(process.send) ?? false
        var replies = HelperReplies(language: language)
        while sent, !replies.isOver, let line = process.nextLine() {
            if let message = HelperMessage.decode(line) { _ = replies.take(message) }
        }
        if let recognition = replies.recognition { return recognition }
        if replies.failure == nil {
            // It ended: the next take starts a new one.
            self.process = nil
            process.terminate()
            let (status, errors) = process.wait()
            throw .helper(status: status, message: HelperReplies.reason(errors))
        }
        throw replies.reportedError(status: 0) ?? .helper(status: 0, message: "no result")
    }
}

/// One request to the helper's `serve` command: a short take, with Whisper's window fitted to it.
private struct ServeRequest: Encodable {
    var audio: String
    var language: String
    var fitWindow = true

    enum CodingKeys: String, CodingKey {
        case audio, language, fitWindow = "fit_window"
    }
}
