import Logging
import Synchronization
import ListenProtocol
#if canImport(Glibc)
import Glibc
#endif

/// listend as an MPRIS 2.2 media player on the session bus: media keys, desktop media controls,
/// panel widgets and `playerctl` drive the daemon through it, and see what the socket's clients see.
///
/// Calls are carried out as the socket's commands are. After every change the daemon reports, the
/// player's properties are read again on the bus thread and those that differ from what was last
/// announced go out in one `PropertiesChanged`; every seek, line jump and loop return sends
/// `Seeked` with the exact position.
final class MPRISService: BusObject, @unchecked Sendable {
    private let daemon: Daemon
    private var bus: SessionBus!
    /// The values last announced, by property name (touched on the bus thread only).
    private var announced: [String: BusValue] = [:]
    /// A refresh is queued on the bus thread and not yet run.
    private let refreshQueued = Atomic<Bool>(false)

    init(daemon: Daemon, logger: Logger) {
        self.daemon = daemon
        bus = SessionBus(names: [MPRISInterfaces.busName, MPRISInterfaces.instanceName(pid: getpid())],
                         export: SessionBus.Export(path: MPRISInterfaces.path, interfaces: MPRISInterfaces.all, object: self),
                         logger: logger)
        daemon.observe { [weak self] change in self?.daemonChanged(change) }
    }

    /// Connects (on the bus thread; an absent bus is logged and waited for).
    func start() { bus.start() }

    /// Closes the connection, which gives the name up.
    func stop() { bus.stop() }

    /// The name owned now, if connected.
    var ownedName: String? { bus.ownedName }

    private func daemonChanged(_ change: DaemonChange) {
        if case .seeked(let status) = change {
            bus.emitSignal(MPRISInterfaces.player, "Seeked", [.int64(Self.microseconds(status.position))])
        }
        guard !refreshQueued.exchange(true, ordering: .acquiringAndReleasing) else { return }
        bus.perform { [weak self] in
            guard let self else { return }
            refreshQueued.store(false, ordering: .releasing)
            announceChanges()
        }
    }

    private func announceChanges() {
        let now = daemon.nowPlaying()
        let changed = MPRISInterfaces.changingPlayerProperties.filter { name in
            let value = playerProperty(name, now)
            defer { announced[name] = value }
            return announced[name] != value
        }
        bus.emitPropertiesChanged(MPRISInterfaces.player, changed)
    }

    // MARK: - BusObject (on the bus thread)

    func busConnected() {
        let now = daemon.nowPlaying()
        for name in MPRISInterfaces.changingPlayerProperties { announced[name] = playerProperty(name, now) }
    }

    func property(_ name: String, of interface: String) -> BusValue {
        if interface == MPRISInterfaces.root { return rootProperty(name) }
        return playerProperty(name, daemon.nowPlaying())
    }

    private func rootProperty(_ name: String) -> BusValue {
        switch name {
        case "Identity": .string("listend")
        case "DesktopEntry": .string("listend")
        case "SupportedUriSchemes": .strings(["file", "http", "https"])
        case "SupportedMimeTypes": .strings(["audio/mpeg", "audio/wav", "audio/x-wav", "audio/flac", "audio/ogg",
                                             "audio/x-vorbis+ogg", "audio/opus"])
        default: .bool(false) // CanQuit, CanRaise, HasTrackList
        }
    }

    private func playerProperty(_ name: String, _ now: NowPlaying) -> BusValue {
        let status = now.status
        let seekable = now.entry != nil && status.duration != nil && status.state != .error
        switch name {
        case "PlaybackStatus": return .string(playbackStatus(status.state))
        case "Rate": return .double(status.speed)
        case "Metadata": return MPRISMetadata.of(now)
        case "Volume": return .double(daemon.volume())
        case "Position": return .int64(Self.microseconds(status.position))
        case "MinimumRate": return .double(SpeedChange.minimum)
        case "MaximumRate": return .double(SpeedChange.maximum)
        case "CanGoNext": return .bool(now.hasNext)
        case "CanGoPrevious": return .bool(now.hasPrevious)
        case "CanPlay", "CanPause": return .bool(now.entry != nil)
        case "CanSeek": return .bool(seekable)
        default: return .bool(true) // CanControl
        }
    }

