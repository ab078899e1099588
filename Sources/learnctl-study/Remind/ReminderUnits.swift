import Foundation

/// The daily reminder's systemd user units: `learnctl-remind.timer` at the chosen time and the
/// `learnctl-remind.service` it starts, which runs `learnctl remind notify`. They live in
/// `$XDG_CONFIG_HOME/systemd/user/` (`~/.config/systemd/user/`); the timer file is the one place
/// the time is kept.
struct ReminderUnits {
    static let timerName = "learnctl-remind.timer"
    static let serviceName = "learnctl-remind.service"
    /// What learnctl reads from its environment, passed on to the service as it is now.
    static let passedEnvironment = [
        "LEARNCTL_DB", "LEARNCTL_CONTENT_DIR", "LEARNCTL_LOCALEDIR", "XDG_DATA_HOME", "XDG_STATE_HOME",
        "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "TZ",
    ]

    let directory: URL

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let configuration = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        directory = URL(fileURLWithPath: configuration).appendingPathComponent("systemd/user", isDirectory: true)
    }

    var timerURL: URL { directory.appendingPathComponent(Self.timerName) }
    var serviceURL: URL { directory.appendingPathComponent(Self.serviceName) }
    /// The link `systemctl --user enable` makes, so that the timer starts with the user's manager.
    var enabledLinkURL: URL { directory.appendingPathComponent("timers.target.wants/\(Self.timerName)") }

    /// The time the installed timer fires; nil when there is none (the reminder is off).
    func installedTime() -> ReminderTime? {
        guard let text = try? String(contentsOf: timerURL, encoding: .utf8) else { return nil }
        return text.split(separator: "\n").lazy.compactMap { line -> ReminderTime? in
            guard line.hasPrefix("OnCalendar=") else { return nil }
            return ReminderTime(onCalendar: String(line.dropFirst("OnCalendar=".count)))
        }.first
    }

    /// Writes both units: the timer at `time`, the service running `program remind notify`.
    func write(at time: ReminderTime, program: String, environment: [String: String]) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.service(program: program, environment: environment).write(to: serviceURL, atomically: true, encoding: .utf8)
        try Self.timer(at: time).write(to: timerURL, atomically: true, encoding: .utf8)
    }

    /// Makes the link `systemctl --user enable` would, for a user manager that is not running now.
    func linkForNextStart() throws {
        let folder = enabledLinkURL.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: enabledLinkURL)
        try FileManager.default.createSymbolicLink(atPath: enabledLinkURL.path, withDestinationPath: "../\(Self.timerName)")
    }

    /// Whether either unit or the link is there.
    var exist: Bool {
        [enabledLinkURL, timerURL, serviceURL].contains(where: Self.isThere)
    }

    /// Removes both units and the link.
    func remove() throws {
        for url in [enabledLinkURL, timerURL, serviceURL] where Self.isThere(url) {
            try FileManager.default.removeItem(at: url)
        }
    }

    /// Whether there is a file or a link (even a dangling one) at `url`.
    private static func isThere(_ url: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: url.path)) != nil
    }

    static func timer(at time: ReminderTime) -> String {
        """
        [Unit]
        Description=learnctl daily reminder at \(time)

        [Timer]
        OnCalendar=\(time.onCalendar)
        Persistent=true
        Unit=\(serviceName)

        [Install]
        WantedBy=timers.target

        """
    }

    /// The service; `KillMode=process` leaves the terminal a notification's action opened running
    /// when `learnctl remind notify` ends.
    static func service(program: String, environment: [String: String]) -> String {
        let variables = passedEnvironment.compactMap { name in
            environment[name].map { "Environment=" + quoted("\(name)=\($0)") + "\n" }
        }.joined()
        return """
            [Unit]
            Description=learnctl daily reminder: a desktop notification if nothing was learned today

            [Service]
            Type=oneshot
            \(variables)ExecStart=\(quoted(program).replacingOccurrences(of: "$", with: "$$")) remind notify
            KillMode=process

            """
    }

    /// A value in double quotes as systemd reads it: backslashes and quotes escaped, `%` doubled.
    static func quoted(_ value: String) -> String {
        "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "%", with: "%%") + "\""
    }
}
