import CPulse
import ListenEngine

/// One connection to a PulseAudio server on a threaded main loop: the shape playback
/// (``PulseOutput``) and capture (``PulseInput``) share.
///
/// Everything but `locked` itself is called with the main loop's lock held. No wait on the
/// server lasts longer than the server timeout: past it the server counts as hung, the error is
/// transient, and the next `connect` makes a new context.
final class PulseConnection: @unchecked Sendable {
    let mainloop: OpaquePointer
    private let server: String?
    let timeoutMicroseconds: UInt64

    // Guarded by the main loop's lock.
    private(set) var context: OpaquePointer?
    /// Set when a wait on the server outlasted the timeout: every call fails until `connect` again.
    private(set) var serverHung = false
    /// Called after each new context is ready (with the lock held): to subscribe to its events.
    var onConnect: ((OpaquePointer) -> Void)?

    /// - Parameters:
    ///   - server: a PulseAudio server address; nil uses the usual lookup (`PULSE_SERVER`, `$XDG_RUNTIME_DIR/pulse`).
    ///   - serverTimeout: the longest any call waits for the server, in seconds.
    init(server: String?, serverTimeout: Double) throws(AudioError) {
        guard let loop = pa_threaded_mainloop_new() else {
            throw AudioError("Cannot start the PulseAudio main loop.")
        }
        guard pa_threaded_mainloop_start(loop) >= 0 else {
            pa_threaded_mainloop_free(loop)
            throw AudioError("Cannot start the PulseAudio main loop thread.")
        }
        self.server = server
        self.timeoutMicroseconds = UInt64((min(max(serverTimeout, 0.01), 3600) * 1_000_000).rounded())
        self.mainloop = loop
    }

    deinit {
        locked { disconnect() }
        pa_threaded_mainloop_stop(mainloop)
        pa_threaded_mainloop_free(mainloop)
    }

    /// The user data the signalling callbacks below take: the main loop itself.
    var signalTarget: UnsafeMutableRawPointer { UnsafeMutableRawPointer(mainloop) }

