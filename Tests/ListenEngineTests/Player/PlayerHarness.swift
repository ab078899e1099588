import Foundation
import TestSupport
@testable import ListenAdapters
@testable import ListenEngine

/// A player on its own null sink of the private PulseAudio, with its events collected.
final class PlayerHarness: @unchecked Sendable {
    let sink: TestSink
    let output: AudioOutput
    let player: Player
    private let lock = NSLock()
    private var collected = [PlayerEvent]()

    init(output makeOutput: ((TestSink) throws -> AudioOutput)? = nil) throws {
        let pulse = PrivatePulseAudio.shared
        sink = try pulse.makeSink()
        output = try makeOutput?(sink) ?? PulseOutput(server: pulse.server, sink: sink.name)
        let box = EventBox()
        player = Player(output: output, decoders: LibraryDecoders(), stretchers: SonicStretchers()) { box.append($0) }
        box.owner = self
    }

    var events: [PlayerEvent] {
        lock.lock(); defer { lock.unlock() }
        return collected
    }

    fileprivate func append(_ event: PlayerEvent) {
        lock.lock(); defer { lock.unlock() }
        collected.append(event)
    }

    func load(_ file: String, startAt: Double = 0, autoplay: Bool = true, lineEnds: [Double] = []) {
        let path = file.hasPrefix("/") ? file : Fixtures.path(file)
        var request = LoadRequest(item: PlayerItem(id: file, sourceName: path), startAt: startAt, autoplay: autoplay) {
            () throws(AudioError) -> any AudioSource in try FileSource(path: path)
        }
        request.lineEnds = lineEnds
        player.load(request)
    }

    /// Records the sink once the tone comes through steadily (an idle null sink renders in blocks
    /// of up to 2 s before it takes our low latency), from `position` on.
    func recordSteadily(after position: Double) throws -> MonitorRecorder {
        let recorder = try sink.record()
        _ = wait(timeout: 10) { $0.state == .playing && $0.position > position }
        let deadline = Date().addingTimeInterval(8)
        while Date() < deadline {
            let recent = recorder.samples.suffix(4410)
            if recent.count == 4410, ToneAnalysis.rms(recent) > 0.1 { break }
            usleep(20_000)
        }
        return recorder
    }

    /// Polls until `condition` holds for the status; returns whether it did before `timeout`.
    @discardableResult
    func wait(timeout: Double = 5, until condition: (PlayerStatus) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(player.status()) { return true }
            usleep(5_000)
        }
        return condition(player.status())
    }

    func close() {
        player.shutdown()
        sink.remove()
    }
}

private final class EventBox: @unchecked Sendable {
    weak var owner: PlayerHarness?
    func append(_ event: PlayerEvent) { owner?.append(event) }
}
