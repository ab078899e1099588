import Foundation
import ListenClient
import Testing

/// A file written whole through a temporary file beside it: readable by all, replacing what
/// was there, and nothing left behind when it cannot be written.
@Suite struct AtomicFileTests {
    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        return url
    }

    @Test func theFileIsWrittenWith0644AndAnExistingOneIsReplaced() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out.vtt").path
        try "old text that is longer\n".write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)

        try AtomicFile.write("WEBVTT\n", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "WEBVTT\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o644)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.vtt"], "no temporary file is left")
    }

    @Test func aFileInAMissingFolderIsNotWrittenAndSaysWhy() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect {
            try AtomicFile.write("text", to: folder.path + "/missing/out.txt")
        } throws: { error in
            (error as? AtomicFile.Failure)?.reason == "No such file or directory"
        }
        let directory = folder.path + "/taken"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write("text", to: directory) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["taken"], "no temporary file is left")
    }
}
