import Foundation
import Testing
import TestSupport

/// listend as an MPRIS player, driven by the real `playerctl`, `busctl` and `dbus-monitor` on a
/// private session bus, and checked against what the socket says.
@Suite(.tags(.realDBus)) struct MPRISTests {
    /// A private bus and a daemon on it, the first recording selected and paused.
    final class Setup: @unchecked Sendable {
        let bus: PrivateSessionBus
        let daemon: DaemonProcess
        let client: ProtocolClient

        init(output: String = "null", pulse: PrivatePulseAudio? = nil, sink: String? = nil) throws {
            bus = try PrivateSessionBus()
            daemon = try DaemonProcess(output: output, pulse: pulse, sink: sink, sessionBus: bus)
            client = try daemon.connect()
            try #require(bus.waitForName(), "listend did not take its name: \(daemon.log(tail: 10))")
        }

        deinit { daemon.close() }

        func status() throws -> [String: Any] {
            try #require(try client.request("status").data)
        }

        func position() throws -> Double {
            try #require(try status()["position"] as? Double)
        }
    }

    static func microseconds(_ seconds: Double) -> Int64 { Int64((seconds * 1_000_000).rounded()) }

    @Test func playerctlControlsTheDaemonAndReadsItsTrack() throws {
        let s = try Setup()
        let list = try #require(try s.client.request("list").data?["tracks"] as? [[String: Any]])
        let first = try #require(list.first)
        #expect(try s.bus.run("playerctl", ["-l"]).stdout.split(separator: "\n").contains("listend"))
        #expect(try s.bus.playerctl("status") == "Paused")
        #expect(try s.bus.playerctl("metadata", "title") == first["title"] as? String)
        #expect(try s.bus.playerctl("metadata", "xesam:genre") == first["level"] as? String)
        #expect(try s.bus.playerctl("metadata", "xesam:url").hasPrefix("file:///"))
        // playerctl prints an object path in quotes.
        #expect(try s.bus.playerctl("metadata", "mpris:trackid") == "'/org/listend/track/" + (first["id"] as! String).replacingOccurrences(of: "-", with: "_2D") + "'")
        // The length is exact to the microsecond; the socket rounds to the millisecond.
        let length = try #require(Int64(try s.bus.playerctl("metadata", "mpris:length")))
        let duration = try #require(try s.status()["duration"] as? Double)
        #expect(abs(Double(length) / 1_000_000 - duration) <= 0.0005, "mpris:length \(length) µs, duration \(duration) s")

        try s.bus.playerctl("play-pause")
        #expect(try s.status()["state"] as? String == "playing")
        #expect(try s.bus.playerctl("status") == "Playing")
        try s.bus.playerctl("position", "30")
        let afterSeek = try s.position()
        #expect((30...31).contains(afterSeek), "position \(afterSeek) after `position 30`")
        try s.bus.playerctl("position", "10+")
        let afterStep = try s.position()
        #expect((40...41.5).contains(afterStep), "position \(afterStep) after `position 10+` from \(afterSeek)")
        let heard = try #require(Double(try s.bus.playerctl("position")))
        #expect((40...42).contains(heard))
        try s.bus.playerctl("pause")
        #expect(try s.status()["state"] as? String == "paused")
        try s.bus.playerctl("stop")
        #expect(try s.bus.playerctl("status") == "Stopped")
    }

    @Test func positionAgreesWithTheSocketWithin10Milliseconds() throws {
        let s = try Setup()
        _ = try s.client.request("play")
        #expect(try s.client.waitForStatus { $0["state"] as? String == "playing" && $0["position"] as? Double ?? 0 > 0 } != nil)
        for _ in 0..<5 {
            let before = try s.position()
            let reply = try s.bus.playerProperty("Position")
            let after = try s.position()
            let mpris = try #require(Double(reply.dropFirst(2))) / 1_000_000
            #expect(mpris >= before - 0.01 && mpris <= after + 0.01, "MPRIS \(mpris) s between socket readings \(before) and \(after)")
        }
        _ = try s.client.request("pause")
        let paused = try s.position()
        let mpris = try #require(Double(try s.bus.playerProperty("Position").dropFirst(2))) / 1_000_000
        #expect(abs(mpris - paused) <= 0.0005, "paused: MPRIS \(mpris) s, the socket \(paused) s (to the ms)")
    }

    @Test func seekedCarriesTheExactPositionAfterSeeksLineJumpsAndLoopReturns() throws {
        let s = try Setup()
        let monitor = try BusMonitor(s.bus)
        _ = try s.client.request("play")
        _ = try s.client.request("seek 30")
        #expect(monitor.waitForSeeked(count: 1) == [30_000_000])

        let line = try #require(try s.client.request("line next").data?["line"] as? [String: Any])
        let start = try #require(line["start"] as? Double)
        #expect(monitor.waitForSeeked(count: 2).last == Self.microseconds(start), "Seeked after `line next` to \(start) s")

        // A loop set from outside its span moves to its start: a seek (Seeked number `jump`). Its
        // next two returns are announced when they are heard, carrying the position heard then.
        func expectLoop(_ command: String, from start: Int64, jump: Int, _ what: String) throws {
            _ = try s.client.request(command)
            #expect(monitor.waitForSeeked(count: jump).last == start)
            let returns = monitor.waitForSeeked(count: jump + 2, timeout: 15).dropFirst(jump)
            try #require(returns.count == 2, "\(monitor.seekedPositions())")
            for position in returns {
                #expect((start...start + 60_000).contains(position), "\(what) announced at \(position) µs")
            }
        }
        try expectLoop("loop 10 11.5", from: 10_000_000, jump: 3, "a loop return")
        // With a gap: once as the gap starts, where the position stands still, and once as the start is heard.
        try expectLoop("loop 20 21 forever 0.5", from: 20_000_000, jump: 6, "a loop return with a gap")
        _ = try s.client.request("loop off")
    }

    @Test func rateIsTheSpeedBothWays() throws {
        let s = try Setup()
        let monitor = try BusMonitor(s.bus)
        #expect(try s.bus.playerProperty("Rate") == "d 1")
        #expect(try s.bus.playerProperty("MinimumRate") == "d 0.5")
        #expect(try s.bus.playerProperty("MaximumRate") == "d 2")
        let set = try s.bus.run("busctl", ["--user", "set-property", "org.mpris.MediaPlayer2.listend", "/org/mpris/MediaPlayer2",
                                           "org.mpris.MediaPlayer2.Player", "Rate", "d", "0.75"])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(try s.status()["speed"] as? Double == 0.75)
        #expect(monitor.waitForChange("Rate", containing: "double 0.75"))
        _ = try s.client.request("speed 1.25")
        #expect(try s.bus.playerProperty("Rate") == "d 1.25")
        #expect(monitor.waitForChange("Rate", containing: "double 1.25"))
        _ = try s.bus.run("busctl", ["--user", "set-property", "org.mpris.MediaPlayer2.listend", "/org/mpris/MediaPlayer2",
                                     "org.mpris.MediaPlayer2.Player", "Rate", "d", "1"])
        #expect(try s.status()["speed"] as? Double == 1)
        // Position is never announced with PropertiesChanged (the spec).
        _ = try s.client.request("play")
        _ = try s.client.request("seek 5")
        #expect(monitor.waitForChange("PlaybackStatus", containing: "Playing"))
        #expect(!monitor.changedProperties().joined().contains("Position"))
    }

    @Test func aRateOutsideTheRangeIsBroughtWithinItAndZeroPauses() throws {
        let s = try Setup()
        func setRate(_ value: String) throws {
            let result = try s.bus.run("busctl", ["--user", "set-property", "org.mpris.MediaPlayer2.listend", "/org/mpris/MediaPlayer2",
                                                  "org.mpris.MediaPlayer2.Player", "Rate", "d", value])
            #expect(result.status == 0, "\(result.stderr)")
        }
        try setRate("5")
        #expect(try s.status()["speed"] as? Double == 2)
        try setRate("0.1")
        #expect(try s.status()["speed"] as? Double == 0.5)
        _ = try s.client.request("play")
        try setRate("0")
        let paused = try s.status()
        #expect(paused["state"] as? String == "paused")
        #expect(paused["speed"] as? Double == 0.5, "a rate of 0 pauses and leaves the speed")
        // A value of another type is refused by the bus, and nothing changes.
        let wrong = try s.bus.run("busctl", ["--user", "set-property", "org.mpris.MediaPlayer2.listend", "/org/mpris/MediaPlayer2",
                                             "org.mpris.MediaPlayer2.Player", "Rate", "s", "fast"])
        #expect(wrong.status != 0)
        #expect(try s.status()["speed"] as? Double == 0.5)
    }

    @Test func followSeesStateTrackAndLineChanges() throws {
        let s = try Setup()
        let output = "\(s.bus.folder.path)/follow.txt"
        let file = open(output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let follower = try Spawn.start("playerctl", ["-p", "listend", "--follow", "metadata", "--format", "{{status}}|{{title}}|{{xesam:asText}}"],
                                       environment: s.bus.environment, stdout: .descriptor(file), searchPath: true)
        close(file)
        defer { _ = Spawn.stop(follower, signal: SIGKILL) }
        func followed(_ needle: String) -> Bool {
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline {
                if ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").contains(needle) { return true }
                usleep(20_000)
            }
            return false
        }
        let title = try #require((try s.status()["track"] as? [String: Any])?["title"] as? String)
        #expect(followed("Paused|\(title)|"))
        _ = try s.client.request("line 2")
        _ = try s.client.request("play")
        let line = try #require(try s.status()["line"] as? [String: Any])
        #expect(followed("Playing|\(title)|\(line["text"] as! String)"))
        _ = try s.client.request("play My Daily Routine")
        #expect(followed("Playing|My Daily Routine|"))
    }

    @Test func theChapterHeardIsInTheMetadataAndFollowsItsChanges() throws {
        let s = try Setup()
        _ = try s.client.request("play \(Fixtures.path("chapters-v23.mp3"))")
        _ = try s.client.waitUntilLoaded()
        _ = try s.client.request("pause")
        _ = try s.client.request("seek 41")
        #expect(try s.bus.playerctl("metadata", "listend:chapter") == "Café Talk")
        #expect(try s.bus.playerctl("metadata", "listend:chapterNumber") == "2")
        #expect(try s.bus.playerctl("metadata", "listend:chapters") == "3")
        #expect(try s.bus.playerctl("metadata", "title") == "chapters-v23", "the title stays the recording's")
        let output = "\(s.bus.folder.path)/chapters.txt"
        let file = open(output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let follower = try Spawn.start("playerctl", ["-p", "listend", "--follow", "metadata", "--format", "{{listend:chapterNumber}}|{{listend:chapter}}"],
                                       environment: s.bus.environment, stdout: .descriptor(file), searchPath: true)
        close(file)
        defer { _ = Spawn.stop(follower, signal: SIGKILL) }
        func followed(_ needle: String) -> Bool {
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline {
                if ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").contains(needle) { return true }
                usleep(20_000)
            }
            return false
        }
        #expect(followed("2|Café Talk"))
        _ = try s.client.request("chapter next")
        #expect(followed("3|Ending"))
    }

    @Test func nextAndPreviousFollowTheListOrder() throws {
        let s = try Setup()
        let titles = try #require(try s.client.request("list").data?["tracks"] as? [[String: Any]]).compactMap { $0["title"] as? String }
        #expect(try s.bus.playerProperty("CanGoPrevious") == "b false")
        #expect(try s.bus.playerProperty("CanGoNext") == "b true")
        try s.bus.playerctl("next")
        #expect((try s.status()["track"] as? [String: Any])?["title"] as? String == titles[1])
        #expect(try s.status()["state"] as? String != "playing", "Next from paused stays paused")
        #expect(try s.bus.playerProperty("CanGoPrevious") == "b true")
        _ = try s.client.request("play")
        try s.bus.playerctl("previous")
        _ = try s.client.waitUntilLoaded()
        let back = try s.status()
        #expect((back["track"] as? [String: Any])?["title"] as? String == titles[0])
        #expect(back["state"] as? String == "playing", "Previous while playing plays")
        _ = try s.client.request("play \(titles.last!)")
        _ = try s.client.waitUntilLoaded()
        #expect(try s.bus.playerProperty("CanGoNext") == "b false")
        // playerctl honours CanGoNext; the method itself does nothing there.
        #expect(try s.bus.run("playerctl", ["-p", "listend", "next"]).status != 0)
        let call = try s.bus.run("busctl", ["--user", "call", "org.mpris.MediaPlayer2.listend", "/org/mpris/MediaPlayer2",
                                            "org.mpris.MediaPlayer2.Player", "Next"])
        #expect(call.status == 0, "\(call.stderr)")
        #expect((try s.status()["track"] as? [String: Any])?["title"] as? String == titles.last)
    }

    @Test func setPositionIgnoresAStaleTrackAndOpenUriPlaysAFile() throws {
        let s = try Setup()
        let trackID = String(try s.bus.playerctl("metadata", "mpris:trackid").dropFirst().dropLast())
        func setPosition(_ track: String, _ position: Int64) throws {
            let result = try s.bus.run("busctl", ["--user", "call", "org.mpris.MediaPlayer2.listend", "/org/mpris/MediaPlayer2",
                                                  "org.mpris.MediaPlayer2.Player", "SetPosition", "ox", track, "\(position)"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        try setPosition(trackID, 12_345_678)
        #expect(try s.position() == 12.346)
        try setPosition("/org/listend/track/something_2Delse", 50_000_000)
        #expect(try s.position() == 12.346)

        let file = Fixtures.path("marks.wav")
        try s.bus.playerctl("open", "file://" + file)
        _ = try s.client.waitUntilLoaded()
        let status = try s.status()
        #expect((status["track"] as? [String: Any])?["id"] as? String == "file:\(file)")
        #expect(status["state"] as? String == "playing")
        #expect(try s.bus.playerctl("metadata", "xesam:url") == "file://" + file)
        let refused = try s.bus.run("busctl", ["--user", "call", "org.mpris.MediaPlayer2.listend", "/org/mpris/MediaPlayer2",
                                               "org.mpris.MediaPlayer2.Player", "OpenUri", "s", "ftp://example.com/a.mp3"])
        #expect(refused.status != 0 && refused.stderr.contains("file://, http:// and https://"))
    }

    @Test func rootPropertiesNameThePlayer() throws {
        let s = try Setup()
        let root = "org.mpris.MediaPlayer2"
        #expect(try s.bus.playerProperty("Identity", interface: root) == "s \"listend\"")
        #expect(try s.bus.playerProperty("DesktopEntry", interface: root) == "s \"listend\"")
        #expect(try s.bus.playerProperty("SupportedUriSchemes", interface: root) == "as 3 \"file\" \"http\" \"https\"")
        #expect(try s.bus.playerProperty("SupportedMimeTypes", interface: root).contains("\"audio/mpeg\""))
        #expect(try s.bus.playerProperty("CanControl") == "b true")
        #expect(try s.bus.playerProperty("CanSeek") == "b true")
    }

    @Test(.tags(.realAudio)) func volumeIsThePulseAudioStreamsBothWays() throws {
        let pulse = PrivatePulseAudio.shared
        let sink = try pulse.makeSink("mpris")
        defer { sink.remove() }
        let s = try Setup(output: "pulse", pulse: pulse, sink: sink.name)
        let monitor = try BusMonitor(s.bus)
        _ = try s.client.request("play")
        _ = try s.client.waitUntilLoaded()
        try s.bus.playerctl("volume", "0.4")
        #expect(try s.bus.playerctl("volume") == "0.400000")
        let index = try streamIndex(pulse, pid: s.daemon.pid)
        #expect(try sinkInputVolume(pulse, index: index) == "40%")
        _ = try pulse.pactl("set-sink-input-volume", index, "70%")
        #expect(monitor.waitForChange("Volume", containing: "double 0.7"))
        #expect(try s.bus.playerctl("volume") == "0.700000")
    }

    /// The sink input of the daemon's stream.
    private func streamIndex(_ pulse: PrivatePulseAudio, pid: pid_t) throws -> String {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let listing = try pulse.pactl("list", "sink-inputs")
            for block in listing.components(separatedBy: "Sink Input #").dropFirst()
            where block.contains("application.process.id = \"\(pid)\"") {
                return String(block.prefix { $0.isNumber })
            }
            usleep(50_000)
        }
        throw ShellError("no sink input of process \(pid)")
    }

    private func sinkInputVolume(_ pulse: PrivatePulseAudio, index: String) throws -> String? {
        let listing = try pulse.pactl("list", "sink-inputs")
        let block = listing.components(separatedBy: "Sink Input #").first { $0.hasPrefix(index + "\n") }
        let volume = block?.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("Volume:") }
        return volume?.split(separator: "/").dropFirst().first?.trimmingCharacters(in: .whitespaces)
    }

    @Test func aKilledBusLeavesPlaybackAloneAndTheNameComesBack() throws {
        let s = try Setup()
        _ = try s.client.request("play")
        s.bus.stop()
        let before = try s.position()
        let status = try s.client.waitForStatus { $0["position"] as? Double ?? 0 > before + 0.3 }
        #expect(status?["state"] as? String == "playing")
        #expect((status?["position"] as? Double ?? 0) > before + 0.3)
        try s.bus.start()
        #expect(s.bus.waitForName(timeout: 15), "\(s.daemon.log(tail: 5))")
        #expect(try s.bus.playerctl("status") == "Playing")
        #expect(s.daemon.log(tail: 50).contains("MPRIS: lost the session bus"))
    }

    @Test func aBusThatStopsReadingHoldsUpNeitherTheSocketNorShutdown() throws {
        let s = try Setup()
        _ = try s.client.request("play")
        s.bus.suspend()
        defer { s.bus.resume() }
        // Each seek queues a Seeked and a PropertiesChanged that the bus never reads.
        let started = Date()
        for i in 0..<300 {
            #expect(try s.client.request("seek \(i % 60)", timeout: 2).isOK)
        }
        let seconds = Date().timeIntervalSince(started)
        #expect(seconds < 10, "300 seeks took \(seconds) s with the bus stopped")
        #expect(try s.status()["state"] as? String == "playing")
        let stopping = Date()
        #expect(s.daemon.stop() == 0)
        #expect(Date().timeIntervalSince(stopping) < 5, "shutdown took \(Date().timeIntervalSince(stopping)) s")
    }

    @Test func aRestartedDaemonOwnsTheNameAgainAndASecondOneTakesAnInstanceName() throws {
        let s = try Setup()
        #expect(s.daemon.stop() == 0)
        #expect(s.bus.waitForName(present: false))
        try s.daemon.start()
        #expect(s.bus.waitForName())
        let second = try DaemonProcess(sessionBus: s.bus)
        defer { second.close() }
        #expect(s.bus.waitForName("org.mpris.MediaPlayer2.listend.instance\(second.pid)"))
        #expect(try s.bus.run("playerctl", ["-l"]).stdout.split(separator: "\n").contains("listend.instance\(second.pid)"))
    }

    @Test func withoutABusOneLineIsLoggedAndTheSocketServes() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        #expect(try daemon.connect().request("play").isOK)
        usleep(300_000)
        let log = daemon.log(tail: 100)
        #expect(log.components(separatedBy: "MPRIS is off").count == 2, "\(log)")

        let bus = try PrivateSessionBus()
        let quiet = try DaemonProcess(sessionBus: bus, extraArguments: ["--no-mpris"])
        defer { quiet.close() }
        #expect(bus.waitForName(present: false, timeout: 1))
        usleep(500_000)
        #expect(bus.waitForName(present: false, timeout: 1))
    }
}
