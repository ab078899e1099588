import Foundation

extension LearnctlRunner {
    /// A password the account tests use; distinctive enough to search files for.
    static let password = "correct horse battery staple"

    /// Signs up `email` through `learnctl signup --password-stdin`; throws if it fails.
    @discardableResult
    func signUp(
        _ email: String = "ada@example.com", password: String = LearnctlRunner.password, now: String? = nil
    ) throws -> LearnctlResult {
        try succeed(["signup", "--email", email, "--password-stdin"], stdin: password + "\n", now: now)
    }

    /// Signs in `email` through `learnctl signin --password-stdin`; throws if it fails.
    @discardableResult
    func signIn(
        _ email: String = "ada@example.com", password: String = LearnctlRunner.password, now: String? = nil
    ) throws -> LearnctlResult {
        try succeed(["signin", "--email", email, "--password-stdin"], stdin: password + "\n", now: now)
    }

    /// Starts from `email` signed up with ``password`` and signed in, as ``signUp(_:password:now:)``
    /// leaves a runner: copies of the files one real sign-up of `email` wrote
    /// (``SignedUpAccounts``) when this runner has no database or session yet, else a sign-up.
    func startSignedUp(_ email: String = "ada@example.com") throws {
        let files = FileManager.default
        guard !files.fileExists(atPath: databaseURL.path), !files.fileExists(atPath: sessionFileURL.path) else {
            try signUp(email)
            return
        }
        let folder = try SignedUpAccounts.folder(for: email)
        try SignedUpAccounts.copy(folder.appendingPathComponent(SignedUpAccounts.databaseName), to: databaseURL)
        try SignedUpAccounts.copy(folder.appendingPathComponent(SignedUpAccounts.sessionName), to: sessionFileURL)
    }

    /// Runs `learnctl arguments` and throws unless it exits with status 0.
    @discardableResult
    func succeed(_ arguments: [String], stdin: String = "", now: String? = nil) throws -> LearnctlResult {
        let result = try run(arguments, stdin: stdin, now: now)
        guard result.status == 0 else { throw LearnctlFailed(arguments: arguments, result: result) }
        return result
    }
}

/// A `learnctl` run that was expected to succeed.
struct LearnctlFailed: Error, CustomStringConvertible {
    let arguments: [String]
    let result: LearnctlResult
    var description: String {
        "learnctl \(arguments.joined(separator: " ")) exited with \(result.status): \(result.stderr)"
    }
}

/// `LEARNCTL_NOW` values: 2025-01-31T09:00:00Z plus `seconds`.
func learnctlNow(plus seconds: TimeInterval = 0) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: Date(timeIntervalSince1970: 1_738_314_000 + seconds))
}

/// One day in seconds.
let day: TimeInterval = 24 * 60 * 60
