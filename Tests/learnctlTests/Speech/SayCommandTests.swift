import Foundation
import Testing
import TestSupport

/// `learnctl say` and `learnctl voices` against a real listend (null output: speech keeps its
/// real length on a silent clock).
@Suite(.tags(.realSpeech)) struct SayCommandTests {
    /// The `speaking` events a subscribed connection saw, until one ends an utterance (or `timeout`).
    private func speakingEvents(on client: ProtocolClient, timeout: Double = 10) throws -> [[String: Any]] {
        var events: [[String: Any]] = []
        let deadline = Date().addingTimeInterval(timeout)
        while let event = try client.waitForEvent("speaking", timeout: max(0, deadline.timeIntervalSinceNow)) {
            events.append(event)
            if (event["speech"] as? [String: Any])?["speaking"] as? Bool == false { break }
        }
        return events.compactMap { $0["speech"] as? [String: Any] }
    }

    @Test func waitsUntilTheTextIsSpoken() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        let watcher = try daemon.connect()
        _ = try watcher.request("subscribe 3600000")
        let start = Date()
        let result = try cli.run(["say", "Nice", "to", "meet", "you"])
        let elapsed = Date().timeIntervalSince(start)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty && result.stderr.isEmpty)
        let speech = try speakingEvents(on: watcher)
        #expect(speech.count == 2)
        #expect(speech.first?["text"] as? String == "Nice to meet you")
        #expect(speech.last?["ended"] as? String == "finished")
        let duration = try #require(speech.last?["duration"] as? Double)
        #expect(elapsed >= duration, "returned after \(elapsed) s of \(duration) s of speech")
    }

    @Test func voiceRateAndStandardInputAreSent() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        let watcher = try daemon.connect()
        _ = try watcher.request("subscribe 3600000")
        let result = try cli.run(["say", "--voice", "es", "--rate", "130", "--no-wait"], stdin: "¿Dónde está la estación?\n")
        #expect(result.status == 0, "\(result.stderr)")
        let speech = try #require(try speakingEvents(on: watcher).first)
        #expect(speech["text"] as? String == "¿Dónde está la estación?\n")
        #expect(speech["voice"] as? String == "es" && speech["rate"] as? Int == 130)
    }

    @Test func aReplacedTextExitsWithOneAndStopStops() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        let long = try cli.launch(["say", "This sentence is long enough to be replaced by another one before it ends."])
        let watcher = try daemon.connect()
        _ = try watcher.request("subscribe 3600000")
        _ = try watcher.waitForEvent("speaking")
        #expect(try cli.run(["say", "--no-wait", "Short."]).status == 0)
        let replaced = try long.finish()
        #expect(replaced.status == 1)
        #expect(replaced.stderr == "learnctl: another say replaced this text before its end.\n")

        let stopped = try cli.launch(["say", "This one is stopped with learnctl say --stop while it is being spoken."])
        Thread.sleep(forTimeInterval: 0.5)
        #expect(try cli.run(["say", "--stop"]).status == 0)
        let result = try stopped.finish()
        #expect(result.status == 1)
        #expect(result.stderr == "learnctl: speaking was stopped before the end.\n")
    }

    @Test func refusalsAreClear() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        let unknown = try cli.run(["say", "--voice", "englsh", "Hello"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr == "learnctl: No espeak-ng voice is called \"englsh\". Did you mean \"en\"?\n")
        let tooLong = try cli.run(["say", String(repeating: "a", count: 2001)])
        #expect(tooLong.status == 1)
        #expect(tooLong.stderr == "learnctl: say takes at most 2000 characters of text, not 2001.\n")
        for (arguments, says) in [(["say", "--rate", "60", "Hi"], "--rate must be from 80 to 450"),
                                  (["say", "--stop", "Hi"], "--stop takes no text."),
                                  (["say"], "Nothing to say")] {
            let result = try cli.run(arguments)
            #expect(result.status == LearnctlRunner.usageErrorStatus, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(says), "\(arguments): \(result.stderr)")
        }
    }

    @Test func withoutTheDaemonSayFailsWithTheUsualMessage() throws {
        let cli = try LearnctlRunner()
        cli.environment["LISTEND_SOCKET"] = "\(cli.home.path)/nothing.sock"
        let result = try cli.run(["say", "Hello"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("learnctl: Cannot connect to listend at \(cli.home.path)/nothing.sock"), "\(result.stderr)")
    }

    @Test func voicesListsTheLanguagesAndFilters() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        let spanish = try cli.run(["voices", "--language", "es"])
        #expect(spanish.status == 0, "\(spanish.stderr)")
        let lines = spanish.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "LANGUAGE  NAME                     FILE        ALSO")
        #expect(lines.contains("es        Spanish (Spain)          roa/es"))
        #expect(lines.contains { $0.hasPrefix("es-419    Spanish (Latin America)  roa/es-419  es-mx es") })
        #expect(!lines.contains { $0.hasPrefix("en") })
        #expect(lines.last == "Without --voice, learnctl say speaks en.")
        let json = try jsonObject(try cli.run(["voices", "--json"]).stdout)
        #expect((json["voices"] as? [[String: Any]])?.count ?? 0 > 50)
        #expect(json["default"] as? String == "en")
        let none = try cli.run(["voices", "--language", "tlh"])
        #expect(none.stdout == "No voice speaks tlh; `learnctl voices` lists them all.\n")
    }
}
