import Foundation
import Testing

/// The bundled articles pass their own checker, `Content/articles/check.py`, as a contributor runs it.
struct BundledArticlesCheckTests {
    @Test func theBundledArticlesPassTheirChecker() throws {
        let checker = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Content/articles/check.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [checker.path]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaints = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(printed)\(complaints)")
        let summary = try #require(printed.split(separator: "\n").last, "\(printed)")
        // "30 articles: A1 6, A2 6, B1 6, B2 6, C1 6"
        let halves = summary.components(separatedBy: " articles: ")
        #expect((Int(halves.first ?? "") ?? 0) >= 30, "\(summary)")
        let perLevel = Dictionary(uniqueKeysWithValues: (halves.last ?? "").components(separatedBy: ", ").map { pair in
            let parts = pair.split(separator: " ")
            return (String(parts.first ?? ""), Int(parts.last ?? "") ?? 0)
        })
        #expect(perLevel.keys.sorted() == ["A1", "A2", "B1", "B2", "C1"], "\(summary)")
        #expect(perLevel.values.allSatisfy { $0 >= 5 }, "\(summary)")
    }
}
