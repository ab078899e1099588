/// The reply to `hello`: who answers and which protocol it speaks.
public struct HelloPayload: Codable, Equatable, Sendable {
    public var name: String
    public var version: String
    public var protocolVersion: Int
    /// The audio output in use ("pulse" or "null").
    public var output: String

    public init(name: String = "listend", version: String, protocolVersion: Int = ProtocolInfo.version, output: String) {
        self.name = name
        self.version = version
        self.protocolVersion = protocolVersion
        self.output = output
    }

    enum CodingKeys: String, CodingKey {
        case name, version, output
        case protocolVersion = "protocol"
    }
}

/// Constants of the protocol.
public enum ProtocolInfo {
    /// The protocol version this build speaks.
    public static let version = 1
    /// The longest request line accepted, in bytes (without the newline).
    public static let maximumLineLength = 64 * 1024
    /// The daemon's version.
    public static let daemonVersion = "1.0.0"
}
