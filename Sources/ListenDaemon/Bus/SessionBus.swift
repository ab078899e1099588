import CSystemd
import Foundation
import Logging
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The user's session bus through sd-bus, on a thread of its own: it owns a well-known name,
/// exports one object, hands its calls to a ``BusObject``, and emits signals queued from any thread.
///
/// Nothing here blocks the caller: emits are queued and the thread is woken. A bus that is absent
/// is logged once; a bus that goes away is logged and connected to again every few seconds, the
/// name taken again each time. When the name is owned by another process, the next choice is
/// used (MPRIS's `….instance<pid>`).
final class SessionBus: @unchecked Sendable {
    /// What goes on the bus: an object at `path` with these interfaces, served by `object`.
    struct Export: Sendable {
        var path: String
        var interfaces: [BusInterface]
        var object: any BusObject
    }

    private enum Job {
        case propertiesChanged(interface: String, names: [String])
        case signal(interface: String, member: String, values: [BusValue])
        case work(@Sendable () -> Void)
    }

    /// The names to own, in order of preference.
    private let names: [String]
    private let export: Export
    private let logger: Logger
    private let retryInterval: Double
    private let jobs = Mutex<[Job]>([])
    private let stopping = Atomic<Bool>(false)
    private let owned = Mutex<String?>(nil)
    /// A pipe whose read end the bus thread polls beside the bus: a byte written wakes it.
    private let wakeDescriptors: (read: Int32, write: Int32)
    private let finished = DispatchSemaphore(value: 0)
    /// Whether the bus thread runs (start and stop may come from different threads).
    private let running = Mutex(false)
    /// The vtables and their strings, kept for the bus's lifetime (sd-bus keeps pointers to them).
    private let tables: VTables

