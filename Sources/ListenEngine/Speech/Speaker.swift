import Dispatch
import Synchronization

/// Speaks one utterance at a time through an output of its own, on a thread of its own.
///
/// This is the command side: `say` and `stop` return at once, and the ``SpeakerThread``
/// synthesises and plays. A new `say` replaces the utterance in progress; its ending and the
/// new one's start are reported in that order.
public final class Speaker: Sendable {
    let synthesizer: any SpeechSynthesizer
    private let output: AudioOutput
    private let shared = SpeakerShared(SpeakerWork())

    /// Starts the speaker's thread; `onEvent` hears every start and end, on that thread.
    public init(synthesizer: any SpeechSynthesizer, output: AudioOutput, onEvent: @escaping @Sendable (SpeakerEvent) -> Void) {
        self.synthesizer = synthesizer
        self.output = output
        let thread = SpeakerThread(shared: shared, synthesizer: synthesizer, output: output, listener: onEvent)
        shared.start(label: "listend.speaker") { thread.run() }
    }

    /// Queues `text` in place of anything being spoken; returns the utterance with its number.
    public func say(_ text: String, voice: String, rate: Int) -> Utterance {
        let utterance = shared.withLock { s -> Utterance in
            s.lastNumber += 1
            s.generation += 1
            let utterance = Utterance(number: s.lastNumber, text: text, voice: voice, rate: rate)
            s.pending = utterance
            return utterance
        }
        output.interrupt()
        shared.wake()
        return utterance
    }

    /// Stops speaking, and drops an utterance not yet started.
    public func stop() {
        shared.withLock { s in
            s.generation += 1
            s.pending = nil
        }
        output.interrupt()
        shared.wake()
    }

    /// Stops speaking, ends the thread and closes the output.
    public func shutdown() {
        shared.withLock { s in
            s.generation += 1
            s.pending = nil
            s.shutdown = true
        }
        output.interrupt()
        shared.wake()
        shared.waitUntilFinished()
    }
}
