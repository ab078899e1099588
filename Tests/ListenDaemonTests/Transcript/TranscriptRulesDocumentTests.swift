import Foundation
import Testing

/// docs/transcripts.md names a test for every rule: each name it gives is a test that exists.
struct TranscriptRulesDocumentTests {
    @Test func everyTestTheDocumentNamesExists() throws {
        let here = URL(fileURLWithPath: #filePath)
        let tests = here.deletingLastPathComponent().deletingLastPathComponent()
        let document = try String(contentsOf: tests.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/transcripts.md"), encoding: .utf8)
        // `Suite.test` or `Folder/Suite.test`, in backticks, in the tables' last column.
        let pattern = try NSRegularExpression(pattern: #"`((?:[A-Za-z]+/)?[A-Z][A-Za-z]+Tests)(?:\.([a-zA-Z0-9]+))?`"#)
        let matches = pattern.matches(in: document, range: NSRange(document.startIndex..., in: document))
        #expect(matches.count > 40, "\(matches.count) tests named")
        for match in matches {
            let suite = String(document[Range(match.range(at: 1), in: document)!])
            let folder = suite.contains("/") ? "" : "Transcript/"
            let file = tests.appendingPathComponent("\(folder)\(suite).swift")
            var source = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            if source.isEmpty {
                // A suite declared in another suite's file (OverlappingTranscriptTests lives in TranscriptTests.swift).
                let name = suite.split(separator: "/").last.map(String.init) ?? suite
                let files = try FileManager.default.subpathsOfDirectory(atPath: tests.path).filter { $0.hasSuffix(".swift") }
                source = files.map { (try? String(contentsOf: tests.appendingPathComponent($0), encoding: .utf8)) ?? "" }
                    .first { $0.contains("struct \(name)") } ?? ""
            }
            #expect(!source.isEmpty, "no file for \(suite)")
            if let range = Range(match.range(at: 2), in: document) {
                let test = document[range]
                #expect(source.contains("func \(test)("), "\(suite).\(test) is not a test")
            }
        }
    }
}