    /// - Parameters:
    ///   - names: well-known names to request, the first one free wins.
    ///   - retryInterval: seconds between attempts to connect while there is no bus.
    init(names: [String], export: Export, logger: Logger, retryInterval: Double = 3) {
        self.names = names
        self.export = export
        self.logger = logger
        self.retryInterval = retryInterval
        var pipeEnds: [Int32] = [-1, -1]
        if pipe(&pipeEnds) != 0 { pipeEnds = [-1, -1] }
        for end in pipeEnds where end >= 0 {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        self.wakeDescriptors = (pipeEnds[0], pipeEnds[1])
        self.tables = VTables(export.interfaces)
    }

    deinit {
        close(wakeDescriptors.read)
        close(wakeDescriptors.write)
    }

    /// The well-known name owned now; nil while not connected.
    var ownedName: String? { owned.withLock { $0 } }

    /// Starts the bus thread.
    func start() {
        guard running.withLock({ running in defer { running = true }; return !running }) else { return }
        let thread = Thread { [self] in
            run()
            finished.signal()
        }
        thread.name = "listend.bus"
        thread.start()
    }

    /// Stops the thread and closes the connection, which gives the name up.
    func stop() {
        guard running.withLock({ running in defer { running = false }; return running }) else { return }
        stopping.store(true, ordering: .sequentiallyConsistent)
        wake()
        // At most one bus call is in flight, bounded by the call timeout above.
        if finished.wait(timeout: .now() + 5) == .timedOut { logger.warning("MPRIS: the session bus did not let go within 5 s") }
    }

    /// Queues `PropertiesChanged` for `names`, whose values the object is asked for when it is sent.
    func emitPropertiesChanged(_ interface: String, _ names: [String]) {
        guard !names.isEmpty else { return }
        enqueue(.propertiesChanged(interface: interface, names: names))
    }

    /// Queues a signal of the exported object.
    func emitSignal(_ interface: String, _ member: String, _ values: [BusValue]) {
        enqueue(.signal(interface: interface, member: member, values: values))
    }

    /// Runs `work` on the bus thread (where the object's calls run), if connected.
    func perform(_ work: @escaping @Sendable () -> Void) {
        enqueue(.work(work))
    }

    private func enqueue(_ job: Job) {
        // Only while connected: what happened meanwhile is read afresh on connecting.
        guard owned.withLock({ $0 != nil }) else { return }
        jobs.withLock { $0.append(job) }
        wake()
    }

    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakeDescriptors.write, &byte, 1)
    }

    // MARK: - The bus thread

    private func run() {
        var loggedAbsence = false
        while !stopping.load(ordering: .sequentiallyConsistent) {
            switch connect() {
            case .failure(let reason):
                if !loggedAbsence {
                    logger.notice("MPRIS is off until a session bus is reachable: \(reason)")
                    loggedAbsence = true
                }
            case .success(let bus):
                loggedAbsence = false
                let reason = serve(bus)
                owned.withLock { $0 = nil }
                jobs.withLock { $0.removeAll() }
                // No flush: a bus that stopped reading would hold it forever. Closing gives the name up.
                sd_bus_close_unref(bus)
                guard let reason else { return }
                logger.warning("MPRIS: lost the session bus (\(reason)); trying again every \(retryInterval) s")
                loggedAbsence = true
            }
            waitForWake(timeoutMilliseconds: Int32(retryInterval * 1000))
        }
    }

    /// Opens the bus, exports the object and owns a name.
    private func connect() -> Result<OpaquePointer, BusConnectError> {
        var bus: OpaquePointer?
        var r = sd_bus_open_user(&bus)
        guard r >= 0, let bus else { return .failure(BusConnectError(Self.describe(r, opening: true))) }
        // Requesting the name waits for the bus's answer: a bus that hangs must not hold the thread (or shutdown).
        _ = sd_bus_set_method_call_timeout(bus, 2_000_000)
        let userData = Unmanaged.passUnretained(self).toOpaque()
        for (interface, table) in zip(export.interfaces, tables.entries) {
            r = sd_bus_add_object_vtable(bus, nil, export.path, interface.name, table, userData)
            if r < 0 {
                sd_bus_close_unref(bus)
                return .failure(BusConnectError("cannot export \(interface.name): \(Self.describe(r))"))
            }
        }
        for name in names {
            r = sd_bus_request_name(bus, name, 0)
            if r >= 0 {
                owned.withLock { $0 = name }
                logger.info("MPRIS: \(name) on the session bus")
                export.object.busConnected()
                return .success(bus)
            }
            if r != -EEXIST { break }
        }
        sd_bus_close_unref(bus)
        return .failure(BusConnectError("cannot own \(names.joined(separator: " or ")): \(Self.describe(r))"))
    }

    /// Serves until stopped (nil) or until the bus is lost (the reason).
    private func serve(_ bus: OpaquePointer) -> String? {
        while true {
            if stopping.load(ordering: .sequentiallyConsistent) { return nil }
            var r: Int32
            repeat { r = sd_bus_process(bus, nil) } while r > 0
            if r < 0 { return Self.describe(r) }
            // Work may queue signals: take jobs until none is left.
            while case let batch = jobs.withLock({ j in defer { j.removeAll() }; return j }), !batch.isEmpty {
                for job in batch {
                    r = send(job, on: bus)
                    if r < 0, r != -ENOMEM, r != -EINVAL { return Self.describe(r) }
                }
            }
            var fds = [pollfd(fd: sd_bus_get_fd(bus), events: Int16(truncatingIfNeeded: sd_bus_get_events(bus)), revents: 0),
                       pollfd(fd: wakeDescriptors.read, events: Int16(POLLIN), revents: 0)]
            if fds[0].fd < 0 { return Self.describe(fds[0].fd) }
            var until: UInt64 = 0
            var timeout: Int32 = -1
            if sd_bus_get_timeout(bus, &until) >= 0, until != UInt64.max {
                var now = timespec()
                clock_gettime(CLOCK_MONOTONIC, &now)
                let nowMicroseconds = UInt64(now.tv_sec) * 1_000_000 + UInt64(now.tv_nsec) / 1000
                timeout = until <= nowMicroseconds ? 0 : Int32(clamping: (until - nowMicroseconds + 999) / 1000)
            }
            _ = poll(&fds, 2, timeout)
            drainWake()
        }
    }

    private func send(_ job: Job, on bus: OpaquePointer) -> Int32 {
        switch job {
        case .propertiesChanged(let interface, let names):
            let strings = names.map { strdup($0) } + [nil]
            defer { strings.forEach { free($0) } }
            var pointers = strings
            return pointers.withUnsafeMutableBufferPointer {
                sd_bus_emit_properties_changed_strv(bus, export.path, interface, $0.baseAddress)
            }
        case .signal(let interface, let member, let values):
            var message: OpaquePointer?
            var r = sd_bus_message_new_signal(bus, &message, export.path, interface, member)
            guard r >= 0, let message else { return r }
            defer { sd_bus_message_unref(message) }
            for value in values {
                r = BusMessage.append(value, to: message)
                if r < 0 { return r }
            }
            return sd_bus_send(bus, message, nil)
        case .work(let work):
            work()
            return 0
        }
    }

    private func waitForWake(timeoutMilliseconds: Int32) {
        guard !stopping.load(ordering: .sequentiallyConsistent) else { return }
        var fd = pollfd(fd: wakeDescriptors.read, events: Int16(POLLIN), revents: 0)
        _ = poll(&fd, 1, timeoutMilliseconds)
        drainWake()
    }

    private func drainWake() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(wakeDescriptors.read, &bytes, bytes.count) > 0 {}
    }

    private static func describe(_ r: Int32, opening: Bool = false) -> String {
        let text = String(cString: strerror(-r))
        guard opening else { return text }
        let environment = ProcessInfo.processInfo.environment
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return "\(address): \(text)" }
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty { return "\(runtime)/bus: \(text)" }
        return "neither DBUS_SESSION_BUS_ADDRESS nor XDG_RUNTIME_DIR is set"
    }

    // MARK: - Called by sd-bus on the bus thread

    fileprivate func handleCall(_ message: OpaquePointer, error: UnsafeMutablePointer<sd_bus_error>?) -> Int32 {
        guard let interface = sd_bus_message_get_interface(message).map({ String(cString: $0) }),
              let member = sd_bus_message_get_member(message).map({ String(cString: $0) }),
              let method = export.interfaces.first(where: { $0.name == interface })?.method(member) else {
            return sd_bus_error_set(error, "org.freedesktop.DBus.Error.UnknownMethod", "No such method.")
        }
        var arguments: [BusValue] = []
        for type in method.signature.utf8 {
            guard let value = BusMessage.read(type, from: message) else {
                return sd_bus_error_set(error, "org.freedesktop.DBus.Error.InvalidArgs", "Arguments must be \(method.signature).")
            }
            arguments.append(value)
        }
        do throws(BusError) {
            try export.object.call(member, of: interface, with: arguments)
        } catch let failure {
            return sd_bus_error_set(error, failure.name, failure.message)
        }
        var reply: OpaquePointer?
        let r = sd_bus_message_new_method_return(message, &reply)
        guard r >= 0, let reply else { return r }
        defer { sd_bus_message_unref(reply) }
        return sd_bus_send(nil, reply, nil)
    }

    fileprivate func handleGet(_ interface: String, _ property: String, into reply: OpaquePointer) -> Int32 {
        BusMessage.append(export.object.property(property, of: interface), to: reply)
    }

    fileprivate func handleSet(_ interface: String, _ property: String, from value: OpaquePointer,
                               error: UnsafeMutablePointer<sd_bus_error>?) -> Int32 {
        guard let signature = export.interfaces.first(where: { $0.name == interface })?
                .properties.first(where: { $0.name == property })?.signature,
              signature.utf8.count == 1, let read = BusMessage.read(signature.utf8.first!, from: value) else {
            return sd_bus_error_set(error, "org.freedesktop.DBus.Error.InvalidArgs", "Cannot set \(property) to that.")
        }
        do throws(BusError) {
            try export.object.setProperty(property, of: interface, to: read)
            return 1
        } catch let failure {
            return sd_bus_error_set(error, failure.name, failure.message)
        }
    }
}

