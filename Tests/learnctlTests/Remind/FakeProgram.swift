import Foundation

/// A shell script standing in for a program on the `PATH` (`systemctl`, a terminal), in a
/// `fake-bin` folder of its own.
enum FakeProgram {
    /// Writes `name` running `script` into `folder/fake-bin`; returns that folder, to put first on the `PATH`.
    static func install(_ name: String, in folder: URL, script: String) throws -> String {
        let bin = folder.appendingPathComponent("fake-bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let url = bin.appendingPathComponent(name)
        try "#!/bin/sh\n\(script)\n".write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return bin.path
    }
}
