import Dispatch
import Logging
import ListenEngine
import ListenProtocol
#if canImport(Glibc)
import Glibc
#endif

/// Runs the daemon until SIGTERM or SIGINT: output, library, state, socket, MPRIS, readiness.
public enum DaemonService {
    /// - Parameter makeDevices: makes the outputs, input, decoders and sources; called once the
    ///   socket path is claimed (a daemon that may not serve it touches no sound server).
    public static func run(_ configuration: DaemonConfiguration, executable: String, environment: [String: String], logger: Logger,
                           makeDevices: (DaemonConfiguration, Logger) throws -> DaemonDevices) throws {
        signal(SIGPIPE, SIG_IGN)
        // Well before the socket answers: a client may send SIGTERM as soon as it has a reply, and
        // one that arrived between `SIG_IGN` and the source taking over would be lost.
        let stop = DispatchSemaphore(value: 0)
        var sources: [DispatchSourceSignal] = []
        for number in [SIGTERM, SIGINT, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stop.signal() }
            source.resume()
            sources.append(source)
        }
        // The socket path first: a daemon that may not serve it must not touch the state either.
        let inherited = SocketActivation.takeDescriptor()
        let claim = inherited == nil ? try SocketPathClaim(path: configuration.socketPath) : nil
        defer { claim?.release() }
        let devices = try makeDevices(configuration, logger)
        var bundled: [CatalogEntry] = []
        var questions: [String: [ComprehensionQuestion]] = [:]
        if let directory = BundledLibrary.locate(explicit: configuration.audioDirectory, executable: executable, environment: environment) {
            (bundled, questions) = try BundledLibrary.loadWithQuestions(from: directory)
            logger.info("listening library: \(bundled.count) recordings in \(directory)")
        } else {
            logger.warning("no listening library found; set LISTEND_AUDIO_DIR or pass --audio-dir")
        }
        let stateStore = StateStore(directory: configuration.stateDirectory, logger: logger)
        let daemon = Daemon(devices: devices, catalog: Catalog(bundled: bundled, questions: questions),
                            stateStore: stateStore, logger: logger,
                            userLibrary: UserLibrary(directory: configuration.dataDirectory),
                            recordings: RecordingFolder(path: configuration.recordingsDirectory),
                            transcribed: configuration.transcribedDirectory)
        daemon.restore()
        daemon.waitUntilLoaded()
        let server: SocketServer
        do {
            server = try SocketServer(daemon: daemon, claim: claim, inheritedDescriptor: inherited,
                                      limits: configuration.connectionLimits)
        } catch {
            daemon.shutdown()
            stateStore.flush()
            throw error
        }
        let mpris = configuration.mpris ? MPRISService(daemon: daemon, logger: logger) : nil
        mpris?.start()
        logger.info("listening on \(inherited != nil ? "the socket passed by systemd" : configuration.socketPath) (output: \(devices.output.name))")
        ReadinessNotifier.notify("READY=1")

        stop.wait()
        logger.info("shutting down")
        ReadinessNotifier.notify("STOPPING=1")
        server.close()
        mpris?.stop()
        daemon.shutdown()
        stateStore.flush()
        sources.forEach { $0.cancel() }
    }
}
