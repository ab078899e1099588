import ArgumentParser
import Logging

/// The `--log-level` values: the names of swift-log's levels, least severe first.
enum LogLevel: String, CaseIterable, ExpressibleByArgument {
    case trace, debug, info, notice, warning, error, critical

    /// The swift-log level of the same name.
    var loggerLevel: Logger.Level {
        switch self {
        case .trace: .trace
        case .debug: .debug
        case .info: .info
        case .notice: .notice
        case .warning: .warning
        case .error: .error
        case .critical: .critical
        }
    }
}
