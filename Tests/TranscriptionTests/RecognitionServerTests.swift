import Foundation
import Testing
import TestSupport
@testable import Transcription

/// The helper's `serve` command as ``RecognitionServer`` drives it, with stand-in helpers.
struct RecognitionServerTests {
    /// A helper that serves each request line with one segment naming its process and request.
    static let echo = #"""
        with open(os.path.join(folder, "starts"), "a") as f:
            f.write("start\n")
        emit(type="ready", model=args[args.index("--model") + 1])
        for line in sys.stdin:
            request = json.loads(line)
            if request["audio"].endswith("missing.wav"):
                emit(type="error", kind="audio", message=request["audio"] + " does not exist")
                continue
            if request["audio"].endswith("crash.wav"):
                sys.stderr.write("Segmentation fault\n")
                sys.exit(139)
            emit(type="info", duration=2.0, language=request["language"], language_probability=1.0)
            text = f'{os.getpid()} {request["audio"]} {request["fit_window"]}'
            emit(type="segment", start=0.1, end=1.5, text=text, words=[
                {"text": "Bus.", "start": 0.2, "end": 0.6, "probability": 0.42}])
            emit(type="done", segments=1, seconds=0.1)
        """#

    func recognise(_ server: RecognitionServer, _ path: String) -> Result<Recognition, TranscriptionError> {
        do throws(TranscriptionError) {
            return .success(try server.recognise(path, language: "en"))
        } catch {
            return .failure(error)
        }
    }

    @Test func takesAreServedOneAfterAnotherByOneHelperWithTheWindowFitted() throws {
        let fake = try FakeWhisper(Self.echo)
        defer { fake.folder.remove() }
        let server = RecognitionServer(installation: fake.installation)
        server.start()
        let first = try recognise(server, "/tmp/one.wav").get()
        let second = try recognise(server, "/tmp/two.wav").get()
        let (pid1, pid2) = (first.text.split(separator: " ")[0], second.text.split(separator: " ")[0])
        #expect(pid1 == pid2, "one helper serves both")
        #expect(first.text.hasSuffix("/tmp/one.wav True") && second.text.hasSuffix("/tmp/two.wav True"))
        #expect(first.words == [RecognisedWord(text: "Bus.", start: 0.2, end: 0.6, probability: 0.42)])
        #expect(first.language == "en" && first.duration == 2)
        #expect(fake.contents("starts") == "start\n")
    }

    @Test func aTakeThatCannotBeReadIsAnErrorAndTheNextIsServed() throws {
        let fake = try FakeWhisper(Self.echo)
        defer { fake.folder.remove() }
        let server = RecognitionServer(installation: fake.installation)
        #expect(recognise(server, "/tmp/missing.wav") == .failure(.audio("/tmp/missing.wav does not exist")))
        #expect(try recognise(server, "/tmp/three.wav").get().text.hasSuffix("/tmp/three.wav True"))
        #expect(fake.contents("starts") == "start\n")
    }

    @Test func aHelperThatDiesIsReportedAndTheNextTakeStartsAnother() throws {
        let fake = try FakeWhisper(Self.echo)
        defer { fake.folder.remove() }
        let server = RecognitionServer(installation: fake.installation)
        guard case .failure(.helper(let status, let message)) = recognise(server, "/tmp/crash.wav") else {
            Issue.record("a crash is a helper error")
            return
        }
        #expect(status == 139 && message.contains("Segmentation fault"))
        #expect(try recognise(server, "/tmp/four.wav").get().text.hasSuffix("/tmp/four.wav True"))
        #expect(fake.contents("starts") == "start\nstart\n")
    }

    @Test func aModelThatCannotBeLoadedIsSaidAtOnceForEveryTake() throws {
        let fake = try FakeWhisper(#"""
            with open(os.path.join(folder, "starts"), "a") as f:
                f.write("start\n")
            emit(type="error", kind="model", message="the model folder /m lacks model.bin")
            sys.exit(2)
            """#)
        defer { fake.folder.remove() }
        let server = RecognitionServer(installation: fake.installation)
        #expect(recognise(server, "/tmp/a.wav") == .failure(.model("the model folder /m lacks model.bin")))
        #expect(recognise(server, "/tmp/b.wav") == .failure(.model("the model folder /m lacks model.bin")))
        #expect(fake.contents("starts") == "start\n", "a model that failed is not loaded again for each take")
    }

    @Test func withoutTheInstallationItSaysWhatIsMissing() {
        let server = RecognitionServer(installation: WhisperInstallation(home: "/nonexistent/whisper", helper: "/nonexistent/helper.py"))
        guard case .failure(.notInstalled(let missing, _)) = recognise(server, "/tmp/a.wav") else {
            Issue.record("not installed")
            return
        }
        #expect(missing.contains("/nonexistent/whisper/venv/bin/python3"))
    }
}