    /// Loading keeps what was announced before, so a new recording does not flash "Stopped".
    private func playbackStatus(_ state: StatusPayload.State) -> String {
        switch state {
        case .playing: return "Playing"
        case .paused: return "Paused"
        case .loading: return announced["PlaybackStatus"]?.stringValue ?? "Stopped"
        default: return "Stopped"
        }
    }

    func setProperty(_ name: String, of interface: String, to value: BusValue) throws(BusError) {
        guard let number = value.doubleValue, number.isFinite else { throw .invalidArguments("\(name) is a number.") }
        switch name {
        case "Rate":
            // The spec: a rate of 0 pauses; others are kept within MinimumRate…MaximumRate.
            if number <= 0 {
                try? run(.pause)
            } else {
                try run(.speed(.to(min(max(number, SpeedChange.minimum), SpeedChange.maximum))))
            }
        case "Volume":
            do throws(ProtocolError) {
                try daemon.setVolume(min(max(number, 0), 1))
            } catch {
                throw .failed(error.message)
            }
        default:
            throw .invalidArguments("\(name) cannot be set.")
        }
    }

    func call(_ method: String, of interface: String, with arguments: [BusValue]) throws(BusError) {
        guard interface == MPRISInterfaces.player else { return } // Raise and Quit: CanRaise and CanQuit are false.
        let now = daemon.nowPlaying()
        switch method {
        case "Play":
            if now.status.state != .playing, now.entry != nil { try run(.play(nil)) }
        case "Pause":
            if now.status.state == .playing || now.status.state == .loading { try? run(.pause) }
        case "PlayPause":
            if now.entry != nil { try run(.toggle) }
        case "Stop":
            try run(.stop)
        case "Next":
            daemon.skip(by: 1)
        case "Previous":
            daemon.skip(by: -1)
        case "Seek":
            guard let offset = arguments.first?.int64Value, playerProperty("CanSeek", now) == .bool(true) else { return }
            let target = now.status.position + Double(offset) / 1_000_000
            // The spec: past the end acts as Next (where there is one).
            if let duration = now.status.duration, target > duration, now.hasNext {
                daemon.skip(by: 1)
            } else {
                try run(.seek(.absolute(max(0, target))))
            }
        case "SetPosition":
            // Ignored for a track id that is not the current one, or a position outside the track.
            guard arguments.count == 2, let track = arguments[0].stringValue, let position = arguments[1].int64Value,
                  track == MPRISMetadata.trackID(now.entry), playerProperty("CanSeek", now) == .bool(true),
                  position >= 0, Double(position) / 1_000_000 <= now.status.duration ?? 0 else { return }
            try run(.seek(.absolute(Double(position) / 1_000_000)))
        case "OpenUri":
            guard let uri = arguments.first?.stringValue else { return }
            let lower = uri.lowercased()
            guard lower.hasPrefix("file:") || lower.hasPrefix("http://") || lower.hasPrefix("https://") else {
                throw .invalidArguments("listend opens file://, http:// and https:// URIs, not \(uri).")
            }
            let target: PlayTarget
            do throws(ProtocolError) {
                target = try PlayTarget.parse(uri)
            } catch {
                throw .invalidArguments(error.message)
            }
            try run(.play(target))
        default:
            break
        }
    }

    private func run(_ command: DaemonCommand) throws(BusError) {
        do throws(ProtocolError) {
            _ = try daemon.execute(command)
        } catch {
            throw .failed(error.message)
        }
    }

    static func microseconds(_ seconds: Double) -> Int64 {
        Int64((seconds * 1_000_000).rounded())
    }
}
