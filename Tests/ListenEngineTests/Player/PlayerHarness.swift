import Foundation
import TestSupport
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
        player = Player(output: output) { box.append($0) }
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

    func load(_ file: String, startAt: Double = 0, autoplay: Bool = true) {
        let path = file.hasPrefix("/") ? file : Fixtures.path(file)
        player.load(LoadRequest(item: PlayerItem(id: file, sourceName: path), startAt: startAt, autoplay: autoplay) {
            () throws(AudioError) -> any AudioSource in try FileSource(path: path)
        })
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
