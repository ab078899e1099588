import ListenEngine
import ListenProtocol

/// Turns the player's changes into protocol events for the subscribers and the observers, and
/// saves the state.
extension Daemon {
    func handle(_ event: PlayerEvent) {
        let status = self.status()
        var events: [(EventName, StatusPayload)] = []
        switch event {
        case .stateChanged: events = [(.state, status)]
        case .ended(let s):
            rememberEnd(of: s)
            events = [(.state, status)]
        case .itemLoaded: events = [(.track, status), (.state, status)]
        case .trackChanged: events = [(.track, status)]
        case .seeked, .looped: events = [(.seeked, status)]
        case .failed(let s):
            logger.warning("player error: \(s.error ?? "unknown")")
            events = [(.error, status), (.state, status)]
        }
        hub.broadcast(events)
        switch event {
        case .seeked, .looped: notify(.seeked(status))
        default: notify(.status)
        }
        lineFollower.update()
        saver.save()
        saver.follow(playing: status.state == .playing)
    }
}
