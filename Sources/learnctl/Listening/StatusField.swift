import ListenProtocol

/// A field of a `--format` template.
enum StatusField: String, CaseIterable, Sendable {
    case state, title, level, position, duration, remaining, percent

    func value(in status: StatusPayload) -> String {
        switch self {
        case .state: status.state.rawValue
        case .title: status.titleText
        case .level: status.levelText
        case .position: status.positionText
        case .duration: status.durationText
        case .remaining: status.remainingText
        case .percent: "\(status.percent)"
        }
    }
}
