import AsyncHTTPClient
import NIOCore
import ListenEngine

/// The HTTP client that all URL sources of a process share, with its timeouts and redirect policy.
///
/// Follows up to 5 redirects. Call `shutdown()` once no source is in use.
public final class HTTPSourceClient: Sendable {
    public let options: HTTPSourceOptions
    let client: HTTPClient

    public init(options: HTTPSourceOptions = HTTPSourceOptions()) {
        self.options = options
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .follow(max: 5, allowCycles: false),
            timeout: .init(connect: Self.amount(options.connectTimeout), read: Self.amount(options.readTimeout)))
        configuration.decompression = .disabled
        client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }

    /// Opens `url`: returns once the server has answered with audio, or fails saying why.
    /// With `inFlight`, closing that handle from another thread ends the wait at once.
    public func open(_ url: String, inFlight: InFlightSource? = nil) throws(AudioError) -> HTTPSource {
        try HTTPSource(url: url, client: self, inFlight: inFlight)
    }

    /// Closes the client's connections; sources opened from it fail afterwards.
    public func shutdown() {
        try? client.syncShutdown()
    }

    static func amount(_ seconds: Double) -> TimeAmount {
        .nanoseconds(Int64(seconds * 1_000_000_000))
    }
}
