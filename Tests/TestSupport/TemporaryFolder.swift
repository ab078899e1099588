import Foundation

/// A fresh folder under /tmp (short paths keep Unix socket names under their length limit).
public struct TemporaryFolder: Sendable {
    public let path: String

    public init(_ label: String = "t") throws {
        path = "/tmp/ld-\(label)-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
