import Dispatch
import Foundation
import Testing
import TestSupport
@testable import Transcription

struct TranscriberTests {
    private func transcribe(_ fake: FakeWhisper, language: String? = "en",
                            progress: (TranscriptionProgress) -> Void = { _ in }) -> Result<Recognition, TranscriptionError> {
        do throws(TranscriptionError) {
            return .success(try Transcriber(installation: fake.installation).transcribe("/tmp/audio.mp3", language: language, progress: progress))
        } catch {
            return .failure(error)
        }
    }

    @Test func segmentsAndProgressArriveInOrderAsTheyAreWritten() throws {
        let fake = try FakeWhisper(#"""
            with open(os.path.join(folder, "args.json"), "w") as f:
                json.dump(args, f)
            sys.stderr.write("UserWarning: something a library says\n")
            emit(type="info", duration=10.0, language="es", language_probability=0.87)
            emit(type="segment", start=0.5, end=4.0, text=" Hola, ¿qué tal? ", words=[
                {"text": "Hola,", "start": 0.5, "end": 1.0, "probability": 0.9},
                {"text": "¿qué", "start": 1.2, "end": 1.5, "probability": 0.8},
                {"text": "tal?", "start": 1.6, "end": 2.0, "probability": 0.95}])
            # The second segment waits until the test has seen the first one's progress.
            deadline = time.time() + 5
            while not os.path.exists(os.path.join(folder, "seen")) and time.time() < deadline:
                time.sleep(0.01)
            print("not JSON: a stray line", flush=True)
            emit(type="segment", start=5.0, end=10.0,
                 text="Bien." if os.path.exists(os.path.join(folder, "seen")) else "too late", words=[
                {"text": "Bien.", "start": 5.2, "end": 5.8, "probability": 0.99}])
            emit(type="done", segments=2, seconds=0.1)
            """#)
        defer { fake.folder.remove() }
        var progress: [TranscriptionProgress] = []
        let result = transcribe(fake, language: "es") { step in
            if progress.isEmpty { FileManager.default.createFile(atPath: fake.file("seen"), contents: Data()) }
            progress.append(step)
        }
        let recognition = try result.get()
        #expect(recognition == Recognition(language: "es", languageProbability: 0.87, duration: 10, segments: [
            RecognisedSegment(start: 0.5, end: 4, text: "Hola, ¿qué tal?", words: [
                RecognisedWord(text: "Hola,", start: 0.5, end: 1, probability: 0.9),
                RecognisedWord(text: "¿qué", start: 1.2, end: 1.5, probability: 0.8),
                RecognisedWord(text: "tal?", start: 1.6, end: 2, probability: 0.95),
            ]),
            RecognisedSegment(start: 5, end: 10, text: "Bien.", words: [RecognisedWord(text: "Bien.", start: 5.2, end: 5.8, probability: 0.99)]),
        ]))
        #expect(progress.map(\.transcribed) == [4, 10])
        #expect(progress.map(\.duration) == [10, 10])
        #expect(progress.map(\.fraction) == [0.4, 1])
        #expect(progress[0].elapsed > 0 && progress[0].elapsed <= progress[1].elapsed)
        let arguments = try JSONDecoder().decode([String].self, from: Data(try #require(fake.contents("args.json")).utf8))
        #expect(arguments == ["transcribe", "--model", fake.installation.defaultModel, "--audio", "/tmp/audio.mp3", "--threads", "2", "--language", "es"])
    }

    @Test func withoutALanguageTheDetectedOneIsUsedAndTheModelAndThreadsArePassed() throws {
        let fake = try FakeWhisper(#"""
            with open(os.path.join(folder, "args.json"), "w") as f:
                json.dump(args, f)
            emit(type="info", duration=3.0, language="fr", language_probability=0.6)
            emit(type="done", segments=0, seconds=0.1)
            """#)
        defer { fake.folder.remove() }
        let recognition = try Transcriber(installation: fake.installation, model: "/models/other", threads: 4)
            .transcribe("https://example.org/a.mp3", language: nil)
        #expect(recognition == Recognition(language: "fr", languageProbability: 0.6, duration: 3, segments: []))
        let arguments = try JSONDecoder().decode([String].self, from: Data(try #require(fake.contents("args.json")).utf8))
        #expect(arguments == ["transcribe", "--model", "/models/other", "--audio", "https://example.org/a.mp3", "--threads", "4"])
    }

    @Test(arguments: [
        ("model", 2, TranscriptionError.model("the model folder /m lacks model.bin")),
        ("audio", 3, TranscriptionError.audio("the model folder /m lacks model.bin")),
        ("usage", 4, TranscriptionError.helper(status: 4, message: "the model folder /m lacks model.bin")),
        ("internal", 1, TranscriptionError.helper(status: 1, message: "the model folder /m lacks model.bin")),
    ])
    func errorLinesSayWhatFailed(_ kind: String, _ status: Int, _ expected: TranscriptionError) throws {
        let fake = try FakeWhisper("""
            emit(type="info", duration=3.0, language="en", language_probability=1.0)
            emit(type="error", kind="\(kind)", message="the model folder /m lacks\\u0007 model.bin")
            sys.exit(\(status))
            """)
        defer { fake.folder.remove() }
        #expect(transcribe(fake) == .failure(expected))
    }

    @Test func aHelperThatCrashesIsReportedWithTheEndOfWhatItSaid() throws {
        let fake = try FakeWhisper(#"""
            sys.stderr.write("Traceback (most recent call last):\n")
            sys.stderr.write('  File "learnctl-whisper.py", line 9, in <module>\n')
            sys.stderr.write("    import faster_whisper\n")
            sys.stderr.write("ModuleNotFoundError: No module named 'faster_whisper'\n")
            sys.exit(1)
            """#)
        defer { fake.folder.remove() }
        guard case .failure(.helper(let status, let message)) = transcribe(fake) else {
            Issue.record("not a helper error")
            return
        }
        #expect(status == 1)
        #expect(!message.contains("Traceback"))
        // Its last three lines, one after another.
        #expect(message.contains("import faster_whisper ModuleNotFoundError"))
        #expect(message.hasSuffix("ModuleNotFoundError: No module named 'faster_whisper'"))
        #expect(!message.contains("\n"))
    }

    @Test func aHelperThatEndsWithoutAResultIsAnError() throws {
        let fake = try FakeWhisper(#"emit(type="info", duration=3.0, language="en", language_probability=1.0)"#)
        defer { fake.folder.remove() }
        #expect(transcribe(fake) == .failure(.helper(status: 0, message: "it ended without a result")))
    }

    @Test func aHelperKilledByASignalIsAnError() throws {
        let fake = try FakeWhisper(#"""
            emit(type="info", duration=3.0, language="en", language_probability=1.0)
            os.kill(os.getpid(), signal.SIGKILL)
            """#)
        defer { fake.folder.remove() }
        #expect(transcribe(fake) == .failure(.helper(status: 128 + 9, message: "it ended without a result")))
    }

    @Test func aMissingEnvironmentIsNotInstalledNamingThePathAndTheInstallCommand() throws {
        let fake = try FakeWhisper("")
        defer { fake.folder.remove() }
        try FileManager.default.removeItem(atPath: "\(fake.installation.home)/venv")
        let result = transcribe(fake)
        #expect(result == .failure(.notInstalled(missing: "\(fake.installation.home)/venv/bin/python3, faster-whisper's Python environment",
                                                 installCommand: WhisperInstallation.installCommand)))
        guard case .failure(let error) = result else { return }
        #expect(error.message.contains("\(fake.installation.home)/venv/bin/python3"))
        #expect(error.message.contains("scripts/install-whisper.sh"))
    }

    @Test func cancelStopsTheHelperAndEverythingItStartedPromptly() throws {
        let fake = try FakeWhisper(#"""
            emit(type="info", duration=60.0, language="en", language_probability=1.0)
            child = subprocess.Popen(["sleep", "30"])
            with open(os.path.join(folder, "pids"), "w") as f:
                f.write(f"{os.getpid()} {child.pid} {os.getpgrp()}")
            emit(type="segment", start=0.0, end=1.0, text="Hi.", words=[{"text": "Hi.", "start": 0.1, "end": 0.5}])
            time.sleep(30)
            emit(type="done", segments=1, seconds=30)
            """#)
        defer { fake.folder.remove() }
        let transcriber = Transcriber(installation: fake.installation)
        let outcome = Locked<Result<Recognition, TranscriptionError>?>(nil)
        let firstSegment = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
        Thread {
            let result: Result<Recognition, TranscriptionError>
            do throws(TranscriptionError) {
                result = .success(try transcriber.transcribe("/tmp/audio.mp3", language: "en") { _ in firstSegment.signal() })
            } catch {
                result = .failure(error)
            }
            outcome.withLock { $0 = result }
            finished.signal()
        }.start()
        try #require(firstSegment.wait(timeout: .now() + 10) == .success, "the helper did not start")
        let pids = try #require(fake.contents("pids")).split(separator: " ").compactMap { Int32($0) }
        try #require(pids.count == 3)
        let (helper, child, group) = (pids[0], pids[1], pids[2])
        #expect(group == helper, "the helper leads a process group of its own")
        #expect(isAlive(child))

        let asked = ContinuousClock.now
        transcriber.cancel()
        try #require(finished.wait(timeout: .now() + 5) == .success, "transcribe did not return")
        #expect(ContinuousClock.now - asked < .seconds(2))
        #expect(outcome.current == .failure(.cancelled))
        #expect(Poll.until(timeout: 2) { liveMembers(ofGroup: group).isEmpty }, "left running: \(liveMembers(ofGroup: group))")
        #expect(!isAlive(child))
    }

    @Test func aTranscriberCancelledBeforeItStartsStopsAtOnce() throws {
        let fake = try FakeWhisper(#"""
            emit(type="info", duration=60.0, language="en", language_probability=1.0)
            time.sleep(30)
            emit(type="done", segments=0, seconds=30)
            """#)
        defer { fake.folder.remove() }
        let transcriber = Transcriber(installation: fake.installation)
        transcriber.cancel()
        let started = ContinuousClock.now
        #expect(throws: TranscriptionError.cancelled) { try transcriber.transcribe("/tmp/audio.mp3", language: "en") }
        #expect(ContinuousClock.now - started < .seconds(2))
    }

    @Test(arguments: [
        (TranscriptionError.notInstalled(missing: "/w/venv/bin/python3", installCommand: "sudo install"), "/w/venv/bin/python3"),
        (.model("no model.bin"), "no model.bin"), (.audio("cannot decode x.mp3"), "cannot decode x.mp3"),
        (.cancelled, "stopped"), (.helper(status: 137, message: "Killed"), "137"),
    ])
    func errorMessagesSayWhatHappened(_ error: TranscriptionError, _ part: String) {
        #expect(error.message.contains(part))
    }
}
