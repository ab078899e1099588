import Localization

/// Translates text by running Apertium (`apertium -d FOLDER MODE`) with a time limit.
public struct Apertium: Sendable {
    /// The `apertium` program: a name looked up on the PATH, or a path.
    public var program = "apertium"
    /// The folder holding Apertium's modes.
    public var dataFolder: String
    public var timeout: Duration

    /// Whether the `apertium` program is on the PATH.
    public static var isInstalled: Bool { Subprocess.find("apertium") != nil }

    public init(dataFolder: String, timeout: Duration = .seconds(10)) {
        self.dataFolder = dataFolder
        self.timeout = timeout
    }

    /// Translates `text` with the mode `mode` ("eng-spa"), which translates `pair`.
    public func translate(_ text: String, mode: String, pair: LanguagePair) throws(TranslateError) -> MachineTranslation {
        let run = Subprocess(program: program, arguments: ["-d", dataFolder, "-f", "txt", mode])
        let outcome: Subprocess.Outcome
        do {
            outcome = try run.run(input: Array(text.utf8), timeout: timeout)
        } catch {
            switch error {
            case .notFound:
                throw .apertiumMissing(pair, package: DebianPackages.machineTranslation(for: pair) ?? tr("its language data"))
            case .timedOut:
                throw .apertiumTimedOut(pair, seconds: Int(timeout.components.seconds))
            case .couldNotStart(let reason):
                throw .apertiumFailed(pair, message: tr("it could not be started (%s).", reason))
            }
        }
        guard outcome.status == 0 else {
            let errors = String(decoding: outcome.errors, as: UTF8.self)
                .split(separator: "\n").first.map { String($0).trimmingSpaces } ?? ""
            throw .apertiumFailed(pair, message: errors.isEmpty ? tr("it ended with status %s.", String(outcome.status)) : errors)
        }
        var output = String(decoding: outcome.output, as: UTF8.self)
        // Apertium keeps the input's line ends; a trailing one the text did not have is dropped.
        while output.hasSuffix("\n"), !text.hasSuffix("\n") { output.removeLast() }
        return MachineTranslation(apertiumOutput: output)
    }
}
