import Foundation
import Testing
import TestSupport

/// Speech input for translation with the real parts: espeak-ng speaks into a virtual microphone,
/// listend records the take, Whisper base transcribes it and Apertium translates what was heard —
/// `translate --listen` and the conversation's Ctrl-R.
@Suite(.serialized, .tags(.realAudio, .realSpeech)) struct TranslateListenTests {
    static let spanish = "Necesito un billete para el autobús."
    static let french = "Je voudrais un café, s'il vous plaît."

    @Test func aSpanishSentenceIsHeardAndTranslatedAsTypedTextIs() throws {
        let fixture = try PracticeFixture(pulse: true, microphone: true)
        defer { fixture.close() }
        let folder = try TemporaryFolder("listen")
        defer { folder.remove() }
        fixture.cli.environment["TZ"] = "UTC"
        let clip = try Self.speech(Self.spanish, voice: "es+f5", in: folder)
        let running = try fixture.cli.launch(["translate", "--listen", "--from", "es", "--json"])
        try speak(clip, into: fixture, for: running)
        let result = try running.finish(timeout: 40)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try jsonObject(result.stdout)
        let heard = try #require(json["heard"] as? String)
        #expect(Self.folded(heard).contains("billete") || Self.folded(heard).contains("autobus"), "\(heard)")
        #expect(json["text"] as? String == heard)
        #expect(json["from"] as? String == "es" && json["to"] as? String == "en" && json["kind"] as? String == "sentence", "\(json)")
        let translation = try #require(json["translation"] as? String)
        #expect(translation.hasPrefix("I need"), "\(translation)")
        #expect(["ticket", "bus", "banknote"].contains { translation.contains($0) }, "\(translation)")

        // Kept in the history as the text heard, translated as that text typed is.
        let history = try fixture.cli.translationHistory()
        #expect(history.count == 1 && history.first?["text"] as? String == heard, "\(history)")
        #expect(history.first?["translation"] as? String == translation)
        let typed = try fixture.cli.translateJSON(["--from", "es", heard])
        #expect(typed["translation"] as? String == translation)
        #expect(Set(json.keys) == Set(typed.keys).union(["heard"]), "\(json.keys.sorted())")
        // The take is not kept.
        let takes = (try? FileManager.default.contentsOfDirectory(atPath: fixture.daemon.recordingsDirectory)) ?? []
        #expect(takes.isEmpty, "\(takes)")
    }

    @Test func aFrenchSentenceIsHeardThenTranslated() throws {
        let fixture = try PracticeFixture(pulse: true, microphone: true)
        defer { fixture.close() }
        let folder = try TemporaryFolder("listenfr")
        defer { folder.remove() }
        let clip = try Self.speech(Self.french, voice: "fr+f5", in: folder)
        // Debian has no Apertium pair for French → English sentences: into Spanish.
        let running = try fixture.cli.launch(["translate", "--listen", "--from", "fr", "--to", "es"])
        try speak(clip, into: fixture, for: running)
        let result = try running.finish(timeout: 40)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first = try #require(lines.first)
        #expect(first.hasPrefix("Heard: "), "\(result.stdout)")
        let heard = String(first.dropFirst("Heard: ".count))
        #expect(Self.folded(heard).contains("voudrais") && Self.folded(heard).contains("cafe"), "\(heard)")
        let typed = try fixture.cli.translateOutput(["--from", "fr", "--to", "es", heard])
        #expect(lines.dropFirst().joined(separator: "\n") == typed, "\(result.stdout)")
        #expect(typed.contains("café"), "\(typed)")
    }

    @Test func silenceIsNoSpeechAndNothingIsKept() throws {
        let fixture = try PracticeFixture(pulse: true, microphone: true)
        defer { fixture.close() }
        let result = try fixture.cli.run(["translate", "--listen", "--from", "es", "--to", "en"])
        #expect(result.status == 1 && result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.contains("No speech was heard."), "\(result.stderr)")
        #expect(try fixture.cli.translationHistory().isEmpty)
        let take = try #require(try fixture.cli.status()["recording"] as? [String: Any])
        #expect(take["ended"] as? String == "limit" && take["speech_heard"] as? Bool == false, "\(take)")
    }

    @Test func withoutTheRecogniserNothingIsRecorded() throws {
        let cli = try LearnctlRunner.signedIn()
        let empty = try TemporaryFolder("nowhisper")
        defer { empty.remove() }
        cli.environment["LEARNCTL_WHISPER_HOME"] = empty.path
        // No listend either: the recogniser is looked for before anyone is asked to speak.
        cli.environment["LISTEND_SOCKET"] = cli.home.appendingPathComponent("none.sock").path
        let result = try cli.translate(["--listen", "--from", "es"])
        #expect(result.status == 1 && result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.contains("Transcription is not installed"), "\(result.stderr)")
        #expect(result.stderr.contains("Install it with: sudo bash scripts/install-whisper.sh"), "\(result.stderr)")

        let german = try cli.translate(["--listen", "--from", "de", "--to", "en"])
        #expect(german.status == 1 && german.stderr.contains("Speech input understands English, Spanish and French; German is not among them."),
                "\(german.stderr)")
        let both = try cli.translate(["--listen", "hola"])
        #expect(both.status == LearnctlRunner.usageErrorStatus && both.stderr.contains("--listen takes no text"), "\(both.stderr)")
        #expect(try cli.translationHistory().isEmpty)
    }

    @Test func ctrlRInTheConversationSpeaksATurn() throws {
        let fixture = try PracticeFixture(pulse: true, microphone: true)
        defer { fixture.close() }
        let folder = try TemporaryFolder("listenconv")
        defer { folder.remove() }
        let clip = try Self.speech(Self.spanish, voice: "es+f5", in: folder)
        let terminal = try PseudoTerminal()
        let process = try fixture.cli.makeProcess(["translate", "converse", "--pair", "es-en", "--no-say"])
        try terminal.run(process)
        let start = try terminal.waitForFrame(containing: "A (es)> ")
        #expect(start.contains("Ctrl-R: speak"), "\(start)")
        terminal.type("\u{12}")
        try terminal.waitForFrame(containing: "Listening")
        try speak(clip, into: fixture)
        let frame = try terminal.waitForFrame(containing: "→ I need", timeout: 40)
        let row = try #require(frame.split(separator: "\n").first { Self.folded(String($0)).contains("necesit") }, "\(frame)")
        #expect(!row.hasPrefix(" "), "in A's column: \(row)")
        terminal.type("\u{1B}")
        try terminal.waitFor("Kept the conversation (1 utterance)")
        try waitForExit(of: process, timeout: 30)
        #expect(process.terminationStatus == 0)
        let entry = try jsonArray(try fixture.cli.translateOutput(["history", "1", "--json"]))
        let turns = try #require(entry.first?["turns"] as? [[String: Any]])
        #expect(turns.count == 1 && turns.first?["language"] as? String == "es", "\(turns)")
        let said = Self.folded(turns.first?["text"] as? String ?? "")
        #expect(said.contains("billete") || said.contains("autobus"), "\(turns)")
    }

    /// Waits until listend's take is under way (a virtual microphone may take a moment to bring
    /// its first samples), then plays `clip` into the microphone. A take that does not start is
    /// reported with what `running` said.
    private func speak(_ clip: String, into fixture: PracticeFixture, for running: RunningLearnctl? = nil) throws {
        let microphone = try #require(fixture.microphone)
        let started = try fixture.cli.waitForStatus {
            let recording = $0["recording"] as? [String: Any]
            return recording?["recording"] as? Bool == true && (recording?["duration"] as? Double ?? 0) >= 0.2
        }
        let said = running.flatMap { try? String(contentsOf: $0.errorURL, encoding: .utf8) } ?? ""
        #expect(started, "recording started; learnctl said: \(said)")
        try microphone.say(clip)
    }

    /// `text` said by espeak-ng's `voice` (a female variant at 130 words a minute, which Whisper
    /// base hears best of espeak-ng's voices), as a 16 kHz mono WAV file in `folder`.
    static func speech(_ text: String, voice: String, in folder: TemporaryFolder) throws -> String {
        let raw = "\(folder.path)/espeak-\(UUID().uuidString).wav"
        let path = raw.replacingOccurrences(of: ".wav", with: "-16k.wav")
        let spoken = try Shell.run("espeak-ng", ["-v", voice, "-s", "130", "-w", raw, text])
        guard spoken.status == 0 else { throw ShellError("espeak-ng: \(spoken.stderr)") }
        let converted = try Shell.run("sox", [raw, "-r", "16000", "-c", "1", "-b", "16", path])
        guard converted.status == 0 else { throw ShellError("sox: \(converted.stderr)") }
        return path
    }

    /// `text` in lower case without accents.
    static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
