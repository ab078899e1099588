/// A finished download: the file's length, and how many of its bytes a previous attempt's
/// `.part` file already held (0 when it started from the beginning).
public struct DownloadResult: Sendable, Equatable {
    public var bytes: Int64
    public var resumedFrom: Int64

    public init(bytes: Int64, resumedFrom: Int64) {
        self.bytes = bytes
        self.resumedFrom = resumedFrom
    }
}
