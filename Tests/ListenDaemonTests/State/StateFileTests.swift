import Foundation
import Testing
import TestSupport

/// A state file the daemon cannot use is kept aside (not overwritten), and state files are private.
@Suite struct StateFileTests {
    static func badFiles(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasPrefix("state.json.bad-") }.sorted()
    }

    static func startsFreshKeepingAside(_ contents: String, reason: String) throws {
        let folder = try TemporaryFolder("st")
        let stateDirectory = "\(folder.path)/state"
        try FileManager.default.createDirectory(atPath: stateDirectory, withIntermediateDirectories: true)
        try contents.write(toFile: "\(stateDirectory)/state.json", atomically: true, encoding: .utf8)
        let daemon = try DaemonProcess(folder: folder)
        defer { daemon.close() }
        let client = try daemon.connect()
        let status = try #require(try client.request("status").data)
        #expect((status["track"] as? [String: Any])?["title"] as? String == "Ordering at a Cafe")
        #expect(status["position"] as? Double == 0)

        let kept = Self.badFiles(in: stateDirectory)
        try #require(kept.count == 1, "kept: \(kept)")
        #expect(try String(contentsOfFile: "\(stateDirectory)/\(kept[0])", encoding: .utf8) == contents)
        #expect(kept[0].range(of: #"^state\.json\.bad-\d{8}T\d{6}Z$"#, options: .regularExpression) != nil, "\(kept[0])")
        #expect(daemon.log(tail: 100).contains(reason), "\(daemon.log(tail: 20))")
        #expect(daemon.log(tail: 100).contains(kept[0]))

        // The first change writes a fresh state; the kept file stays as it was.
        _ = try client.request("seek 12")
        #expect(daemon.stop(signal: SIGTERM) == 0)
        let saved = try String(contentsOfFile: "\(stateDirectory)/state.json", encoding: .utf8)
        #expect(saved.contains("ordering-at-a-cafe"))
        #expect(Self.badFiles(in: stateDirectory) == kept)
        #expect(try String(contentsOfFile: "\(stateDirectory)/\(kept[0])", encoding: .utf8) == contents)
    }

    @Test func aCorruptStateFileIsKeptAsideAndTheDaemonStartsFresh() throws {
        try Self.startsFreshKeepingAside("{\"entry\": {\"id\": \"travel-dia", reason: "not a JSON object")
    }

    @Test func aStateFileFromANewerListendIsKeptAsideAndTheDaemonStartsFresh() throws {
        try Self.startsFreshKeepingAside(#"{"version": 7, "recording": {"id": "at-the-doctors"}, "offset": 42}"#,
                                         reason: "version 7")
    }

    @Test func stateFilesArePrivateAndNoTemporaryFileStays() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        _ = try client.request("play At the Doctor's")
        try client.waitUntilLoaded()
        for offset in stride(from: 5, through: 50, by: 5) { _ = try client.request("seek \(offset)") }
        #expect(daemon.stop(signal: SIGTERM) == 0)
        let path = "\(daemon.stateDirectory)/state.json"
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
        let folderMode = try FileManager.default.attributesOfItem(atPath: daemon.stateDirectory)[.posixPermissions] as? NSNumber
        #expect(folderMode?.intValue == 0o700)
        #expect(try FileManager.default.contentsOfDirectory(atPath: daemon.stateDirectory) == ["state.json"])
        // The last state handed over before SIGTERM is the one on disk.
        let saved = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        #expect((saved["entry"] as? [String: Any])?["id"] as? String == "at-the-doctors")
        #expect(abs((saved["position"] as? Double ?? 0) - 50) < 1)
        #expect(saved["version"] as? Int == 1)
    }
}
