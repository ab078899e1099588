import Foundation

/// Where the `learnctl` program is, for what runs it later (the reminder's systemd service, the
/// terminal a notification opens): beside this program in a build folder, `../../bin/learnctl`
/// from an installation's `libexec/learnctl/`, else this program itself, which takes the same
/// arguments.
enum LearnctlProgram {
    static var path: String {
        let own = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        let folder = URL(fileURLWithPath: own).deletingLastPathComponent()
        let candidates = [
            folder.appendingPathComponent("learnctl"),
            folder.appendingPathComponent("../../bin/learnctl").standardizedFileURL,
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }?.path ?? own
    }
}
