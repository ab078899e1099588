#if canImport(Glibc)
import Glibc
#endif
import ListenClient
import ListenProtocol

/// One take recorded by listend (`record`), followed through its `recording` events: its length
/// and level while it lasts (for a meter), and its file when it ends.
struct TakeRecorder {
    /// A connection subscribed to listend's events.
    let connection: ListendConnection

    /// Subscribes `connection` to the events (ticks at the longest interval: none are wanted).
    init(connection: ListendConnection) throws(ListendError) {
        self.connection = connection
        _ = try connection.status(.connection(.subscribe(intervalMilliseconds: ConnectionCommand.maximumTickInterval)))
    }

    /// Records one take and returns it once it has ended (and is written). `onProgress` hears each
    /// level report; `stopRequested` is asked between them, and true ends the take early.
    func record(maximumSeconds: Double = RecordRequest.defaultLimit, onProgress: (RecordingPayload) -> Void = { _ in },
                stopRequested: () -> Bool = { false }) throws(ListendError) -> RecordingPayload {
        var reports: [RecordingPayload] = []
        let status = try connection.status(.daemon(.record(RecordRequest(maximumSeconds: maximumSeconds)))) { name, status in
            if name == .recording, let recording = status.recording { reports.append(recording) }
        }
        guard let take = status.recording?.take else { throw .unexpectedReply("the reply to record names no take") }
        let deadline = ContinuousClock.now + .seconds(maximumSeconds + 10)
        var stopping = false
        while true {
            for report in reports where report.take == take {
                if !report.recording { return report }
                onProgress(report)
            }
            reports.removeAll()
            if !stopping, stopRequested() {
                stopping = true
                let stopped = try connection.status(.daemon(.recordStop))
                if let recording = stopped.recording, recording.take == take, !recording.recording { return recording }
            }
            guard ContinuousClock.now < deadline else {
                throw .noAnswer(socketPath: connection.socketPath, seconds: Int(maximumSeconds + 10))
            }
            if let line = try connection.nextLine(until: .now + .milliseconds(50)),
               case .event(.recording, let status)? = IncomingLine<StatusPayload>.decode(line), let recording = status.recording {
                reports.append(recording)
            }
        }
    }

    /// Waits until a line that plays has been heard to its end (the player pauses there with
    /// autopause, or stops at the recording's end), or `stopRequested` holds.
    func waitUntilPlayed(stopRequested: () -> Bool = { false }) throws(ListendError) {
        let deadline = ContinuousClock.now + .seconds(120)
        while ContinuousClock.now < deadline {
            let status = try connection.status(.daemon(.status))
            if status.state != .playing && status.state != .loading { return }
            if stopRequested() { return }
            _ = try connection.nextLine(until: .now + .milliseconds(50))
        }
    }
}
