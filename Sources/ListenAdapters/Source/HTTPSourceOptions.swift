import ListenEngine
/// Timeouts, read-ahead and retry limits for sources read over HTTP(S).
public struct HTTPSourceOptions: Sendable, Equatable {
    /// Seconds allowed to open a TCP (and TLS) connection.
    public var connectTimeout: Double
    /// Seconds without a byte from the server before a read fails: a stalled server.
    public var readTimeout: Double
    /// Bytes fetched ahead of the decoder's read position before the download pauses.
    public var readAhead: Int
    /// Bytes kept behind the read position, so short backward seeks need no new request.
    public var keepBehind: Int
    /// How far ahead of the downloaded bytes a read may land and still wait for the current
    /// download instead of starting a new range request.
    public var skipAhead: Int64
    /// Reconnections tried in a row, without new bytes in between, after a dropped connection.
    public var retries: Int
    /// Seconds before the first reconnection; each further one waits twice as long.
    public var firstRetryDelay: Double

    /// The defaults: connect 10 s, read 10 s, 4 MiB read-ahead, 1 MiB kept behind, 4 retries from 0.25 s.
    public init(connectTimeout: Double = 10, readTimeout: Double = 10, readAhead: Int = 4 << 20,
                keepBehind: Int = 1 << 20, skipAhead: Int64 = 512 << 10, retries: Int = 4, firstRetryDelay: Double = 0.25) {
        self.connectTimeout = connectTimeout
        self.readTimeout = readTimeout
        self.readAhead = readAhead
        self.keepBehind = keepBehind
        self.skipAhead = skipAhead
        self.retries = retries
        self.firstRetryDelay = firstRetryDelay
    }
}
