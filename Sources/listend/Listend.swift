import ArgumentParser
import ListenDaemon
import Logging
#if canImport(Glibc)
import Glibc
#endif

/// The `listend` daemon command.
@main
struct Listend: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listend",
        abstract: "The listening-practice audio daemon.",
        discussion: """
            listend plays the listening library and your own files through PulseAudio and serves \
            a line-based JSON protocol on a Unix socket (see docs/protocol.md). learnctl, status \
            bars and scripts talk to it there.

            It restores the last-selected recording and position on start (paused), saves them as \
            they change, and reconnects on its own when PulseAudio restarts. Under systemd it \
            supports socket activation (LISTEN_FDS) and Type=notify readiness.

            On the session bus it is the MPRIS player org.mpris.MediaPlayer2.listend, so media \
            keys, desktop media controls, panel widgets and playerctl control it; without a \
            session bus it logs one line and serves the socket alone.

            Your own recordings (learnctl library add) are kept in \
            $XDG_DATA_HOME/listend/library.json. URLs are read with HTTP range requests while \
            they play.

            record records from PulseAudio's default source (or --source) at 16 kHz mono, pausing \
            playback meanwhile; takes are kept in $XDG_CACHE_HOME/listend/recordings.

            Environment: LISTEND_SOCKET (socket path), LISTEND_AUDIO_DIR (bundled library), \
            XDG_RUNTIME_DIR, XDG_STATE_HOME, XDG_DATA_HOME, XDG_CACHE_HOME, PULSE_SERVER, DBUS_SESSION_BUS_ADDRESS.
            """
    )

    @Option(help: "The socket path (default: $LISTEND_SOCKET, else $XDG_RUNTIME_DIR/listend.sock).", completion: .file())
    var socket: String?

    @Option(help: "The folder holding the bundled library's index.json.", completion: .directory)
    var audioDir: String?

    @Option(help: "Where the last-selected recording and position are kept (default: $XDG_STATE_HOME/listend).", completion: .directory)
    var stateDir: String?

    @Option(help: "Where your own library is kept (default: $XDG_DATA_HOME/listend).", completion: .directory)
    var dataDir: String?

    @Option(help: "Seconds to wait for a URL's server to connect or send data before playback fails.")
    var httpTimeout: Double = 10

    @Option(help: "The audio output: pulse, or null for no sound and a real-time clock.")
    var output: DaemonConfiguration.OutputKind = .pulse

    @Option(help: "The PulseAudio server address (default: the usual lookup).")
    var pulseServer: String?

    @Option(help: "The PulseAudio sink to play to (default: the server's default sink).")
    var sink: String?

    @Option(help: "The PulseAudio source record records from (default: the server's default source).")
    var source: String?

    @Option(help: "How many connections are served at once; the next one gets an error and is closed.")
    var maxConnections: Int = 256

    @Option(help: "Seconds a client may leave its replies and events unread (more than 1 MiB of them) before it is disconnected.")
    var stalledClientTimeout: Double = 10

    @Flag(help: "Do not serve MPRIS (org.mpris.MediaPlayer2.listend) on the session bus.")
    var noMpris = false

    @Option(help: "espeak-ng's voice data folder, for say (default: $ESPEAK_DATA_PATH, then the installed espeak-ng-data).",
            completion: .directory)
    var speechData: String?

    @Option(help: "The least severe level of message to log.")
    var logLevel: LogLevel = .info

    func validate() throws {
        guard httpTimeout > 0, httpTimeout <= 600 else {
            throw ValidationError("--http-timeout must be between 0 and 600 seconds.")
        }
        guard maxConnections >= 1 else {
            throw ValidationError("--max-connections must be at least 1.")
        }
        guard stalledClientTimeout > 0, stalledClientTimeout <= 3600 else {
            throw ValidationError("--stalled-client-timeout must be between 0 and 3600 seconds.")
        }
    }

    func run() throws {
        let environment = Environment.current
        let level = logLevel.loggerLevel
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let logger = Logger(label: "listend")
        let configuration = DaemonConfiguration(
            socketPath: socket ?? DaemonConfiguration.defaultSocketPath(environment: environment, uid: getuid()),
            audioDirectory: audioDir,
            stateDirectory: stateDir ?? DaemonConfiguration.defaultStateDirectory(environment: environment),
            output: output,
            pulseServer: pulseServer,
            pulseSink: sink,
            dataDirectory: dataDir ?? UserLibrary.defaultDirectory(environment: environment),
            httpTimeout: httpTimeout,
            connectionLimits: ConnectionLimits(maximumConnections: maxConnections, stalledTimeout: stalledClientTimeout),
            mpris: !noMpris,
            speechData: speechData,
            pulseSource: source,
            recordingsDirectory: RecordingFolder.defaultPath(environment: environment),
            transcribedDirectory: DaemonConfiguration.defaultTranscribedDirectory(environment: environment))
        do {
            try DaemonService.run(configuration, executable: CommandLine.arguments[0], environment: environment, logger: logger,
                                  makeDevices: DeviceSetup.make)
        } catch {
            let line = Array("listend: \(error)\n".utf8)
            _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            throw ExitCode.failure
        }
    }
}

/// The process environment as a dictionary, without Foundation.
enum Environment {
    static var current: [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }
}
