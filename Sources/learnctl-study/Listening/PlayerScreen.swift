import ListenClient
import ListenProtocol
#if canImport(Glibc)
import Glibc
#endif

/// The `learnctl player` event loop: keys from standard input and events from the daemon, read
/// with `poll(2)`; the screen is redrawn whenever what it shows changes.
final class PlayerScreen {
    /// How often the daemon sends the position while playing.
    static let tickInterval = 250
    /// How long `poll` waits, so a resized terminal is redrawn soon.
    static let pollTimeout: Int32 = 250

    private let connection: ListendConnection
    private var model: PlayerScreenModel
    private var shown = ""

    /// Subscribes on `connection` and reads the library.
    init(connection: ListendConnection) throws(ListendError) {
        self.connection = connection
        let status = try connection.status(.connection(.subscribe(intervalMilliseconds: Self.tickInterval)))
        let library = try connection.request(.daemon(.list), expecting: LibraryPayload.self)
        model = PlayerScreenModel(tracks: library.tracks, status: status)
    }

    /// Runs until `q`, Ctrl-C, the end of input, or the daemon going away (which throws).
    func run() throws(ListendError) {
        var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: connection.descriptor, events: Int16(POLLIN), revents: 0)]
        while true {
            drainReceivedLines()
            draw()
            for index in descriptors.indices { descriptors[index].revents = 0 }
            let ready = poll(&descriptors, nfds_t(descriptors.count), Self.pollTimeout)
            if ready < 0 && errno != EINTR { return }
            if ready <= 0 { continue }
            if descriptors[1].revents != 0 {
                try connection.receive()
            }
            if descriptors[0].revents != 0 {
                guard let typed = SingleKeyTerminal.readTyped() else { return }
                for key in PlayerKey.decode(typed) {
                    if key == .quit { return }
                    let page = PlayerScreenView.listRows(terminalRows: TerminalScreen.size.rows, status: model.status)
                    if let command = model.press(key, page: page) {
                        model.message = nil
                        try connection.send(.daemon(command))
                    }
                }
            }
        }
    }

    /// Takes in the events and replies that have arrived: every command the screen sends answers
    /// with the status.
    private func drainReceivedLines() {
        while let line = connection.bufferedLine() {
            switch IncomingLine<StatusPayload>.decode(line) {
            case .event(_, let status)?, .reply(_, .success(let status))?:
                model.status = status
            case .reply(_, .failure(let error))?:
                model.message = error.message
            case .unreadableReply?, nil:
                continue
            }
        }
    }

    private func draw() {
        let size = TerminalScreen.size
        model.scroll(visible: PlayerScreenView.listRows(terminalRows: size.rows, status: model.status))
        let frame = PlayerScreenView.frame(model, rows: size.rows, columns: size.columns)
        guard frame != shown else { return }
        shown = frame
        Output.write(frame)
    }
}
