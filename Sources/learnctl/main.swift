import Localization
#if canImport(Glibc)
import Glibc
#endif

// learnctl: the player commands status bars and key bindings run often are carried out here;
// everything else is learnctl-study's.
let arguments = Array(CommandLine.arguments.dropFirst())
MessageCatalog.setUp()
if let command = QuickCommand(arguments) {
    exit(command.run())
}
StudyExecutable.exec(arguments)
