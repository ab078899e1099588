import ListenClient
import ListenProtocol
import Localization

/// The reading screen's line to listend for reading aloud: opened at the first `s`, subscribed to
/// its events so that the end of each sentence's utterance (a `speaking` event) moves the
/// reading on to the next; the screen's loop waits on it (``source``).
final class ArticleReadAloud {
    /// The connection went away while the screen was waiting on it.
    struct ConnectionLost: Error {}

    private let socket: SocketOption
    private(set) var connection: ListendConnection?
    /// The connection was opened while the screen's loop did not wait on it yet: the loop is to
    /// start again with ``source``.
    private(set) var opened = false

    init(socket: SocketOption) {
        self.socket = socket
    }

    /// What the screen's loop waits on besides the keys: the events of the open connection,
    /// which move the reading on; nil before the first `s`.
    var source: ScreenSource<ArticleReaderModel>? {
        guard let connection else { return nil }
        opened = false
        return ScreenSource(descriptor: connection.descriptor, receive: {
            do { try connection.receive() } catch { throw ConnectionLost() }
        }) { [self] model in
            while let line = connection.bufferedLine() { take(line, into: &model) }
            speakNext(&model)
        }
    }

    /// Has listend say the model's next sentence, as long as there is one to say (an utterance
    /// can end while the next `say` is answered); a failure stops the reading with a notice.
    func speakNext(_ model: inout ArticleReaderModel) {
        while let sentence = model.sentenceToSpeak {
            do throws(ListendError) {
                let connection = try connect()
                let request = SayRequest(text: String(sentence.prefix(SayRequest.maximumLength)))
                let status = try connection.status(.daemon(.say(request))) { name, status in
                    if name == .speaking, let speech = status.speech { model.heard(speech) }
                }
                guard let utterance = status.speech?.utterance else {
                    model.readingAloudFailed(tr("listend did not say which utterance it is speaking."))
                    return
                }
                model.speaking(utterance: utterance)
            } catch {
                model.readingAloudFailed(Self.notice(for: error, socket: socket.path))
                if case .closed = error { connection = nil }
                return
            }
        }
    }

    /// Has listend stop speaking (when it is connected).
    func stop() {
        guard let connection else { return }
        _ = try? connection.status(.daemon(.say(SayRequest(text: ""))))
    }

    /// Forgets the connection, which went away.
    func drop() {
        connection = nil
        opened = false
    }

    /// The connection, opened and subscribed the first time.
    private func connect() throws(ListendError) -> ListendConnection {
        if let connection { return connection }
        let made = try socket.connect()
        _ = try made.status(.connection(.subscribe(intervalMilliseconds: ConnectionCommand.maximumTickInterval)))
        connection = made
        opened = true
        return made
    }

    private func take(_ line: String, into model: inout ArticleReaderModel) {
        if case .event(.speaking, let status)? = IncomingLine<StatusPayload>.decode(line), let speech = status.speech {
            model.heard(speech)
        }
    }

    /// One line on why listend cannot read aloud.
    static func notice(for error: ListendError, socket: String) -> String {
        if case .notRunning = error {
            return tr("Reading aloud needs listend, which is not running (%s); reading goes on without it.", socket.terminalLine)
        }
        return tr("listend cannot read aloud: %s", error.description.terminalLine)
    }

    /// The notice when the connection to listend went away.
    static var lostNotice: String { tr("listend went away: reading aloud stopped.") }
}
