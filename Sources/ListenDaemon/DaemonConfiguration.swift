import ListenProtocol

/// Where the daemon listens and keeps its files, and which output it uses.
public struct DaemonConfiguration: Sendable {
    /// The audio output to use.
    public enum OutputKind: String, Sendable, CaseIterable {
        case pulse, null
    }

    public var socketPath: String
    public var audioDirectory: String?
    public var stateDirectory: String
    public var output: OutputKind
    public var pulseServer: String?
    public var pulseSink: String?
    /// The PulseAudio source `record` records from; nil: the server's default.
    public var pulseSource: String?
    /// Where `record` keeps its takes.
    public var recordingsDirectory: String
    /// Where the user library (`library.json`) is kept.
    public var dataDirectory: String
    /// Seconds a URL source may go without a byte from its server before playback fails.
    public var httpTimeout: Double
    /// How many connections are served at once and how much unsent output one may hold.
    public var connectionLimits: ConnectionLimits
    /// Whether to serve MPRIS on the session bus.
    public var mpris: Bool
    /// Where transcripts made by `learnctl transcribe` for recordings without a place beside them
    /// are kept (``TranscribedTranscripts``); nil: none are looked for.
    public var transcribedDirectory: String?
    /// espeak-ng's voice data folder (`…/espeak-ng-data`); nil: espeak-ng's own lookup.
    public var speechData: String?

    public init(socketPath: String, audioDirectory: String?, stateDirectory: String, output: OutputKind,
                pulseServer: String? = nil, pulseSink: String? = nil, dataDirectory: String, httpTimeout: Double = 10,
                connectionLimits: ConnectionLimits = ConnectionLimits(), mpris: Bool = true, speechData: String? = nil,
                pulseSource: String? = nil, recordingsDirectory: String = "/tmp/listend-recordings",
                transcribedDirectory: String? = nil) {
        self.socketPath = socketPath
        self.audioDirectory = audioDirectory
        self.stateDirectory = stateDirectory
        self.output = output
        self.pulseServer = pulseServer
        self.pulseSink = pulseSink
        self.dataDirectory = dataDirectory
        self.httpTimeout = httpTimeout
        self.connectionLimits = connectionLimits
        self.mpris = mpris
        self.speechData = speechData
        self.pulseSource = pulseSource
        self.recordingsDirectory = recordingsDirectory
        self.transcribedDirectory = transcribedDirectory
    }

    /// The default socket: `$LISTEND_SOCKET`, else `$XDG_RUNTIME_DIR/listend.sock`, else `/tmp/listend-<uid>.sock`.
    public static func defaultSocketPath(environment: [String: String], uid: UInt32) -> String {
        SocketPath.default(environment: environment, uid: uid)
    }

    /// The default folder of made transcripts: `$XDG_CACHE_HOME/listend/transcripts`, else
    /// `~/.cache/listend/transcripts` (``TranscribedTranscripts``).
    public static func defaultTranscribedDirectory(environment: [String: String]) -> String {
        TranscribedTranscripts.directory(environment: environment)
    }

    /// The default state folder: `$XDG_STATE_HOME/listend`, else `~/.local/state/listend`.
    public static func defaultStateDirectory(environment: [String: String]) -> String {
        if let state = environment["XDG_STATE_HOME"], !state.isEmpty { return "\(state)/listend" }
        return "\(environment["HOME"] ?? "/tmp")/.local/state/listend"
    }
}
