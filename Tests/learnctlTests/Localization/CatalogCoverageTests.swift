import Foundation
import Testing
import TestSupport

/// Every message the sources pass to `tr`/`trn` is translated in po/es.po and po/fr.po, and the
/// catalogs compile with their formats checked.
@Suite struct CatalogCoverageTests {
    @Test func everySourceMessageIsTranslatedInEachCatalog() throws {
        let template = try extractedTemplate()
        let messages = POFile.parse(template).map(\.id).filter { !$0.isEmpty }
        #expect(messages.count > 10)
        for language in ["es", "fr"] {
            let catalog = try String(
                contentsOf: MessageCatalogs.repository.appendingPathComponent("po/\(language).po"), encoding: .utf8)
            let translated = Set(POFile.parse(catalog).filter(\.isTranslated).map(\.id))
            let missing = messages.filter { !translated.contains($0) }
            #expect(missing.isEmpty, "po/\(language).po lacks \(missing.count) translations: \(missing.prefix(20))")
        }
    }

    @Test func theCatalogsCompileWithTheirFormatsChecked() {
        #expect(MessageCatalogs.directory != nil, "scripts/compile-catalogs.sh failed; run it to see msgfmt's complaint")
    }

    @Test func noMessageIsBuiltByInterpolation() throws {
        // xgettext cannot read `tr("… \(x) …")`, and the catalog would hold a different text.
        let sources = try FileManager.default.subpathsOfDirectory(
            atPath: MessageCatalogs.repository.appendingPathComponent("Sources").path)
        let pattern = try Regex(#"\btrn?\("(?:[^"\\]|\\.)*\\\("#)
        var offenders: [String] = []
        for path in sources where path.hasSuffix(".swift") {
            let text = try String(
                contentsOf: MessageCatalogs.repository.appendingPathComponent("Sources/\(path)"), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(pattern) {
                offenders.append("\(path):\(number + 1)")
            }
        }
        #expect(offenders.isEmpty, "interpolated messages: \(offenders)")
    }

    private func extractedTemplate() throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("learnctl-\(UUID().uuidString).pot")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [MessageCatalogs.repository.appendingPathComponent("scripts/update-catalogs.sh").path, output.path]
        process.standardError = FileHandle.nullDevice
        try process.start()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        return try String(contentsOf: output, encoding: .utf8)
    }
}

/// The entries of a PO file, as far as these tests need them.
struct POFile {
    struct Entry {
        var id = ""
        var translations: [String] = []
        var isFuzzy = false
        var isObsolete = false
        var isTranslated: Bool {
            !isFuzzy && !isObsolete && !translations.isEmpty && translations.allSatisfy { !$0.isEmpty }
        }
    }

    static func parse(_ text: String) -> [Entry] {
        var entries: [Entry] = []
        var current = Entry()
        var field: String?
        func finish() {
            if field != nil { entries.append(current) }
            current = Entry()
            field = nil
        }
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            if line.isEmpty { finish(); continue }
            if line.hasPrefix("#~") { current.isObsolete = true; continue }
            if line.hasPrefix("#,") { current.isFuzzy = line.contains("fuzzy"); continue }
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("msgid_plural ") { field = "plural"; continue }
            if line.hasPrefix("msgid ") {
                if field?.hasPrefix("msgstr") == true { finish() }
                field = "msgid"; current.id = unquote(line.dropFirst(6)); continue
            }
            if line.hasPrefix("msgstr") {
                field = "msgstr"
                let value = line.drop(while: { $0 != " " }).dropFirst()
                current.translations.append(unquote(value)); continue
            }
            if line.hasPrefix("\"") {
                if field == "msgid" { current.id += unquote(line[...]) }
                if field == "msgstr", !current.translations.isEmpty {
                    current.translations[current.translations.count - 1] += unquote(line[...])
                }
            }
        }
        finish()
        return entries
    }

    private static func unquote(_ text: Substring) -> String {
        var body = text.trimmingCharacters(in: .whitespaces)
        if body.hasPrefix("\"") { body.removeFirst() }
        if body.hasSuffix("\"") { body.removeLast() }
        return body
    }
}
