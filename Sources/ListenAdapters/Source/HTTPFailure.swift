import AsyncHTTPClient
import ListenEngine

/// Turns a transport failure of an HTTP source into a sentence naming the URL.
enum HTTPFailure {
    /// The message for `error`, met while reading `url` with `options`.
    static func message(for error: any Error, url: String, options: HTTPSourceOptions) -> AudioError {
        if let audio = error as? AudioError { return audio }
        if let client = error as? HTTPClientError {
            switch client {
            case .readTimeout:
                return AudioError("Cannot play \(url): the server sent nothing for \(seconds(options.readTimeout)) (read timeout).")
            case .connectTimeout:
                return AudioError("Cannot play \(url): no connection within \(seconds(options.connectTimeout)) (connect timeout).")
            case .remoteConnectionClosed:
                return AudioError("Cannot play \(url): the server closed the connection.")
            case .redirectLimitReached, .redirectCycleDetected:
                return AudioError("Cannot play \(url): the server redirects too often or in a circle.")
            case .emptyHost, .emptyScheme:
                return AudioError("Cannot play \(url): not a valid http or https URL.")
            case .deadlineExceeded:
                return AudioError("Cannot play \(url): no answer within \(seconds(options.connectTimeout + options.readTimeout)).")
            default:
                return AudioError("Cannot play \(url): \(client).")
            }
        }
        return AudioError("Cannot play \(url): cannot reach the server (\(error)).")
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
