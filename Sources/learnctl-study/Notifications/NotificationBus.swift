import CSystemd
import Foundation

/// The desktop's notification server (`org.freedesktop.Notifications`) on the learner's session
/// bus, through sd-bus: what it can do, a notification sent, and what the learner did with it.
/// The only file of learnctl-study that touches libsystemd.
final class NotificationBus {
    /// What became of a watched notification.
    enum Outcome: Equatable {
        /// The learner picked the action with this key ("default" is a click on the notification).
        case action(String)
        /// It was closed (dismissed, expired) or the bus went away.
        case closed
        /// Nothing happened within the time given.
        case timedOut
    }

    private static let service = "org.freedesktop.Notifications"
    private static let path = "/org/freedesktop/Notifications"

    private let bus: OpaquePointer
    private var signals: OpaquePointer?
    /// The notification whose signals count; 0 while none is watched.
    fileprivate var watched: UInt32 = 0
    fileprivate var outcome: Outcome?

    /// Connects to the session bus: `DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus`.
    init() throws(NotificationBusError) {
        var bus: OpaquePointer?
        let r = sd_bus_open_user(&bus)
        guard r >= 0, let bus else { throw NotificationBusError("no session bus: " + String(cString: strerror(-r))) }
        // A working server answers at once (or is started by the bus within a few seconds): a bus
        // that hangs must not hold learnctl.
        _ = sd_bus_set_method_call_timeout(bus, 5_000_000)
        self.bus = bus
    }

    deinit {
        sd_bus_slot_unref(signals)
        sd_bus_close_unref(bus)
    }

    /// The server's capabilities ("actions", "body", "body-markup" …).
    func capabilities() throws(NotificationBusError) -> [String] {
        let reply = try call("GetCapabilities") { _ in 0 }
        defer { sd_bus_message_unref(reply) }
        var names: [String] = []
        guard sd_bus_message_enter_container(reply, Self.type("a"), "s") > 0 else { return names }
        var value: UnsafePointer<CChar>?
        while sd_bus_message_read_basic(reply, Self.type("s"), &value) > 0, let text = value {
            names.append(String(cString: text))
        }
        _ = sd_bus_message_exit_container(reply)
        return names
    }

    /// Sends `notification` and returns the id the server gave it. With `watch`, the signals about
    /// it are listened for from before it is sent (see ``waitForOutcome(of:timeout:)``).
    func send(_ notification: DesktopNotification, watch: Bool = false) throws(NotificationBusError) -> UInt32 {
        if watch, signals == nil {
            let userData = Unmanaged.passUnretained(self).toOpaque()
            let r = sd_bus_match_signal(bus, &signals, nil, Self.path, Self.service, nil, notificationSignalReceived, userData)
            if r < 0 { throw NotificationBusError("cannot listen for the server's signals: " + String(cString: strerror(-r))) }
        }
        let reply = try call("Notify") { message in Self.append(notification, to: message) }
        defer { sd_bus_message_unref(reply) }
        var id: UInt32 = 0
        guard sd_bus_message_read_basic(reply, Self.type("u"), &id) > 0 else { throw NotificationBusError("Notify: no id in the reply") }
        return id
    }

    /// Waits at most `timeout` seconds for the learner to pick an action of notification `id` or
    /// close it. Needs `watch` when it was sent.
    func waitForOutcome(of id: UInt32, timeout: Double) -> Outcome {
        watched = id
        outcome = nil
        let deadline = Date().addingTimeInterval(timeout)
        while outcome == nil {
            let r = sd_bus_process(bus, nil)
            if r < 0 { return .closed }
            if r > 0 { continue }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return .timedOut }
            if sd_bus_wait(bus, UInt64(remaining * 1_000_000)) < 0 { return .closed }
        }
        return outcome ?? .closed
    }

    // MARK: - Messages

    private static func type(_ character: Character) -> CChar { CChar(bitPattern: character.asciiValue!) }

    /// Calls `member` of the server with the arguments `append` adds; the reply, to unref.
    private func call(_ member: String, append: (OpaquePointer) -> Int32) throws(NotificationBusError) -> OpaquePointer {
        var message: OpaquePointer?
        var r = sd_bus_message_new_method_call(bus, &message, Self.service, Self.path, Self.service, member)
        guard r >= 0, let message else { throw NotificationBusError("\(member): " + String(cString: strerror(-r))) }
        defer { sd_bus_message_unref(message) }
        r = append(message)
        guard r >= 0 else { throw NotificationBusError("\(member): " + String(cString: strerror(-r))) }
        var error = sd_bus_error()
        defer { sd_bus_error_free(&error) }
        var reply: OpaquePointer?
        r = sd_bus_call(bus, message, 0, &error, &reply)
        guard r >= 0, let reply else {
            let reason = error.message.map { String(cString: $0) } ?? String(cString: strerror(-r))
            throw NotificationBusError("\(member): \(reason)")
        }
        return reply
    }

    /// Notify's arguments: "susssasa{sv}i".
    private static func append(_ notification: DesktopNotification, to message: OpaquePointer) -> Int32 {
        func string(_ text: String) -> Int32 { text.withCString { sd_bus_message_append_basic(message, type("s"), $0) } }
        var replaces: UInt32 = 0
        var expires: Int32 = -1
        var r = string("learnctl")
        if r >= 0 { r = sd_bus_message_append_basic(message, type("u"), &replaces) }
        if r >= 0 { r = string(notification.icon) }
        if r >= 0 { r = string(notification.summary) }
        if r >= 0 { r = string(notification.body) }
        if r >= 0 { r = sd_bus_message_open_container(message, type("a"), "s") }
        for action in notification.actions where r >= 0 {
            r = string(action.key)
            if r >= 0 { r = string(action.label) }
        }
        if r >= 0 { r = sd_bus_message_close_container(message) }
        if r >= 0 { r = sd_bus_message_open_container(message, type("a"), "{sv}") }
        if r >= 0 { r = sd_bus_message_close_container(message) }
        if r >= 0 { r = sd_bus_message_append_basic(message, type("i"), &expires) }
        return r
    }

    /// ActionInvoked (id, key) or NotificationClosed (id, reason), from sd_bus_process.
    fileprivate func received(_ message: OpaquePointer) {
        guard let member = sd_bus_message_get_member(message).map({ String(cString: $0) }) else { return }
        var id: UInt32 = 0
        guard sd_bus_message_read_basic(message, Self.type("u"), &id) > 0, id == watched, watched != 0 else { return }
        switch member {
        case "ActionInvoked":
            var key: UnsafePointer<CChar>?
            if sd_bus_message_read_basic(message, Self.type("s"), &key) > 0, let key {
                outcome = .action(String(cString: key))
            }
        case "NotificationClosed":
            if outcome == nil { outcome = .closed }
        default:
            break
        }
    }
}

/// Why the notification server could not be reached or used.
struct NotificationBusError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// sd-bus's callback for the server's signals; outside any actor, as every C callback.
private func notificationSignalReceived(_ message: OpaquePointer?, _ userData: UnsafeMutableRawPointer?,
                                        _ error: UnsafeMutablePointer<sd_bus_error>?) -> Int32 {
    guard let message, let userData else { return 0 }
    Unmanaged<NotificationBus>.fromOpaque(userData).takeUnretainedValue().received(message)
    return 0
}
