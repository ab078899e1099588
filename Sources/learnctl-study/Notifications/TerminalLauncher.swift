import Foundation

/// Opens learnctl (its home screen) in a new terminal window: `$TERMINAL -e learnctl`, else
/// Debian's `x-terminal-emulator -e learnctl`. Started and left running, never waited for.
enum TerminalLauncher {
    /// The command line that opens it.
    static func command(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        let terminal = environment["TERMINAL"].flatMap { $0.isEmpty ? nil : $0 } ?? "x-terminal-emulator"
        return [terminal, "-e", LearnctlProgram.path]
    }

    /// Starts the terminal; false when it could not be started.
    @discardableResult
    static func openLearnctl() -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            return true
        } catch {
            return false
        }
    }
}
