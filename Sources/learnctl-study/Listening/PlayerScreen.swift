import ListenClient
import ListenProtocol

/// The `learnctl player` screen on listend's connection: subscribed to its events, which the
/// ``ScreenLoop`` takes into the ``PlayerScreenModel``, and sending the requests its keys make.
struct PlayerScreen {
    /// How often the daemon sends the position while playing.
    static let tickInterval = 250

    private let connection: ListendConnection
    private var model: PlayerScreenModel

    /// Subscribes on `connection` and reads the library.
    init(connection: ListendConnection) throws(ListendError) {
        self.connection = connection
        let status = try connection.status(.connection(.subscribe(intervalMilliseconds: Self.tickInterval)))
        let library = try connection.request(.daemon(.list), expecting: LibraryPayload.self)
        model = PlayerScreenModel(tracks: library.tracks, status: status)
    }

    /// Runs until `q`, Ctrl-C, the end of input, or the daemon going away (which throws).
    mutating func run() throws {
        let connection = connection
        let events = ScreenSource<PlayerScreenModel>(descriptor: connection.descriptor, receive: { try connection.receive() }) { model in
            while let line = connection.bufferedLine() { model.receive(line) }
        }
        try ScreenLoop.run(&model, source: events) { command, model in
            model.message = nil
            try connection.send(.daemon(command))
            return .stay
        }
    }
}
