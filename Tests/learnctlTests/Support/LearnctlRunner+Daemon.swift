import Foundation
import TestSupport

extension LearnctlRunner {
    /// A runner whose player commands reach `daemon` through `LISTEND_SOCKET`.
    static func talking(to daemon: DaemonProcess) throws -> LearnctlRunner {
        let cli = try LearnctlRunner()
        cli.environment["LISTEND_SOCKET"] = daemon.socketPath
        return cli
    }

    /// Runs `learnctl arguments` and decodes its standard output as one JSON object.
    func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try run(arguments)
        guard result.status == 0,
              let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] else {
            throw LearnctlUnexpectedOutput(arguments: arguments, result: result)
        }
        return object
    }

    /// The daemon's status object, as `learnctl status --json` prints it.
    func status() throws -> [String: Any] {
        try json(["status", "--json"])
    }

    /// Polls the status until `predicate` holds; false after `timeout` seconds.
    func waitForStatus(timeout: TimeInterval = 10, _ predicate: ([String: Any]) -> Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if predicate(try status()) { return true }
            usleep(50_000)
        }
        return false
    }
}

/// A `learnctl` run whose output was not what a test could read.
struct LearnctlUnexpectedOutput: Error, CustomStringConvertible {
    let arguments: [String]
    let result: LearnctlResult
    var description: String {
        "learnctl \(arguments.joined(separator: " ")) exited \(result.status): \(result.stdout) \(result.stderr)"
    }
}
