#if canImport(Glibc)
import Glibc
#endif
import AsyncHTTPClient
import NIOCore

/// An error from AsyncHTTPClient or NIO sorted into what a caller can act on.
enum TransportFailure: Equatable {
    /// A connect or read timeout.
    case timedOut
    /// The task was cancelled.
    case cancelled
    /// The body's decompression passed its size limit.
    case decompressedTooLarge
    /// Anything else, with words for it.
    case failed(reason: String)

    init(_ error: any Error) {
        if error is CancellationError {
            self = .cancelled
        } else if let client = error as? HTTPClientError {
            switch client {
            case .connectTimeout, .readTimeout, .writeTimeout, .deadlineExceeded, .tlsHandshakeTimeout:
                self = .timedOut
            case .cancelled:
                self = .cancelled
            case .remoteConnectionClosed:
                self = .failed(reason: "the server closed the connection")
            default:
                self = .failed(reason: "\(client)")
            }
        } else if let io = error as? IOError {
            self = .failed(reason: String(cString: strerror(io.errnoCode)).lowercased())
        } else if Self.isDecompressionLimit(error) {
            self = .decompressedTooLarge
        } else {
            self = .failed(reason: "\(error)")
        }
    }

    /// Whether `error` is NIOHTTPCompression's `DecompressionError.limit`, raised by the client's
    /// decompressor (that module is AsyncHTTPClient's dependency, not this target's, so the
    /// error is known by its type's name).
    private static func isDecompressionLimit(_ error: any Error) -> Bool {
        String(reflecting: type(of: error)).hasSuffix("DecompressionError") && "\(error)" == "limit"
    }
}
