import LearnCore

/// Shadowing: a recording's transcript lines, each played from the recording (at the current
/// speed) before the learner says it back.
struct ShadowingSource: SpeakingSource {
    let player: PracticePlayer

    var kind: SpeakingKind { .shadow }
    var id: String { player.recording.id }
    var title: String { player.recording.title }
    var playsOriginalFirst: Bool { true }

    func playOriginal(_ item: SpeakingItem) throws {
        try player.play(line: item.index)
    }

    func playTake(_ path: String) throws {
        try player.playFile(path)
    }

    func restore() {
        player.restore()
    }
}
