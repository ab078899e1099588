import Foundation

/// Anki's own Python package, run through Tests/Fixtures/anki/anki_tool.py: packages made by
/// Anki, and what Anki finds in a package. The venv is `$LEARNCTL_ANKI_PYTHON`, else the one
/// scripts/install-anki.sh makes.
public enum AnkiTool {
    public static let python = ProcessInfo.processInfo.environment["LEARNCTL_ANKI_PYTHON"]
        ?? "/usr/local/lib/learnctl-anki/venv/bin/python"

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/anki/anki_tool.py").path

    /// A folder holding `new.apkg` (collection.anki21b), `legacy.apkg` (collection.anki21) and
    /// `expected.json`, exported by Anki once per test process.
    public static let packages: Result<String, ShellError> = {
        do {
            let folder = try TemporaryFolder("anki").path
            let result = try Shell.run(python, [script, "make", folder], timeout: 120)
            guard result.status == 0 else { return .failure(ShellError("anki_tool.py make failed: \(result.stderr)")) }
            return .success(folder)
        } catch {
            return .failure(ShellError("anki_tool.py make failed: \(error) (run scripts/install-anki.sh)"))
        }
    }()

    /// What Anki finds in a new collection after importing `apkg` and then each of `more` into it
    /// (see anki_tool.py `read`).
    public static func read(_ apkg: String, _ more: String...) throws -> [String: Any] {
        let result = try Shell.run(python, [script, "read", apkg] + more, timeout: 120)
        guard result.status == 0,
              let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        else { throw ShellError("anki_tool.py read failed: \(result.stderr)") }
        return object
    }

    /// `expected.json` of ``packages``.
    public static func expected() throws -> [String: Any] {
        let folder = try packages.get()
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/expected.json"))
        return try JSONSerialization.jsonObject(with: data) as! [String: Any]
    }
}
