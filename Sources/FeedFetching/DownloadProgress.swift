/// How far a download has got: bytes in the file so far (those of a resumed part included)
/// and the file's whole length when the server said it.
public struct DownloadProgress: Sendable, Equatable {
    public var received: Int64
    public var total: Int64?

    public init(received: Int64, total: Int64?) {
        self.received = received
        self.total = total
    }
}
