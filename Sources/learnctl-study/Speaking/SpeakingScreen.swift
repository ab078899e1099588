import LearnCore
import ListenClient
import ListenProtocol
import Localization
import SpeechScoring

/// A speaking session on a terminal: for each item its original is heard (first, when
/// shadowing), the learner speaks, listend records until silence, and the words come back
/// marked. Keys: Enter records (and, while recording, stops), o plays the original, m plays the
/// take, r tries again, Enter goes on, q (or Esc, Ctrl-C) leaves — while recording too, when the
/// take is stopped on listend and not kept. Every attempt is kept.
struct SpeakingScreen {
    let source: any SpeakingSource
    let items: [SpeakingItem]
    let recorder: TakeRecorder
    let judge: SpeakingJudge
    let history: SpeakingHistory
    let style: DictationMarkup.Style
    /// Start recording as soon as the original has been heard, without waiting for Enter.
    let auto: Bool
    /// The keys typed, read from the start of the session to its end.
    let keys = KeyReader()

    static var farewell: String { "\n" + tr("Speaking practice left; every attempt so far is kept.") + "\n" }

    private enum Step {
        case next, again, leave
    }

    /// What a key asks for between takes: Enter (record, or go on after a take), o (the
    /// original), m (my take), r (try again), q, Esc, Ctrl-C or Ctrl-D (leave).
    enum Choice: Equatable {
        case record, original, take, again, leave
    }

    /// The choice a key makes; nil for another key.
    static func choice(_ key: Key) -> Choice? {
        switch key {
        case .enter: .record
        case .character("o"), .character("O"): .original
        case .character("m"), .character("M"): .take
        case .character("r"), .character("R"): .again
        case .character("q"), .character("Q"), .escape, .interrupt, .endOfInput: .leave
        default: nil
        }
    }

    func run() throws {
        defer { source.restore() }
        judge.prepare()
        var best: [Int: Int] = [:]
        try SingleKeyTerminal.withSingleKeys(ctrlCAsKey: true, farewell: Self.farewell) {
            // TRANSLATORS: the keys (Enter, o, m, r, q) must stay as they are.
            Output.write(tr("Keys: Enter record · o original · m my recording · r try again · q leave") + "\n")
            var position = 0
            while position < items.count {
                let item = items[position]
                Output.write("\n" + tr("%s · %s (%d of %d)", source.title.terminalLine, item.label, item.number, item.total) + "\n")
                Output.write("  \(item.text.terminalLine)\n")
                switch try practise(item, best: &best) {
                case .next: position += 1
                case .again: continue
                case .leave:
                    summarise(best)
                    return
                }
            }
            summarise(best)
        }
    }

    /// One go at `item`: its original, the take, the result, and what the learner does next.
    private func practise(_ item: SpeakingItem, best: inout [Int: Int]) throws -> Step {
        var recordNow = false
        if source.playsOriginalFirst {
            try source.playOriginal(item)
            if auto {
                var leaving = false
                try recorder.waitUntilPlayed {
                    let key = keys.pressed()
                    leaving = key.flatMap(Self.choice) == .leave
                    return key == .enter || leaving
                }
                if leaving { return .leave }
                recordNow = true
            }
        }
        while !recordNow {
            // TRANSLATORS: the keys (Enter, o, q) must stay as they are.
            Output.write("  " + tr("Enter: record · o: hear it · q: leave") + "\n")
            // Before a take there is none to hear or try again.
            switch keys.next({ Self.choice($0).flatMap { $0 == .take || $0 == .again ? nil : $0 } }) ?? .leave {
            case .record: recordNow = true
            case .original: try source.playOriginal(item)
            default: return .leave
            }
        }
        guard let take = try recordTake() else { return .leave }
        var path: String?
        if take.ended == .failed {
            Output.write("  " + tr("The recording failed: %s", (take.error ?? tr("no reason given")).terminalLine) + "\n")
        } else if !take.speechHeard {
            Output.write("  " + tr("No speech was heard. Is the microphone on? (listend records from its --source.)") + "\n")
            path = take.path
        } else {
            path = take.path
            let assessment: SpeakingAssessment
            do throws(SpeakingError) {
                assessment = try judge.assess(file: take.path, against: item.text)
            } catch {
                Output.write("  \(error.description.terminalLine)\n")
                return try afterTake(item, path: path)
            }
            _ = try history.record(assessment.attempt(kind: source.kind, source: source.id, sourceTitle: source.title,
                                                      item: item.index, recordingPath: take.path))
            best[item.index] = max(best[item.index] ?? 0, assessment.score)
            Output.write(SpeakingResultText.text(assessment, style: style))
        }
        return try afterTake(item, path: path)
    }

    /// The keys after a take: hear the original or the take, try again, go on or leave.
    private func afterTake(_ item: SpeakingItem, path: String?) throws -> Step {
        while true {
            // TRANSLATORS: the keys (o, m, r, Enter, q) must stay as they are.
            Output.write("  " + (path == nil ? tr("o: original · r: try again · Enter: next · q: leave")
                                             : tr("o: original · m: my recording · r: try again · Enter: next · q: leave")) + "\n")
            switch keys.next(Self.choice) ?? .leave {
            case .original: try source.playOriginal(item)
            case .take: if let path { try source.playTake(path) }
            case .again: return .again
            case .record: return .next
            case .leave: return .leave
            }
        }
    }

    /// Records until silence (or Enter), drawing a level meter on one row. A key that leaves
    /// stops the take too, which is then deleted, and gives nil.
    private func recordTake() throws -> RecordingPayload? {
        Output.write("  " + tr("● Recording — speak now; it stops when you stop (Enter stops it).") + "\n")
        var leaving = false
        let take = try recorder.record(onProgress: { report in
            Output.write("\r\u{1B}[K  " + Self.meter(report))
        }, stopRequested: {
            guard let key = keys.pressed() else { return false }
            leaving = Self.choice(key) == .leave
            return leaving || key == .enter || key == .character(" ")
        })
        if leaving {
            Output.write("\r\u{1B}[K")
            SpeakingTakes.delete(take.path)
            return nil
        }
        Output.write("\r\u{1B}[K  " + tr("Recorded %s s.", NumberText.decimal((take.duration * 10).rounded() / 10)) + "\n")
        return take
    }

    /// `▕██████░░░░░░░░░░▏ 2.4 s`: the level on a 16-cell bar, and the seconds recorded.
    static func meter(_ report: RecordingPayload) -> String {
        let cells = 16
        let filled = min(cells, max(0, Int((report.level * Double(cells)).rounded())))
        return "▕" + String(repeating: "█", count: filled) + String(repeating: "░", count: cells - filled) + "▏ "
            + DecimalText.format((report.duration * 10).rounded() / 10) + " s"
    }

    private func summarise(_ best: [Int: Int]) {
        guard !best.isEmpty else { return }
        let average = best.values.reduce(0, +) / best.count
        Output.write("\n" + trn("%1$s: %2$d sentence scored, best scores averaging %3$s.", "%1$s: %2$d sentences scored, best scores averaging %3$s.",
                                best.count, source.title.terminalLine, best.count, NumberText.percent(average)) + "\n")
    }
}
