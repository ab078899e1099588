import LearnCore
import ListenClient
import ListenProtocol

/// A speaking topic's sentences, read aloud by listend (`say`) when the learner asks to hear
/// one. Playing a take selects it in the player; ``restore()`` selects again what was selected
/// before, paused where it was.
final class TopicSource: SpeakingSource {
    let topic: SpeakingTopic
    let connection: ListendConnection
    private var before: StatusPayload?

    init(topic: SpeakingTopic, connection: ListendConnection) {
        self.topic = topic
        self.connection = connection
    }

    var kind: SpeakingKind { .topic }
    var id: String { topic.id }
    var title: String { topic.title }
    var playsOriginalFirst: Bool { false }

    func playOriginal(_ item: SpeakingItem) throws {
        _ = try connection.status(.daemon(.say(SayRequest(text: item.text))))
    }

    func playTake(_ path: String) throws {
        if before == nil { before = try connection.status(.daemon(.status)) }
        _ = try connection.status(.daemon(.play(.file(path))))
    }

    func restore() {
        guard let before, let track = before.track else { return }
        self.before = nil
        guard (try? connection.status(.daemon(.play(.track(track.id))))) != nil else { return }
        _ = try? connection.status(.daemon(.pause))
        _ = try? connection.status(.daemon(.seek(.absolute(before.position))))
    }
}
