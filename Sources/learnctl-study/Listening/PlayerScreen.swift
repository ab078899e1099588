import ListenClient
import ListenProtocol

/// The `learnctl player` screen on listend's connection: subscribed to its events, which the
/// ``ScreenLoop`` takes into the ``PlayerScreenModel``, and sending the requests its keys make;
/// the line marks its `m` key makes are kept by ``PlayerScreenMarks``.
struct PlayerScreen {
    /// How often the daemon sends the position while playing.
    static let tickInterval = 250

    private let connection: ListendConnection
    private let marks: PlayerScreenMarks
    private var model: PlayerScreenModel

    /// Subscribes on `connection` and reads the library, and the marks of the recording heard.
    init(connection: ListendConnection, marks: PlayerScreenMarks) throws(ListendError) {
        self.connection = connection
        self.marks = marks
        let status = try connection.status(.connection(.subscribe(intervalMilliseconds: Self.tickInterval)))
        let library = try connection.request(.daemon(.list), expecting: LibraryPayload.self)
        model = PlayerScreenModel(tracks: library.tracks, status: status)
        marks.refresh(&model)
    }

    /// Runs until `q`, Ctrl-C, the end of input, or the daemon going away (which throws).
    mutating func run() throws {
        let (connection, marks) = (connection, marks)
        let events = ScreenSource<PlayerScreenModel>(descriptor: connection.descriptor, receive: { try connection.receive() }) { model in
            while let line = connection.bufferedLine() { model.receive(line) }
            marks.refresh(&model)
        }
        try ScreenLoop.run(&model, source: events) { effect, model in
            switch effect {
            case .daemon(let command):
                model.message = nil
                model.notice = nil
                try connection.send(.daemon(command))
            case .toggleMark:
                marks.toggle(&model)
            }
            return .stay
        }
    }
}
