import Foundation
import Testing
import TestSupport

/// `say` on a real PulseAudio: speech is heard on the sink for about its length, a playing
/// recording pauses for it and resumes at the same position, and without voice data the daemon
/// says so and serves on.
@Suite(.serialized, .tags(.realAudio, .realSpeech)) struct SayTests {
    /// A daemon playing to a null sink of its own on the private PulseAudio, and a connection
    /// subscribed to its events; with `playing`, marks.wav is loaded and playing.
    private struct Setup {
        let sink: TestSink
        let daemon: DaemonProcess
        let client: ProtocolClient

        init(_ label: String, playing: Bool) throws {
            sink = try PrivatePulseAudio.shared.makeSink(label)
            daemon = try DaemonProcess(output: "pulse", pulse: .shared, sink: sink.name)
            client = try daemon.connect()
            _ = try client.request("subscribe 3600000")
            if playing {
                _ = try client.request("play \(Fixtures.path("marks.wav"))")
                _ = try client.waitUntilLoaded()
            }
        }

        func close() {
            daemon.close()
            sink.remove()
        }
    }

    /// Reads events until the `speaking` event that ends `utterance`; returns it.
    private func end(of utterance: Int, on client: ProtocolClient, timeout: Double = 15) throws -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        while let event = try client.waitForEvent("speaking", timeout: max(0, deadline.timeIntervalSinceNow)) {
            let speech = event["speech"] as? [String: Any]
            if speech?["utterance"] as? Int == utterance, speech?["speaking"] as? Bool == false { return event }
        }
        return nil
    }

    /// The first and last 20 ms windows of `samples` louder than speech's quietest parts, in seconds.
    private func soundSpan(_ samples: [Float]) -> (start: Double, end: Double)? {
        let window = MonitorRecorder.rate / 50
        var first: Int?, last: Int?
        var index = 0
        while index + window <= samples.count {
            if ToneAnalysis.rms(samples[index..<(index + window)]) > 0.01 {
                if first == nil { first = index }
                last = index + window
            }
            index += window
        }
        guard let first, let last else { return nil }
        return (Double(first) / Double(MonitorRecorder.rate), Double(last) / Double(MonitorRecorder.rate))
    }

    @Test func speechIsHeardOnTheSinkForAboutItsLength() throws {
        let setup = try Setup("say", playing: false)
        defer { setup.close() }
        let (daemon, client) = (setup.daemon, setup.client)
        let recorder = try setup.sink.record()
        defer { recorder.stop() }
        recorder.waitFor(count: MonitorRecorder.rate / 10)
        let reply = try client.request(#"{"cmd":"say","text":"Nice to meet you. How are you today?"}"#)
        let speech = try #require(reply.data?["speech"] as? [String: Any], "\(reply)")
        #expect(speech["speaking"] as? Bool == true)
        #expect(speech["voice"] as? String == "en" && speech["rate"] as? Int == 175)
        let utterance = try #require(speech["utterance"] as? Int)
        let ended = try #require(try end(of: utterance, on: client), "no end: \(daemon.log(tail: 10))")
        let endSpeech = try #require(ended["speech"] as? [String: Any])
        #expect(endSpeech["ended"] as? String == "finished")
        let duration = try #require(endSpeech["duration"] as? Double)
        #expect(duration > 1.2 && duration < 3.5, "\(duration) s")
        usleep(300_000)
        let span = try #require(soundSpan(recorder.samples), "nothing was heard")
        let heard = span.end - span.start
        // espeak-ng's first and last few milliseconds are near silence.
        #expect(abs(heard - duration) < 0.25, "heard \(heard) s of \(duration) s of speech")
        // The speech stream is its own and is corked when idle.
        let inputs = try PrivatePulseAudio.shared.pactl("list", "sink-inputs")
        #expect(inputs.contains("listend speech"), "\(inputs)")
    }

    @Test func aPlayingRecordingPausesAndResumesAtTheSamePosition() throws {
        let setup = try Setup("sayp", playing: true)
        defer { setup.close() }
        let (daemon, client) = (setup.daemon, setup.client)
        _ = try client.request("seek 10")
        // Plays on for about a second from 10 s (a new sink may take a moment to start).
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline, (try client.request("status").data?["position"] as? Double ?? 0) < 11 { usleep(20_000) }
        let recorder = try setup.sink.record()
        defer { recorder.stop() }
        let reply = try client.request("say Nice to meet you")
        let paused = try #require(reply.data)
        #expect(paused["state"] as? String == "paused")
        let position = try #require(paused["position"] as? Double)
        #expect(position > 10.9 && position < 12, "\(position)")
        let utterance = try #require((paused["speech"] as? [String: Any])?["utterance"] as? Int)
        usleep(400_000)
        // While it speaks, the recording stays where it paused.
        let during = try #require(try daemon.connect().request("status").data)
        #expect(during["state"] as? String == "paused")
        #expect(abs((during["position"] as? Double ?? 0) - position) < 0.02)
        #expect((during["speech"] as? [String: Any])?["utterance"] as? Int == utterance)
        let ended = try #require(try end(of: utterance, on: client), "no end: \(daemon.log(tail: 10))")
        #expect((ended["speech"] as? [String: Any])?["ended"] as? String == "finished")
        let resumed = try #require(try client.waitForEvent("state"), "not resumed: \(daemon.log(tail: 10))")
        #expect(resumed["state"] as? String == "playing")
        #expect(abs((resumed["position"] as? Double ?? 0) - position) < 0.05, "resumed at \(resumed["position"] ?? "?") after pausing at \(position)")
        #expect(resumed["speech"] is NSNull)
        // The recording heard after the speech is the second it paused in.
        let mark = recorder.sampleIndex(at: MonitorRecorder.now()) ?? recorder.count
        let second = recorder.secondHeard(after: mark, from: 0.3, to: 0.45)
        #expect(second == Int(position) || second == Int(position) + 1, "heard second \(second.map(String.init) ?? "none") after resuming at \(position)")
        let status = try #require(try client.request("status").data)
        #expect(status["state"] as? String == "playing" && (status["position"] as? Double ?? 0) > position + 0.2)
    }

    @Test func sayWhilePausedStaysPausedAndAReplacedUtteranceEndsFirst() throws {
        let setup = try Setup("says", playing: true)
        defer { setup.close() }
        let client = setup.client
        _ = try client.request("pause")
        _ = try client.waitForEvent("state")
        let before = try #require(try client.request("status").data?["position"] as? Double)
        let first = try client.request(#"{"cmd":"say","text":"This is a long sentence that another one will replace before its end."}"#)
        let firstNumber = try #require((first.data?["speech"] as? [String: Any])?["utterance"] as? Int)
        _ = try #require(try client.waitForEvent("speaking"))
        let second = try client.request("say Short.")
        let secondNumber = try #require((second.data?["speech"] as? [String: Any])?["utterance"] as? Int)
        #expect(secondNumber == firstNumber + 1)
        var endings: [Int: String] = [:]
        let deadline = Date().addingTimeInterval(10)
        while endings[secondNumber] == nil, let event = try client.waitForEvent("speaking", timeout: max(0, deadline.timeIntervalSinceNow)) {
            guard let speech = event["speech"] as? [String: Any], speech["speaking"] as? Bool == false,
                  let number = speech["utterance"] as? Int else { continue }
            #expect(endings.isEmpty ? number == firstNumber : number == secondNumber, "ended in order")
            endings[number] = speech["ended"] as? String
        }
        #expect(endings == [firstNumber: "replaced", secondNumber: "finished"])
        usleep(200_000)
        let after = try #require(try client.request("status").data)
        #expect(after["state"] as? String == "paused")
        #expect(after["position"] as? Double == before)
    }

    @Test func emptyTextStopsAndTheRecordingResumes() throws {
        let setup = try Setup("sayx", playing: true)
        defer { setup.close() }
        let client = setup.client
        usleep(300_000)
        let reply = try client.request(#"{"cmd":"say","text":"A sentence long enough to be stopped while it is being spoken."}"#)
        let number = try #require((reply.data?["speech"] as? [String: Any])?["utterance"] as? Int)
        usleep(500_000)
        let stopped = try client.request("say")
        #expect(stopped.data?["speech"] is NSNull)
        let ended = try #require(try end(of: number, on: client, timeout: 2))
        #expect((ended["speech"] as? [String: Any])?["ended"] as? String == "stopped")
        let resumed = try #require(try client.waitForEvent("state", timeout: 2))
        #expect(resumed["state"] as? String == "playing")
    }

    @Test func aTextOfTwoThousandAndOneCharactersIsRefused() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        let text = String(repeating: "a", count: 2001)
        let reply = try client.request(#"{"cmd":"say","text":"\#(text)"}"#)
        #expect(reply["ok"] as? Bool == false)
        #expect((reply["error"] as? [String: Any])?["code"] as? String == "bad_argument")
        let unknown = try client.request(#"{"cmd":"say","text":"Hi","voice":"englsh"}"#)
        #expect((unknown["error"] as? [String: Any])?["message"] as? String == #"No espeak-ng voice is called "englsh". Did you mean "en"?"#)
        #expect(try client.request("status").isOK)
    }

    @Test func withoutVoiceDataSayIsUnavailableAndTheDaemonServesOn() throws {
        let folder = try TemporaryFolder("nodata")
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: "\(folder.path)/espeak-ng-data", withIntermediateDirectories: true)
        let daemon = try DaemonProcess(extraArguments: ["--speech-data", "\(folder.path)/espeak-ng-data"])
        defer { daemon.close() }
        let client = try daemon.connect()
        for request in ["say Hello", "voices"] {
            let reply = try client.request(request)
            let error = reply["error"] as? [String: Any]
            #expect(error?["code"] as? String == "unavailable", "\(reply)")
            let message = error?["message"] as? String ?? ""
            #expect(message.hasPrefix("Speech is not available: espeak-ng cannot load its voice data from \(folder.path)/espeak-ng-data"), "\(message)")
            #expect(message.hasSuffix("Install the espeak-ng-data package."), "\(message)")
        }
        _ = try client.request("play \(Fixtures.path("marks.wav"))")
        #expect(try client.waitUntilLoaded()?["state"] as? String == "playing")
        #expect(try daemon.connect().request("status").isOK)
    }

    @Test func voicesListsTheInstalledVoices() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let reply = try daemon.connect().request("voices")
        let data = try #require(reply.data)
        #expect(data["default"] as? String == "en")
        let voices = try #require(data["voices"] as? [[String: Any]])
        let languages = voices.compactMap { ($0["languages"] as? [String])?.first }
        for language in ["en-gb", "en-us", "es", "fr-fr"] { #expect(languages.contains(language)) }
    }
}
