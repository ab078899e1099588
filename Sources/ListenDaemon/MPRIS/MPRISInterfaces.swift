/// The MPRIS 2.2 interfaces listend serves at `/org/mpris/MediaPlayer2`: the root interface and
/// the player (no track list, no playlists).
enum MPRISInterfaces {
    static let path = "/org/mpris/MediaPlayer2"
    static let root = "org.mpris.MediaPlayer2"
    static let player = "org.mpris.MediaPlayer2.Player"
    /// The well-known name, and the one a second listend on the same bus takes.
    static let busName = "org.mpris.MediaPlayer2.listend"
    static func instanceName(pid: Int32) -> String { "\(busName).instance\(pid)" }

    /// The player's properties announced with `PropertiesChanged` when they change.
    static let changingPlayerProperties = ["PlaybackStatus", "Metadata", "Rate", "Volume",
                                           "CanGoNext", "CanGoPrevious", "CanPlay", "CanPause", "CanSeek"]

    static let all: [BusInterface] = [
        BusInterface(
            name: root,
            methods: [BusInterface.Method(name: "Raise"), BusInterface.Method(name: "Quit")],
            properties: [
                .init(name: "CanQuit", signature: "b", change: .constant),
                .init(name: "CanRaise", signature: "b", change: .constant),
                .init(name: "HasTrackList", signature: "b", change: .constant),
                .init(name: "Identity", signature: "s", change: .constant),
                .init(name: "DesktopEntry", signature: "s", change: .constant),
                .init(name: "SupportedUriSchemes", signature: "as", change: .constant),
                .init(name: "SupportedMimeTypes", signature: "as", change: .constant),
            ]),
        BusInterface(
            name: player,
            methods: [
                .init(name: "Next"), .init(name: "Previous"), .init(name: "Pause"), .init(name: "PlayPause"),
                .init(name: "Stop"), .init(name: "Play"),
                .init(name: "Seek", signature: "x", parameterNames: ["Offset"]),
                .init(name: "SetPosition", signature: "ox", parameterNames: ["TrackId", "Position"]),
                .init(name: "OpenUri", signature: "s", parameterNames: ["Uri"]),
            ],
            properties: [
                .init(name: "PlaybackStatus", signature: "s"),
                .init(name: "Rate", signature: "d", writable: true),
                .init(name: "Metadata", signature: "a{sv}"),
                .init(name: "Volume", signature: "d", writable: true),
                .init(name: "Position", signature: "x", change: .silent),
                .init(name: "MinimumRate", signature: "d", change: .constant),
                .init(name: "MaximumRate", signature: "d", change: .constant),
                .init(name: "CanGoNext", signature: "b"),
                .init(name: "CanGoPrevious", signature: "b"),
                .init(name: "CanPlay", signature: "b"),
                .init(name: "CanPause", signature: "b"),
                .init(name: "CanSeek", signature: "b"),
                .init(name: "CanControl", signature: "b", change: .constant),
            ],
            signals: [.init(name: "Seeked", signature: "x", parameterNames: ["Position"])]),
    ]
}
