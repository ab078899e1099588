import Foundation
import Logging
import ListenEngine
import ListenProtocol
import TestSupport
@testable import ListenDaemon

/// A daemon in this process, with the device doubles of DeviceDoubles.swift and its own state
/// and data folders: its logic without a sound server, served on a real socket when asked.
final class InProcessDaemon: @unchecked Sendable {
    let folder: TemporaryFolder
    let daemon: Daemon
    private var server: SocketServer?
    private var claim: SocketPathClaim?

    /// - Parameters:
    ///   - clock: the time the recording plays in (a ``VirtualClock`` moves only when told).
    ///   - seconds: how long every recording is.
    init(input: ScriptedInput? = ScriptedInput(), speech: Bool = true, seconds: Double = 60,
         clock: any OutputClock = MonotonicClock()) throws {
        folder = try TemporaryFolder("inproc")
        let devices = DaemonDevices(output: NullOutput(clock: clock), decoders: SilenceDecoders(seconds: seconds), stretchers: NoStretchers(),
                                    sources: EmptySources(), speech: speech ? (NullOutput(), SilentSynthesizer()) : nil, input: input)
        var logger = Logger(label: "listend-test")
        logger.logLevel = .critical
        daemon = Daemon(devices: devices, catalog: Catalog(bundled: []),
                        stateStore: StateStore(directory: "\(folder.path)/state"), logger: logger,
                        userLibrary: UserLibrary(directory: "\(folder.path)/data"),
                        recordings: RecordingFolder(path: "\(folder.path)/takes"))
    }

    /// Carries out a request line as a client's would be, and waits for its reply.
    @discardableResult
    func request(_ line: String) throws -> Result<Reply, ProtocolError> {
        switch RequestParser.parse(line) {
        case .success(let request):
            guard case .daemon(let command) = request.command else { throw ShellError("not a daemon command: \(line)") }
            return CommandRouter(daemon: daemon).route(command).runAndWait()
        case .failure(let failure):
            return .failure(failure.error)
        }
    }

    /// Serves the daemon on a socket in its folder; returns the socket's path.
    func serve() throws -> String {
        let path = "\(folder.path)/listend.sock"
        let claim = try SocketPathClaim(path: path)
        self.claim = claim
        server = try SocketServer(daemon: daemon, claim: claim, inheritedDescriptor: nil)
        return path
    }

    /// A file for `play` to name (its bytes are never read: the decoders make silence).
    func recordingFile(_ name: String = "talk.mp3") throws -> String {
        let path = "\(folder.path)/\(name)"
        FileManager.default.createFile(atPath: path, contents: Data())
        return path
    }

    /// Plays a recording and waits until it plays.
    func startPlaying() throws {
        _ = try request("play \(try recordingFile())").get()
        guard wait(until: { daemon.status().state == .playing }) else { throw ShellError("never started playing") }
    }

    /// Polls `condition` every 10 ms until it holds or `seconds` pass.
    func wait(seconds: Double = 5, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }

    func close() {
        server?.close()
        claim?.release()
        daemon.shutdown()
        folder.remove()
    }
}
