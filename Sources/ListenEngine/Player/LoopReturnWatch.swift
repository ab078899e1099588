import Dispatch

/// Announces a loop's return to its start when the listener hears it, not when it is decoded
/// (a quarter second earlier): the player thread names the timeline mark where the jump is heard,
/// and a timer looks when the heard clock should have reached it.
///
/// A mark that leaves the timeline first (a seek, a new load, the output restarting) is dropped
/// unannounced; while paused short of it, it is looked at again every quarter second.
final class LoopReturnWatch: Sendable {
    private static let pausedRetry = 0.25
    private let queue = DispatchQueue(label: "listend.loop-return")
    private let shared: PlayerShared
    private let output: AudioOutput
    private let listener: @Sendable (PlayerEvent) -> Void

    init(shared: PlayerShared, output: AudioOutput, listener: @escaping @Sendable (PlayerEvent) -> Void) {
        self.shared = shared
        self.output = output
        self.listener = listener
    }

    /// The jump back is heard when the output's clock reaches `mark.output`.
    func expect(_ mark: HeardTimeline.Mark) {
        look(at: mark, after: max(0, mark.output - output.heardSeconds()))
    }

    private func look(at mark: HeardTimeline.Mark, after delay: Double) {
        queue.asyncAfter(deadline: .now() + delay) { [self] in
            enum Outcome { case heard(PlayerStatus), wait(Double), gone }
            let outcome = shared.withLock(heard: output) { s, heard -> Outcome in
                guard s.item != nil, s.timeline.marks.contains(mark) else { return .gone }
                guard s.followsClock else { return s.state == .paused || s.state == .playing ? .wait(Self.pausedRetry) : .gone }
                if heard < mark.output { return .wait(mark.output - heard) }
                return .heard(s.snapshot(heard: heard))
            }
            switch outcome {
            case .heard(let status): listener(.looped(status))
            case .wait(let seconds): look(at: mark, after: max(seconds, 0.002))
            case .gone: break
            }
        }
    }
}
