import ListenProtocol
import Testing

/// The player screen's model: what its keys ask of listend and do to the list, and how listend's
/// lines change it (see KeyDecoderTests for how its source is compiled here).
@Suite struct PlayerScreenModelTests {
    static let other = TrackPayload(id: "news", title: "Morning News", level: "B2", duration: 60, source: .file, bundled: false,
                                    transcript: nil)

    func model(tracks: [TrackPayload] = [TranscriptFixture.track, other], line: Int? = 2) -> PlayerScreenModel {
        PlayerScreenModel(tracks: tracks, status: TranscriptFixture.status(line: line))
    }

    @Test func theKeysThatControlThePlayerAskListend() {
        var model = model()
        let asked: [(Key, DaemonCommand)] = [
            (.character(" "), .toggle), (.left, .seek(.relative(-10))), (.right, .seek(.relative(10))),
            (.character(","), .line(.previous)), (.character("."), .line(.next)), (.character("r"), .line(.replay)),
            (.character("l"), .loop(LoopRequest(span: .line))), (.character("["), .speed(.by(-0.1))), (.character("]"), .speed(.by(0.1))),
            (.character("a"), .autopause(true)), (.enter, .play(.track("cafe"))),
            (.character("<"), .chapter(.previous)), (.character(">"), .chapter(.next)),
        ]
        for (key, command) in asked {
            #expect(model.update(key) == .perform(.daemon(command)), "\(key)")
        }
    }

    @Test func loopAndAutopauseTurnOffWhatIsOn() {
        var model = PlayerScreenModel(tracks: [TranscriptFixture.track], status: TranscriptFixture.status(
            line: 2, loop: LoopPayload(a: 4.25, b: 6.05, repeat: nil, done: 0, gap: 0), autopause: true))
        #expect(model.update(.character("l")) == .perform(.daemon(.loop(nil))))
        #expect(model.update(.character("a")) == .perform(.daemon(.autopause(false))))
    }

    @Test func theListIsSelectedWithinItsBounds() {
        var model = model(tracks: (1...30).map { TrackPayload(id: "t\($0)", title: "T\($0)", level: nil, duration: 1, source: .file) })
        model.scroll(visible: 10)
        #expect(model.selected == 0, "nothing of the list is playing")
        #expect(model.update(.up) == .stay)
        #expect(model.selected == 0)
        _ = model.update(.character("j"))
        _ = model.update(.down)
        #expect(model.selected == 2)
        _ = model.update(.character("k"))
        #expect(model.selected == 1)
        _ = model.update(.pageDown)
        #expect(model.selected == 11, "a page is the rows the list shows")
        model.scroll(visible: 10)
        #expect(model.top == 2, "the list scrolls to show the selected row")
        _ = model.update(.end)
        #expect(model.selected == 29)
        _ = model.update(.pageDown)
        #expect(model.selected == 29)
        _ = model.update(.home)
        _ = model.update(.pageUp)
        #expect(model.selected == 0)
        #expect(model.update(.enter) == .perform(.daemon(.play(.track("t1")))))
    }

    @Test func tCyclesTheTranscriptAndOtherKeysDoNothing() {
        var model = model()
        #expect(model.update(.character("t")) == .stay)
        #expect(model.transcriptDisplay == .hidden)
        _ = model.update(.character("t"))
        #expect(model.transcriptDisplay == .primed)
        _ = model.update(.character("t"))
        #expect(model.transcriptDisplay == .shown)
        for key in [Key.character("h"), .character("K"), .tab, .escape, .backspace] {
            #expect(model.update(key) == .stay, "\(key)")
        }
    }

    @Test func qCtrlCAndCtrlDQuit() {
        var model = model()
        for key in [Key.character("q"), .character("Q"), .interrupt, .endOfInput] {
            #expect(model.update(key) == .leave, "\(key)")
        }
    }

    @Test func listendsLinesChangeTheStatusAndKeepTheLineBefore() {
        var model = model(line: 1)
        model.receive(Wire.event(.line, TranscriptFixture.status(line: 2)))
        #expect(model.status.line?.index == 2)
        #expect(model.previousLine?.index == 1, "the line that ended")
        model.receive(Wire.event(.line, TranscriptFixture.status(line: nil)))
        #expect(model.previousLine?.index == 2)
        model.receive(Wire.event(.track, TranscriptFixture.status(line: nil).withTrack(Self.other)))
        #expect(model.previousLine == nil, "another recording starts afresh")
        model.receive(Wire.failure(id: .number(3), ProtocolError(.badArgument, "The recording has no transcript.")))
        #expect(model.message == "The recording has no transcript.")
        model.receive("not a line of listend's")
        #expect(model.status.track?.id == "news")
    }
}

private extension StatusPayload {
    func withTrack(_ track: TrackPayload) -> StatusPayload {
        StatusPayload(state: state, track: track, position: position, duration: duration, error: error, line: line, lines: lines,
                      speed: speed, loop: loop, autopause: autopause, transcriptError: transcriptError)
    }
}
