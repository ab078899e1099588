import CSystemd
import Foundation
import Synchronization

/// A stand-in for the desktop's notification server on a ``PrivateSessionBus``: it owns
/// `org.freedesktop.Notifications`, answers `GetCapabilities` and `GetServerInformation`,
/// records every `Notify` call and answers it with a new id, and — with `invokes` — emits
/// `ActionInvoked` for that action right after, as a server does when the learner clicks.
/// Served on a thread of its own through sd-bus until released.
public final class NotificationServerStandIn: @unchecked Sendable {
    /// One `Notify` call as it arrived.
    public struct Call: Sendable, Equatable {
        public let appName: String
        public let icon: String
        public let summary: String
        public let body: String
        /// Key, label, key, label …
        public let actions: [String]
        public let expireTimeout: Int32
    }

    private let bus: OpaquePointer
    private let capabilities: [String]
    private let invokes: String?
    private let recorded = Mutex<[Call]>([])
    private let loop = ServingLoop()
    private var slot: OpaquePointer?
    private var serving = false

    /// Connects to `bus`, takes the name and starts serving. `capabilities` is what
    /// `GetCapabilities` answers ("actions" makes learnctl offer its action).
    public init(on privateBus: PrivateSessionBus, capabilities: [String] = ["body"], invokes action: String? = nil) throws {
        self.capabilities = capabilities
        invokes = action
        var bus: OpaquePointer?
        var r = sd_bus_new(&bus)
        guard r >= 0, let bus else { throw ShellError("sd_bus_new: \(r)") }
        self.bus = bus
        r = sd_bus_set_address(bus, privateBus.address)
        if r >= 0 { r = sd_bus_set_bus_client(bus, 1) }
        if r >= 0 { r = sd_bus_start(bus) }
        if r >= 0 {
            r = sd_bus_add_object(bus, &slot, "/org/freedesktop/Notifications", standInMethodCalled,
                                  Unmanaged.passUnretained(self).toOpaque())
        }
        if r >= 0 { r = sd_bus_request_name(bus, "org.freedesktop.Notifications", 0) }
        guard r >= 0 else {
            throw ShellError("the notification stand-in cannot serve on \(privateBus.address): \(String(cString: strerror(-r)))")
        }
        nonisolated(unsafe) let connection = bus
        let loop = loop
        let thread = Thread {
            while !loop.stopping.load(ordering: .sequentiallyConsistent) {
                let processed = sd_bus_process(connection, nil)
                if processed < 0 { break }
                if processed == 0 { _ = sd_bus_wait(connection, 50_000) }
            }
            loop.finished.signal()
        }
        thread.start()
        serving = true
    }

    deinit {
        if serving {
            loop.stopping.store(true, ordering: .sequentiallyConsistent)
            loop.finished.wait()
        }
        sd_bus_slot_unref(slot)
        sd_bus_close_unref(bus)
    }

    /// The `Notify` calls so far, oldest first.
    public var calls: [Call] { recorded.withLock { $0 } }

    // MARK: - On the serving thread

    fileprivate func handle(_ message: OpaquePointer) -> Int32 {
        guard sd_bus_message_is_method_call(message, "org.freedesktop.Notifications", nil) > 0,
              let member = sd_bus_message_get_member(message).map({ String(cString: $0) }) else { return 0 }
        var reply: OpaquePointer?
        guard sd_bus_message_new_method_return(message, &reply) >= 0, let reply else { return -ENOMEM }
        defer { sd_bus_message_unref(reply) }
        var invokedId: UInt32?
        switch member {
        case "GetCapabilities":
            appendStrings(capabilities, to: reply)
        case "GetServerInformation":
            for text in ["stand-in", "listend tests", "1", "1.2"] { append(text, to: reply) }
        case "Notify":
            guard let call = readNotify(message) else { return -EINVAL }
            var id = UInt32(recorded.withLock { calls in calls.append(call); return calls.count })
            sd_bus_message_append_basic(reply, type("u"), &id)
            if let invokes, call.actions.contains(invokes) { invokedId = id }
        case "CloseNotification":
            break
        default:
            return 0
        }
        let r = sd_bus_send(bus, reply, nil)
        if let invokedId, let invokes { emitActionInvoked(invokedId, invokes) }
        return r < 0 ? r : 1
    }

    private func readNotify(_ message: OpaquePointer) -> Call? {
        guard let appName = readString(message) else { return nil }
        var replaces: UInt32 = 0
        guard sd_bus_message_read_basic(message, type("u"), &replaces) > 0,
              let icon = readString(message), let summary = readString(message), let body = readString(message),
              sd_bus_message_enter_container(message, type("a"), "s") > 0 else { return nil }
        var actions: [String] = []
        while let action = readString(message) { actions.append(action) }
        var expires: Int32 = 0
        guard sd_bus_message_exit_container(message) >= 0, sd_bus_message_skip(message, "a{sv}") >= 0,
              sd_bus_message_read_basic(message, type("i"), &expires) > 0 else { return nil }
        return Call(appName: appName, icon: icon, summary: summary, body: body, actions: actions, expireTimeout: expires)
    }

    private func emitActionInvoked(_ id: UInt32, _ key: String) {
        var signal: OpaquePointer?
        guard sd_bus_message_new_signal(bus, &signal, "/org/freedesktop/Notifications", "org.freedesktop.Notifications",
                                        "ActionInvoked") >= 0, let signal else { return }
        defer { sd_bus_message_unref(signal) }
        var id = id
        sd_bus_message_append_basic(signal, type("u"), &id)
        append(key, to: signal)
        sd_bus_send(bus, signal, nil)
    }

    private func type(_ character: Character) -> CChar { CChar(bitPattern: character.asciiValue!) }

    private func readString(_ message: OpaquePointer) -> String? {
        var value: UnsafePointer<CChar>?
        guard sd_bus_message_read_basic(message, type("s"), &value) > 0, let value else { return nil }
        return String(cString: value)
    }

    private func append(_ text: String, to message: OpaquePointer) {
        _ = text.withCString { sd_bus_message_append_basic(message, type("s"), $0) }
    }

    private func appendStrings(_ texts: [String], to message: OpaquePointer) {
        sd_bus_message_open_container(message, type("a"), "s")
        for text in texts { append(text, to: message) }
        sd_bus_message_close_container(message)
    }
}

/// The serving thread's stop flag and its word that it has stopped.
private final class ServingLoop: Sendable {
    let stopping = Atomic<Bool>(false)
    let finished = DispatchSemaphore(value: 0)
}

/// sd-bus's callback for calls to the stand-in's object; outside any actor, as every C callback.
private func standInMethodCalled(_ message: OpaquePointer?, _ userData: UnsafeMutableRawPointer?,
                                 _ error: UnsafeMutablePointer<sd_bus_error>?) -> Int32 {
    guard let message, let userData else { return 0 }
    return Unmanaged<NotificationServerStandIn>.fromOpaque(userData).takeUnretainedValue().handle(message)
}
