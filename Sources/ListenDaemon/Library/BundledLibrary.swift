#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ListenProtocol

/// The recordings that ship with listend: `index.json` and its MP3 and WebVTT files in one folder.
public enum BundledLibrary {
    private struct Index: Decodable {
        struct Recording: Decodable {
            var id: String
            var title: String
            var level: String?
            var description: String?
            var file: String
            var transcript: String?
            var duration: Double?
            var questions: [Question]?
        }
        /// A question as the index stores it: `line` counts from 0.
        struct Question: Decodable {
            var prompt: String
            var options: [String]
            var answer: Int
            var explanation: String
            var quote: String
            var line: Int
        }
        var recordings: [Recording]
    }

    /// Reads `<directory>/index.json`; paths in the entries are made absolute.
    public static func load(from directory: String) throws -> [CatalogEntry] {
        try loadWithQuestions(from: directory).entries
    }

    /// Reads `<directory>/index.json`: the entries, and the comprehension questions by recording id.
    public static func loadWithQuestions(from directory: String) throws
        -> (entries: [CatalogEntry], questions: [String: [ComprehensionQuestion]]) {
        let indexPath = "\(directory)/index.json"
        let index = try JSONFile.decode(Index.self, at: indexPath, unreadable: "Cannot read the listening library index \(indexPath).",
                                        invalid: { "The listening library index \(indexPath) is not valid: \($0)." })
        let entries = index.recordings.map { r in
            CatalogEntry(id: r.id, title: r.title, level: r.level, description: r.description,
                         location: .file(absolute(r.file, in: directory)),
                         transcript: r.transcript.map { absolute($0, in: directory) },
                         duration: r.duration ?? 0, bundled: true)
        }
        var questions: [String: [ComprehensionQuestion]] = [:]
        for r in index.recordings {
            guard let asked = r.questions, !asked.isEmpty else { continue }
            questions[r.id] = asked.map { q in
                ComprehensionQuestion(prompt: q.prompt, options: q.options, answer: q.answer,
                                      explanation: q.explanation, quote: q.quote, line: q.line + 1)
            }
        }
        return (entries, questions)
    }

    /// The folder to use: the one given, `$LISTEND_AUDIO_DIR`, `<prefix>/share/listend/audio` next
    /// to the executable, or an `Audio/` folder with an index above the executable (a source checkout).
    public static func locate(explicit: String?, executable: String, environment: [String: String]) -> String? {
        if let explicit { return explicit }
        if let fromEnvironment = environment["LISTEND_AUDIO_DIR"], !fromEnvironment.isEmpty { return fromEnvironment }
        var directory = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        let installed = directory.deletingLastPathComponent().appendingPathComponent("share/listend/audio")
        if FileManager.default.fileExists(atPath: installed.appendingPathComponent("index.json").path) { return installed.path }
        for _ in 0..<8 {
            let candidate = directory.appendingPathComponent("Audio")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("index.json").path) { return candidate.path }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    private static func absolute(_ path: String, in directory: String) -> String {
        path.hasPrefix("/") ? path : "\(directory)/\(path)"
    }
}
