import ListenClient
#if canImport(Glibc)
import Glibc
import Localization
#endif

/// `learnctl-study`, the program with every learnctl command (the learning modules, the player
/// screen, help and completions), which learnctl runs for everything ``QuickCommand`` does not
/// take — the way git runs `git-<command>` programs.
enum StudyExecutable {
    static let name = "learnctl-study"

    /// Where it is: beside this program (a build folder), else in `../libexec/learnctl/` (an
    /// installation); symbolic links to learnctl are followed first.
    static func path() -> String? {
        guard let own = realpath("/proc/self/exe", nil) else { return nil }
        defer { free(own) }
        var folder = String(cString: own)
        while let last = folder.last, last != "/" { folder.removeLast() }
        return [folder + name, folder + "../libexec/learnctl/" + name].first { access($0, X_OK) == 0 }
    }

    /// Replaces this process with learnctl-study, passing `arguments` on.
    static func exec(_ arguments: [String]) -> Never {
        guard let path = path() else {
            Output.error("learnctl: " + tr("cannot find %s beside learnctl or in ../libexec/learnctl/; reinstall learnctl.", name))
            exit(1)
        }
        var argv: [UnsafeMutablePointer<CChar>?] = (["learnctl"] + arguments).map { strdup($0) }
        argv.append(nil)
        execv(path, &argv)
        Output.error("learnctl: " + tr("cannot run %1$s: %2$s.", path, String(cString: strerror(errno))))
        exit(1)
    }
}
