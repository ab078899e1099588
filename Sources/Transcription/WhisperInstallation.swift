import Foundation

/// Where faster-whisper is installed: a Python virtual environment and the Whisper base model
/// under one folder (`scripts/install-whisper.sh` makes both), and the helper script that runs it.
public struct WhisperInstallation: Sendable {
    /// The environment variable naming the installation folder.
    public static let homeVariable = "LEARNCTL_WHISPER_HOME"
    /// Where `scripts/install-whisper.sh` installs when the variable is not set.
    public static let defaultHome = "/usr/local/lib/learnctl-whisper"
    /// The command that installs it, as error messages name it.
    public static let installCommand = "sudo bash scripts/install-whisper.sh (in listend's source folder; scripts/install-deps.sh runs it too)"

    /// The installation folder.
    public let home: String
    /// The helper script (`learnctl-whisper.py`).
    public let helper: String

    public init(home: String, helper: String) {
        self.home = home
        self.helper = helper
    }

    /// The installation `environment` names, else the default one; `helper` is the script's path.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment, helper: String) -> WhisperInstallation {
        let home = environment[homeVariable].flatMap { $0.isEmpty ? nil : $0 } ?? defaultHome
        return WhisperInstallation(home: home, helper: helper)
    }

    /// The virtual environment's Python.
    public var python: String { "\(home)/venv/bin/python3" }

    /// The bundled model: Whisper base (multilingual), in CTranslate2 form.
    public var defaultModel: String { "\(home)/models/whisper-base" }

    /// Throws ``TranscriptionError/notInstalled(missing:installCommand:)`` naming what is missing.
    public func check() throws(TranscriptionError) {
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw .notInstalled(missing: "\(python), faster-whisper's Python environment", installCommand: Self.installCommand)
        }
        guard FileManager.default.fileExists(atPath: helper) else {
            throw .notInstalled(missing: "\(helper), the transcription helper", installCommand: Self.installCommand)
        }
    }

    /// Whether the environment and the bundled model are both there.
    public var isInstalled: Bool {
        (try? check()) != nil && FileManager.default.fileExists(atPath: "\(defaultModel)/model.bin")
    }
}
