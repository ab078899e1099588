import Foundation
import Testing
import TestSupport
@testable import Transcription

struct WhisperInstallationTests {
    @Test func theHomeComesFromTheEnvironmentElseTheDefault() {
        #expect(WhisperInstallation.fromEnvironment([WhisperInstallation.homeVariable: "/opt/w"], helper: "/h.py").home == "/opt/w")
        #expect(WhisperInstallation.fromEnvironment([WhisperInstallation.homeVariable: ""], helper: "/h.py").home == WhisperInstallation.defaultHome)
        #expect(WhisperInstallation.fromEnvironment([:], helper: "/h.py").home == "/usr/local/lib/learnctl-whisper")
        #expect(WhisperInstallation.fromEnvironment([:], helper: "/h.py").helper == "/h.py")
    }

    @Test func itsPythonAndModel() {
        let installation = WhisperInstallation(home: "/opt/w", helper: "/h.py")
        #expect(installation.python == "/opt/w/venv/bin/python3")
        #expect(installation.defaultModel == "/opt/w/models/whisper-base")
    }

    @Test func aMissingEnvironmentIsNamedWithTheInstallCommand() {
        let installation = WhisperInstallation(home: "/nonexistent/whisper-home", helper: "/nonexistent/helper.py")
        #expect(throws: TranscriptionError.notInstalled(missing: "/nonexistent/whisper-home/venv/bin/python3, faster-whisper's Python environment",
                                                        installCommand: WhisperInstallation.installCommand)) {
            try installation.check()
        }
        #expect(!installation.isInstalled)
    }

    @Test func aMissingHelperIsNamed() throws {
        let fake = try FakeWhisper("")
        defer { fake.folder.remove() }
        let installation = WhisperInstallation(home: fake.installation.home, helper: fake.file("missing.py"))
        #expect(throws: TranscriptionError.notInstalled(missing: "\(fake.file("missing.py")), the transcription helper",
                                                        installCommand: WhisperInstallation.installCommand)) {
            try installation.check()
        }
    }

    @Test func itIsInstalledOnceTheModelIsThere() throws {
        let fake = try FakeWhisper("")
        defer { fake.folder.remove() }
        try fake.installation.check()
        #expect(!fake.installation.isInstalled)
        try FileManager.default.createDirectory(atPath: fake.installation.defaultModel, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: "\(fake.installation.defaultModel)/model.bin", contents: Data())
        #expect(fake.installation.isInstalled)
    }
}