    func locked<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        pa_threaded_mainloop_lock(mainloop)
        defer { pa_threaded_mainloop_unlock(mainloop) }
        return try body()
    }

    /// Wakes whoever waits on the main loop.
    func signal() {
        pa_threaded_mainloop_signal(mainloop, 0)
    }

    /// Connects if not connected (or if the server hung); fails with the server's reason.
    func connect() throws(AudioError) {
        if let context, !serverHung, isGood(context) { return }
        disconnect()
        serverHung = false
        guard let ctx = pa_context_new(pa_threaded_mainloop_get_api(mainloop), "listend") else {
            throw AudioError("Cannot create a PulseAudio context.")
        }
        pa_context_set_state_callback(ctx, pulseContextSignalCallback, signalTarget)
        if pa_context_connect(ctx, server, PA_CONTEXT_NOAUTOSPAWN, nil) < 0 {
            let why = reason(ctx)
            pa_context_set_state_callback(ctx, nil, nil)
            pa_context_unref(ctx)
            throw AudioError("Cannot connect to PulseAudio: \(why).", isTransient: true)
        }
        do throws(AudioError) {
            try waitOnServer("to the connection request", context: ctx) { () throws(AudioError) -> Bool in
                let state = pa_context_get_state(ctx)
                if state == PA_CONTEXT_FAILED || state == PA_CONTEXT_TERMINATED {
                    throw AudioError("Cannot connect to PulseAudio: \(reason(ctx)).", isTransient: true)
                }
                return state == PA_CONTEXT_READY
            }
        } catch {
            pa_context_set_state_callback(ctx, nil, nil)
            pa_context_disconnect(ctx)
            pa_context_unref(ctx)
            throw error
        }
        context = ctx
        onConnect?(ctx)
    }

    /// Ends the connection (the owner has closed its streams first).
    func disconnect() {
        guard let context else { return }
        pa_context_set_state_callback(context, nil, nil)
        pa_context_set_subscribe_callback(context, nil, nil)
        pa_context_disconnect(context)
        pa_context_unref(context)
        self.context = nil
    }

    /// Waits on the main loop until `done` holds, for at most the server timeout (plus `extra`
    /// microseconds). Past that the server counts as hung. `what` completes "PulseAudio did not
    /// answer within 2 s …".
    func waitOnServer(_ what: String, context waitContext: OpaquePointer? = nil, allowing extra: UInt64 = 0,
                      until done: () throws(AudioError) -> Bool) throws(AudioError) {
        if try done() { return }
        guard let timerContext = waitContext ?? context else { throw lost() }
        let deadline = ServerDeadline(mainloop: mainloop)
        let token = Unmanaged.passRetained(deadline)
        let limit = timeoutMicroseconds + extra
        guard let timer = pa_context_rttime_new(timerContext, pa_rtclock_now() + limit, pulseDeadlineCallback, token.toOpaque()) else {
            token.release()
            throw lost()
        }
        defer {
            pa_threaded_mainloop_get_api(mainloop)?.pointee.time_free?(timer)
            token.release()
        }
        while true {
            pa_threaded_mainloop_wait(mainloop)
            if try done() { return }
            if deadline.passed {
                serverHung = true
                let seconds = (Double(limit) / 100_000).rounded() / 10
                throw AudioError("PulseAudio did not answer within \(seconds) s \(what).", isTransient: true)
            }
        }
    }

    /// Waits for `operation` to complete, checking `alive` at each wake-up; `what` names the
    /// request for the timeout message.
    func waitFor(_ operation: OpaquePointer?, _ what: String, alive: () throws(AudioError) -> Void) throws(AudioError) {
        guard let operation else { throw lost() }
        defer {
            if pa_operation_get_state(operation) == PA_OPERATION_RUNNING { pa_operation_cancel(operation) }
            pa_operation_unref(operation)
        }
        try waitOnServer(what) { () throws(AudioError) -> Bool in
            guard pa_operation_get_state(operation) == PA_OPERATION_RUNNING else { return true }
            try alive()
            return false
        }
    }

    /// Whether the connection is up and answering.
    var isAlive: Bool {
        guard !serverHung, let context else { return false }
        return isGood(context)
    }

    func isGood(_ context: OpaquePointer) -> Bool {
        let state = pa_context_get_state(context)
        return state != PA_CONTEXT_FAILED && state != PA_CONTEXT_TERMINATED
    }

    /// The error for a connection that is gone or hung.
    func lost() -> AudioError {
        if serverHung { return AudioError("PulseAudio stopped answering.", isTransient: true) }
        return AudioError("Lost the connection to PulseAudio: \(context.map(reason) ?? "not connected").", isTransient: true)
    }

    /// The server's reason for the last failure on `context`.
    func reason(_ context: OpaquePointer) -> String {
        String(cString: pa_strerror(pa_context_errno(context)))
    }
}

/// Marks a wait on the server as over its time; set on the main loop thread with its lock held.
private final class ServerDeadline: @unchecked Sendable {
    let mainloop: OpaquePointer
    var passed = false

    init(mainloop: OpaquePointer) {
        self.mainloop = mainloop
    }
}

// C callbacks, run on PulseAudio's main loop thread with its lock held. They stay outside any
// actor. Their user data is the main loop (``PulseConnection/signalTarget``): they only wake
// whoever waits on it.

func pulseContextSignalCallback(_ context: OpaquePointer?, _ userData: UnsafeMutableRawPointer?) {
    pa_threaded_mainloop_signal(OpaquePointer(userData), 0)
}

func pulseStreamSignalCallback(_ stream: OpaquePointer?, _ userData: UnsafeMutableRawPointer?) {
    pa_threaded_mainloop_signal(OpaquePointer(userData), 0)
}

func pulseStreamRequestSignalCallback(_ stream: OpaquePointer?, _ bytes: Int, _ userData: UnsafeMutableRawPointer?) {
    pa_threaded_mainloop_signal(OpaquePointer(userData), 0)
}

func pulseSuccessSignalCallback(_ stream: OpaquePointer?, _ success: Int32, _ userData: UnsafeMutableRawPointer?) {
    pa_threaded_mainloop_signal(OpaquePointer(userData), 0)
}

private func pulseDeadlineCallback(_ api: UnsafeMutablePointer<pa_mainloop_api>?, _ event: OpaquePointer?,
                                   _ time: UnsafePointer<timeval>?, _ userData: UnsafeMutableRawPointer?) {
    let deadline = Unmanaged<ServerDeadline>.fromOpaque(userData!).takeUnretainedValue()
    deadline.passed = true
    pa_threaded_mainloop_signal(deadline.mainloop, 0)
}
