import Foundation

/// The starter groups shipped with learnctl (Travel, Education, Cafe): the `.tsv` files of the
/// bundled `cards/` content folder, in Anki's plain-text format.
public enum StarterCards {
    /// The starter files, by name.
    public static func files(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> [URL] {
        let folder = try ContentDirectory.locate("cards", environment: environment)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return names.filter { $0.hasSuffix(".tsv") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The rows of every starter file.
    public static func rows(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> [CardFileRow] {
        try files(environment: environment).flatMap { url in
            try CardFileReader.read(try Data(contentsOf: url), file: url.path)
        }
    }
}
