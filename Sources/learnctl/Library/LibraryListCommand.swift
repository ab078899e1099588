import ArgumentParser

/// `learnctl library list`: the bundled recordings and yours, with where each comes from.
struct LibraryListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the bundled recordings and yours, with their source (file or url)."
    )

    func run() throws {
        let data: [String: Any]?
        do {
            data = try DaemonConnection(path: DaemonConnection.defaultPath()).send(["cmd": "list"]) as? [String: Any]
        } catch let failure as DaemonConnection.Failure {
            throw LibraryFailure(failure.description)
        }
        let tracks = data?["tracks"] as? [[String: Any]] ?? []
        let rows = tracks.map { track -> [String] in
            let duration = track["duration"] as? Double ?? 0
            let time = duration > 0 ? "\(Int(duration) / 60):\(String(format: "%02d", Int(duration) % 60))" : "–"
            return [track["title"] as? String ?? "?", track["level"] as? String ?? "–", time,
                    track["source"] as? String ?? "?", track["bundled"] as? Bool == true ? "bundled" : "yours"]
        }
        let header = ["TITLE", "LEVEL", "LENGTH", "SOURCE", "LIBRARY"]
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        for row in [header] + rows {
            print(row.enumerated().map { $0.offset == row.count - 1 ? $0.element : $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
                .joined(separator: "  "))
        }
    }
}
