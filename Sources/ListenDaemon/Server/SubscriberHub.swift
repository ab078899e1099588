import Synchronization
import ListenProtocol

/// The connections that asked for events; an event goes to all of them as it happens.
final class SubscriberHub: Sendable {
    private let subscribers = Mutex<[ObjectIdentifier: Subscriber]>([:])

    func add(_ subscriber: Subscriber) {
        subscribers.withLock { $0[ObjectIdentifier(subscriber)] = subscriber }
    }

    func remove(_ subscriber: Subscriber) {
        subscriber.stopTicks()
        _ = subscribers.withLock { $0.removeValue(forKey: ObjectIdentifier(subscriber)) }
    }

    func contains(_ subscriber: Subscriber) -> Bool {
        subscribers.withLock { $0[ObjectIdentifier(subscriber)] != nil }
    }

    var count: Int {
        subscribers.withLock { $0.count }
    }

    func broadcast(_ events: [(EventName, StatusPayload)]) {
        guard !events.isEmpty else { return }
        let text = events.map { Wire.event($0.0, $0.1) }.joined()
        for subscriber in subscribers.withLock({ Array($0.values) }) {
            subscriber.send(text)
        }
    }
}
