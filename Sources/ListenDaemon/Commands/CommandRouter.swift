import ListenProtocol

/// The daemon's command table: for every declared command, the area that carries it out and
/// whether that happens at once or on the area's queue. Exhaustive over ``DaemonCommand``: a new
/// command does not build until it has a row here.
struct CommandRouter: Sendable {
    let daemon: Daemon

    func route(_ command: DaemonCommand) -> CommandRoute {
        let daemon = daemon
        let queues = daemon.queues
        switch command {
        // Connection and library (reads)
        case .hello:
            return .now { .hello(daemon.hello()) }
        case .status:
            return .now { .status(daemon.status()) }
        case .list:
            // It reads the head of every local file (cached): not on the event loop.
            return .on(queues.library) { .library(daemon.list()) }
        case .questions(let name):
            return .now { .questions(try daemon.questions(for: name)) }
        // Playback
        case .play(let target, let subtitles):
            return .on(queues.playback) { try daemon.afterwards { try daemon.play(target, subtitles: subtitles) } }
        case .pause:
            return .now { try daemon.afterwards { try daemon.pause() } }
        case .resume:
            return .now { try daemon.afterwards { try daemon.resume() } }
        case .toggle:
            return .now { try daemon.afterwards { try daemon.toggle() } }
        case .stop:
            return .now { daemon.afterwards { daemon.stop() } }
        case .seek(let target):
            return .now { try daemon.afterwards { try daemon.seek(target) } }
        case .speed(let change):
            return .now { try daemon.afterwards { try daemon.setSpeed(change) } }
        case .autopause(let on):
            return .now { daemon.afterwards { daemon.setAutopause(on) } }
        case .chapters:
            return .now { .chapters(daemon.chapterList()) }
        case .chapter(let target):
            return .now { try daemon.afterwards { try daemon.goToChapter(target) } }
        // Lines and transcript
        case .line(let target):
            return .now { try daemon.afterwards { try daemon.goToLine(target) } }
        case .loop(let request):
            return .now { try daemon.afterwards { try daemon.setLoop(request) } }
        case .transcript:
            return .now { .transcript(daemon.transcriptLines()) }
        case .recordingTranscript(let name):
            // It reads a file (or a video's subtitle track): not on the event loop.
            return .on(queues.library) { .transcript(try daemon.transcriptLines(of: name)) }
        case .transcriptReload:
            // It reads a file: not on the event loop.
            return .on(queues.playback) { try daemon.afterwards { try daemon.reloadTranscript() } }
        // Library (writes)
        case .libraryAdd(let addition):
            return .on(queues.library) { .track(try daemon.addToLibrary(addition)) }
        case .libraryRemove(let name):
            return .on(queues.library) { .track(try daemon.removeFromLibrary(name)) }
        // Speech
        case .say(let request):
            return .on(queues.speech) { try daemon.afterwards { try daemon.say(request) } }
        case .voices:
            return .on(queues.speech) { .voices(try daemon.voices()) }
        // Recording
        case .record(let request):
            return .on(queues.recording) { try daemon.afterwards { try daemon.record(request) } }
        case .recordStop:
            return .on(queues.recording) { try daemon.afterwards { try daemon.stopRecording() } }
        }
    }
}

extension Daemon {
    /// Runs a command's work and replies with the status as it left it.
    func afterwards(_ work: () throws -> Void) rethrows -> Reply {
        try work()
        return .status(status())
    }

    /// Runs a command from a caller off the event loop (MPRIS) and waits for its reply.
    func execute(_ command: DaemonCommand) throws(ProtocolError) -> Reply {
        try CommandRouter(daemon: self).route(command).runAndWait().get()
    }
}
