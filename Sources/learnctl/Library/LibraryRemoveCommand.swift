import ArgumentParser

/// `learnctl library remove <title>`.
struct LibraryRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove one of your recordings from the library (the file itself is kept)."
    )

    @Argument(help: "The title (or id) of the recording.")
    var title: [String]

    func run() throws {
        let name = title.joined(separator: " ")
        do {
            let track = try DaemonConnection(path: DaemonConnection.defaultPath()).send(["cmd": "library_remove", "title": name]) as? [String: Any]
            print("Removed \"\(track?["title"] as? String ?? name)\".")
        } catch let failure as DaemonConnection.Failure {
            throw LibraryFailure(failure.description)
        }
    }
}
