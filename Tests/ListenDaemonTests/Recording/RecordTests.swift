import Foundation
import Testing
import TestSupport

/// `record` on a real PulseAudio, with a 16 kHz mono null sink as the microphone and flite's
/// speech played into it: a take stops by itself after the silence that follows speech, holds
/// what was said sample for sample, pauses playback and resumes it; limits, `record_stop`, a
/// missing source and a daemon without a sound server.
@Suite(.serialized, .tags(.realAudio)) struct RecordTests {
    /// A daemon playing to a null sink of its own and recording from a microphone of its own,
    /// and a connection subscribed to its events.
    private struct Setup {
        let sink: TestSink
        let microphone: TestMicrophone
        let daemon: DaemonProcess
        let client: ProtocolClient
        let folder: TemporaryFolder

        init(_ label: String, source: String? = nil) throws {
            sink = try PrivatePulseAudio.shared.makeSink(label)
            microphone = try PrivatePulseAudio.shared.makeMicrophone()
            daemon = try DaemonProcess(output: "pulse", pulse: .shared, sink: sink.name,
                                       extraArguments: ["--source", source ?? microphone.source])
            client = try daemon.connect()
            folder = try TemporaryFolder("rec")
            _ = try client.request("subscribe 3600000")
        }

        func close() {
            daemon.close()
            sink.remove()
            microphone.remove()
            folder.remove()
        }
    }

    /// Reads `recording` events until the one that ends `take`; returns it and how many level
    /// events came before it.
    private func end(of take: Int, on client: ProtocolClient, timeout: Double = 20) throws -> (event: [String: Any], levels: [Double])? {
        let deadline = Date().addingTimeInterval(timeout)
        var levels: [Double] = []
        while let event = try client.waitForEvent("recording", timeout: max(0, deadline.timeIntervalSinceNow)) {
            guard let recording = event["recording"] as? [String: Any], recording["take"] as? Int == take else { continue }
            if recording["recording"] as? Bool == false { return (event, levels) }
            if let level = recording["level"] as? Double { levels.append(level) }
        }
        return nil
    }

    /// Reads `recording` events until `take` has recorded `seconds` (the virtual microphone may
    /// take a moment to deliver its first samples).
    private func flowing(_ take: Int, seconds: Double = 0.2, on client: ProtocolClient) throws -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while let event = try client.waitForEvent("recording", timeout: max(0, deadline.timeIntervalSinceNow)) {
            guard let recording = event["recording"] as? [String: Any], recording["take"] as? Int == take else { continue }
            if recording["duration"] as? Double ?? 0 >= seconds { return true }
        }
        return false
    }

    /// How many of `clip`'s 50 ms blocks `taken` holds sample for sample, each found from 50 ms
    /// before to 0.5 s after where the one before it ended, starting at `start`.
    ///
    /// A block found later than expected means a gap in the feed: a busy machine can starve the
    /// `paplay` that plays into the test microphone. The gap shifts what follows without failing
    /// the comparison; a changed sample fails its block.
    private func blocksFound(of clip: ArraySlice<Int16>, in taken: [Int16], from start: Int) -> (found: Int, blocks: Int) {
        let size = 800
        var (expected, found, blocks) = (start, 0, 0)
        var blockStart = clip.startIndex
        while blockStart + size <= clip.endIndex {
            let block = clip[blockStart..<blockStart + size]
            blockStart += size
            blocks += 1
            let first = block.first!
            let candidates = max(0, expected - size / 16)...min(taken.count - size, expected + 8_000)
            guard !candidates.isEmpty,
                  let at = candidates.first(where: { taken[$0] == first && taken[$0..<$0 + size].elementsEqual(block) })
            else {
                expected += size
                continue
            }
            found += 1
            expected = at + size
        }
        return (found, blocks)
    }

    /// The index of the first sample louder than `threshold`.
    private func onset(_ samples: [Int16], threshold: Int16 = 300) -> Int? {
        samples.firstIndex { abs(Int($0)) > Int(threshold) }
    }

    @Test(.tags(.realSpeech)) func aTakeStopsAfterSilenceFollowingSpeechAndHoldsWhatWasSaid() throws {
        let setup = try Setup("rec")
        defer { setup.close() }
        let (daemon, client) = (setup.daemon, setup.client)
        let clip = try FliteSpeech.make("Where is the train station, please?", in: setup.folder)
        let reply = try client.request(#"{"cmd":"record","max_s":20}"#)
        let started = try #require(reply.data?["recording"] as? [String: Any], "\(reply)")
        #expect(started["recording"] as? Bool == true && started["take"] as? Int == 1 && started["limit"] as? Double == 20)
        let path = try #require(started["path"] as? String)
        #expect(path.hasPrefix(daemon.recordingsDirectory + "/take-") && path.hasSuffix("-1.wav"), "\(path)")
        #expect(try flowing(1, on: client))
        setup.microphone.sayLater(clip, after: 0.3)
        let (ended, levels) = try #require(try end(of: 1, on: client), "no end: \(daemon.log(tail: 10))")
        let recording = try #require(ended["recording"] as? [String: Any])
        #expect(recording["ended"] as? String == "silence")
        #expect(recording["speech_heard"] as? Bool == true)
        #expect(recording["error"] is NSNull)
        // Level events come five times a second, and the speech shows on the meter.
        let duration = try #require(recording["duration"] as? Double)
        let clipSamples = try FliteSpeech.samples(of: clip)
        let clipSeconds = Double(clipSamples.count) / 16_000
        #expect(duration > clipSeconds && duration < clipSeconds + 3.5, "\(duration) s for \(clipSeconds) s of speech")
        #expect(levels.count >= Int(duration * 5) - 5, "\(levels.count) level events in \(duration) s")
        #expect(levels.contains { $0 > 0.5 } && levels.first.map { $0 < 0.1 } == true, "\(levels)")
        // The file: 0600, a 16 kHz mono WAV holding the clip sample for sample.
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let header = try Data(contentsOf: URL(fileURLWithPath: path)).prefix(44)
        #expect(header.prefix(4) == Data("RIFF".utf8) && header[22] == 1 && header[24] == 0x80 && header[25] == 0x3e, "mono, 16000 Hz")
        let taken = try FliteSpeech.samples(of: path)
        #expect(abs(Double(taken.count) / 16_000 - duration) < 0.01)
        let takenStart = try #require(onset(taken))
        let clipStart = try #require(onset(clipSamples))
        let (found, blocks) = blocksFound(of: clipSamples[clipStart...], in: taken, from: takenStart)
        #expect(blocks > 20 && Double(found) / Double(blocks) > 0.97, "\(found) of \(blocks) blocks of 50 ms found sample for sample")
        // It stopped 1.5 s after the last sound of speech.
        let lastSound = try #require(taken.lastIndex { abs(Int($0)) > 300 })
        let silence = Double(taken.count - lastSound) / 16_000
        #expect(silence > 1.4 && silence < 1.9, "\(silence) s of silence at the end")
        // The status keeps the last take.
        let status = try #require(try client.request("status").data?["recording"] as? [String: Any])
        #expect(status["take"] as? Int == 1 && status["recording"] as? Bool == false && status["path"] as? String == path)
    }

    @Test func playbackPausesWhileRecordingAndResumesAfter() throws {
        let setup = try Setup("recp")
        defer { setup.close() }
        let client = setup.client
        _ = try client.request("play \(Fixtures.path("marks.wav"))")
        _ = try client.waitUntilLoaded()
        usleep(500_000)
        let reply = try client.request("record 1")
        #expect(reply.data?["state"] as? String == "paused")
        let position = try #require(reply.data?["position"] as? Double)
        usleep(300_000)
        #expect(try setup.daemon.connect().request("status").data?["state"] as? String == "paused")
        let (ended, _) = try #require(try end(of: 1, on: client))
        #expect((ended["recording"] as? [String: Any])?["ended"] as? String == "limit")
        #expect((ended["recording"] as? [String: Any])?["speech_heard"] as? Bool == false)
        let resumed = try #require(try client.waitForEvent("state", timeout: 3))
        #expect(resumed["state"] as? String == "playing")
        #expect(abs((resumed["position"] as? Double ?? 0) - position) < 0.1)
        // Paused by the listener while recording: it stays paused.
        _ = try client.request("record 1")
        _ = try client.request("pause")
        _ = try #require(try end(of: 2, on: client))
        usleep(300_000)
        #expect(try client.request("status").data?["state"] as? String == "paused")
    }

    @Test(.tags(.realSpeech)) func speechStopsForATakeAndPlaybackPausedForItResumesAfterTheTake() throws {
        let setup = try Setup("recv")
        defer { setup.close() }
        let client = setup.client
        _ = try client.request("play \(Fixtures.path("marks.wav"))")
        _ = try client.waitUntilLoaded()
        usleep(300_000)
        let said = try client.request(#"{"cmd":"say","text":"A sentence long enough to be spoken while a take begins, and then some more."}"#)
        #expect(said.data?["state"] as? String == "paused")
        usleep(300_000)
        let reply = try client.request("record 1.5")
        #expect(reply.data?["speech"] is NSNull, "speech stops")
        usleep(500_000)
        #expect(try setup.daemon.connect().request("status").data?["state"] as? String == "paused", "not resumed when the speech stopped")
        _ = try #require(try end(of: 1, on: client))
        #expect(try setup.daemon.connect().request("status").data?["state"] as? String == "playing"
            || (try client.waitForEvent("state", timeout: 3))?["state"] as? String == "playing")
    }

    @Test func recordStopEndsTheTakeAndANewRecordReplacesOne() throws {
        let setup = try Setup("recs")
        defer { setup.close() }
        let client = setup.client
        _ = try client.request("record 30")
        #expect(try flowing(1, seconds: 0.6, on: client))
        let stopped = try client.request("record_stop")
        let recording = try #require(stopped.data?["recording"] as? [String: Any], "\(stopped)")
        #expect(recording["recording"] as? Bool == false && recording["ended"] as? String == "stopped")
        let duration = try #require(recording["duration"] as? Double)
        #expect(duration >= 0.6 && duration < 2, "\(duration)")
        #expect(FileManager.default.fileExists(atPath: recording["path"] as? String ?? ""))
        // A second take while one is being made ends the first.
        _ = try client.request("record")
        let second = try client.request("record")
        #expect((second.data?["recording"] as? [String: Any])?["take"] as? Int == 3)
        let (first, _) = try #require(try end(of: 2, on: client))
        #expect((first["recording"] as? [String: Any])?["ended"] as? String == "stopped")
        _ = try client.request("record_stop")
        // record_stop with nothing being recorded changes nothing.
        let idle = try client.request("record_stop")
        #expect((idle.data?["recording"] as? [String: Any])?["take"] as? Int == 3)
    }

    @Test func badLimitsMissingSourcesAndNoSoundServerGetClearErrors() throws {
        let setup = try Setup("recx", source: "no_such_source")
        defer { setup.close() }
        let client = setup.client
        for request in [#"{"cmd":"record","max_s":0}"#, #"{"cmd":"record","max_s":500}"#, "record soon"] {
            let reply = try client.request(request)
            #expect((reply["error"] as? [String: Any])?["code"] as? String == "bad_argument", "\(reply)")
        }
        let missing = try client.request("record")
        let error = try #require(missing["error"] as? [String: Any], "\(missing)")
        #expect(error["code"] as? String == "unavailable")
        #expect((error["message"] as? String ?? "").contains(#"source "no_such_source""#), "\(error)")
        #expect(try client.request("status").data?["recording"] is NSNull)

        let silent = try DaemonProcess()
        defer { silent.close() }
        let none = try silent.connect().request("record")
        #expect((none["error"] as? [String: Any])?["code"] as? String == "unavailable")
        #expect(try silent.connect().request("status").isOK)
    }
}