/// Why the session bus could not be used.
private struct BusConnectError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

// C callbacks, run by sd_bus_process on the bus thread. They stay outside any actor.

private func bus(_ userData: UnsafeMutableRawPointer?) -> SessionBus {
    Unmanaged<SessionBus>.fromOpaque(userData!).takeUnretainedValue()
}

func busMethodCallback(_ message: OpaquePointer?, _ userData: UnsafeMutableRawPointer?,
                               _ error: UnsafeMutablePointer<sd_bus_error>?) -> Int32 {
    guard let message else { return -EINVAL }
    return bus(userData).handleCall(message, error: error)
}

func busGetCallback(_ bus: OpaquePointer?, _ path: UnsafePointer<CChar>?, _ interface: UnsafePointer<CChar>?,
                            _ property: UnsafePointer<CChar>?, _ reply: OpaquePointer?, _ userData: UnsafeMutableRawPointer?,
                            _ error: UnsafeMutablePointer<sd_bus_error>?) -> Int32 {
    guard let interface, let property, let reply else { return -EINVAL }
    return ListenDaemon.bus(userData).handleGet(String(cString: interface), String(cString: property), into: reply)
}

func busSetCallback(_ bus: OpaquePointer?, _ path: UnsafePointer<CChar>?, _ interface: UnsafePointer<CChar>?,
                            _ property: UnsafePointer<CChar>?, _ value: OpaquePointer?, _ userData: UnsafeMutableRawPointer?,
                            _ error: UnsafeMutablePointer<sd_bus_error>?) -> Int32 {
    guard let interface, let property, let value else { return -EINVAL }
    return ListenDaemon.bus(userData).handleSet(String(cString: interface), String(cString: property), from: value, error: error)
}
