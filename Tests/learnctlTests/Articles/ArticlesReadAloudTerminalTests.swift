import Foundation
import Testing
import TestSupport

/// `s` on the reading screen with a real listend speaking into a private PulseAudio sink whose
/// monitor is recorded: the paragraph at the top is spoken a sentence at a time, the sentence
/// spoken in reverse video, the next one sent when listend says the last one finished; the
/// speech is heard on the sink, and `s` again stops it.
@Suite(.serialized, .tags(.realAudio, .realSpeech)) struct ArticlesReadAloudTerminalTests {
    /// The first sentences of the first paragraph of the bundled "my-big-family" (of 4), short to say.
    static let sentences = ["My name is Anna.", "I am 12 years old."]

    /// The utterance in a `speaking` event, if it is one.
    private func speech(_ event: [String: Any]?) -> [String: Any]? {
        event?["speech"] as? [String: Any]
    }

    /// Reads `speaking` events on `watcher` until one that `matches`; nil after `timeout` seconds.
    private func speaking(on watcher: ProtocolClient, timeout: Double = 15, where matches: ([String: Any]) -> Bool) throws -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        while let event = try watcher.waitForEvent("speaking", timeout: max(0, deadline.timeIntervalSinceNow)) {
            if let speech = speech(event), matches(speech) { return speech }
        }
        return nil
    }

    @Test func sReadsTheParagraphSentenceBySentenceHeardOnTheSinkAndSAgainStops() throws {
        let sink = try PrivatePulseAudio.shared.makeSink("articles")
        defer { sink.remove() }
        let daemon = try DaemonProcess(output: "pulse", pulse: .shared, sink: sink.name)
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        try cli.startSignedUp()
        let watcher = try daemon.connect()
        _ = try watcher.request("subscribe 3600000")
        let recorder = try sink.record()
        defer { recorder.stop() }
        recorder.waitFor(count: MonitorRecorder.rate / 10)

        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["articles", "read", "my-big-family"])
        try terminal.run(process)
        try terminal.waitForFrame(containing: "page 1/1")
        let pressed = recorder.count
        terminal.type("s")
        var frame = try terminal.waitForFrame(containing: "Reading aloud: sentence 1 of 4 · s: stop")
        #expect(frame.contains("  \u{1B}[7m\(Self.sentences[0])\u{1B}[0m I am 12 years old. I live"), "\(frame.debugDescription)")

        // The first sentence alone, heard to its end; then the second.
        let first = try #require(try speaking(on: watcher) { $0["speaking"] as? Bool == true }, "\(daemon.log(tail: 10))")
        #expect(first["text"] as? String == Self.sentences[0])
        let utterance = try #require(first["utterance"] as? Int)
        let ended = try #require(try speaking(on: watcher) { $0["utterance"] as? Int == utterance && $0["speaking"] as? Bool == false })
        #expect(ended["ended"] as? String == "finished")
        let duration = try #require(ended["duration"] as? Double)
        #expect(duration > 0.6 && duration < 3, "\(duration) s")
        let heard = recorder.samples[pressed...]
        let loud = stride(from: heard.startIndex, to: heard.endIndex - MonitorRecorder.rate / 50, by: MonitorRecorder.rate / 50)
            .filter { ToneAnalysis.rms(heard[$0..<($0 + MonitorRecorder.rate / 50)]) > 0.01 }.count
        // Speech in at least half of its 20 ms windows.
        #expect(Double(loud) * 0.02 > duration / 2, "\(loud) loud windows in \(duration) s of speech")

        let second = try #require(try speaking(on: watcher) { $0["speaking"] as? Bool == true })
        #expect(second["text"] as? String == Self.sentences[1])
        #expect(second["utterance"] as? Int == utterance + 1)
        frame = try terminal.waitForFrame(containing: "Reading aloud: sentence 2 of 4 · s: stop")
        #expect(frame.contains("  My name is Anna. \u{1B}[7m\(Self.sentences[1])\u{1B}[0m I live"), "\(frame.debugDescription)")

        // s again stops it at once (the second sentence, or the third if the second was quicker than the key).
        terminal.type("s")
        let stopped = try #require(try speaking(on: watcher) { $0["speaking"] as? Bool == false && $0["ended"] as? String != "finished" })
        #expect(stopped["ended"] as? String == "stopped")
        #expect((stopped["utterance"] as? Int ?? 0) > utterance)
        frame = try terminal.waitForFrame(containing: "s: read aloud · q: quit")
        #expect(!frame.contains("\u{1B}[7m\(Self.sentences[1])"))
        terminal.type("q")
        try waitForExit(of: process, timeout: 10)
        #expect(process.terminationStatus == 0)
        #expect(try watcher.waitForEvent("speaking", timeout: 0.3) == nil, "nothing more is said")
    }
}
