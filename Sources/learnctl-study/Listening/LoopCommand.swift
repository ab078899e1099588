import ArgumentParser
import ListenClient
import ListenProtocol
import Localization

/// `learnctl loop`: repeats a stretch of the recording or the line heard now.
struct LoopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "loop",
        abstract: "Repeat a stretch of the recording or a transcript line; or stop repeating.",
        discussion: """
            `loop A B` plays from A to B again and again; A and B are times from the start, as \
            seconds (95, 12.5) or m:ss (1:35, also h:mm:ss), and A comes before B. `loop line` \
            repeats the transcript line heard now (or the last one started). `loop off` ends the \
            loop and playback goes on from where it is.

            --repeat N plays the stretch N times in all and then goes on past it; without it the \
            loop lasts until `loop off`. --gap S leaves S seconds of silence (0 to 60) between \
            two passes, time to repeat what you heard. Prints the state in one line and the loop.

            Examples:
              learnctl loop 1:00 1:05 --repeat 3 --gap 1.5
              learnctl loop line --gap 2
              learnctl loop off
            """)

    @Argument(parsing: .allUnrecognized,
              help: ArgumentHelp("A B (two times), line, or off.", valueName: "A B | line | off"))
    var span: [LoopWord] = []

    @Option(name: .customLong("repeat"), parsing: .unconditional, help: ArgumentHelp("Play it N times in all (default: until `loop off`).", valueName: "N"))
    var repeatCount: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds of silence between passes, 0 to 60 (default 0).", valueName: "seconds"))
    var gap: Double?

    @OptionGroup var connection: SocketOption

    func validate() throws {
        _ = try request()
    }

    func run() throws {
        let request = try request()
        try ControlRequest.run(.loop(request), socket: connection) { status in
            status.loop.map { tr("Loop %s.", $0.summaryText) } ?? tr("Loop off.")
        }
    }

    /// The loop the arguments ask for; nil for `loop off`.
    func request() throws(ValidationError) -> LoopRequest? {
        let usage = tr("use `loop A B` (times such as 10 20 or 1:00 1:05), `loop line` or `loop off`.")
        let kinds = span.map(\.kind)
        if kinds.isEmpty {
            throw ValidationError(tr("Missing what to loop: %s", usage))
        }
        if let word = span.first(where: { $0.kind == .unreadable }) {
            throw ValidationError(tr("Cannot loop at \"%1$s\": %2$s", word.text, usage))
        }
        if kinds == [.off] {
            guard repeatCount == nil, gap == nil else { throw ValidationError(tr("`loop off` takes no --repeat or --gap.")) }
            return nil
        }
        if kinds == [.line] {
            return try checked(.line)
        }
        if kinds.count == 2, case .time(let a) = kinds[0], case .time(let b) = kinds[1] {
            guard a < b else {
                throw ValidationError(tr("A loop's start must come before its end: %1$s is not before %2$s.", span[0].text, span[1].text))
            }
            return try checked(.range(a: a, b: b))
        }
        throw ValidationError(tr("Cannot loop %1$s: %2$s", span.map(\.text).joined(separator: " "), usage))
    }

    private func checked(_ span: LoopRequest.Span) throws(ValidationError) -> LoopRequest {
        if let repeatCount, repeatCount < 1 {
            throw ValidationError(tr("--repeat must be at least 1 (leave it out to loop until `loop off`)."))
        }
        if let gap, !(gap.isFinite && (0...LoopRequest.maximumGap).contains(gap)) {
            throw ValidationError(tr("--gap must be from 0 to %s seconds.", String(Int(LoopRequest.maximumGap))))
        }
        return LoopRequest(span: span, repeatCount: repeatCount, gap: gap ?? 0)
    }
}

/// A word after `loop`, read once: a time from the start, `line` or `off`.
struct LoopWord: ExpressibleByArgument {
    enum Kind: Equatable {
        case time(Double)
        case line
        case off
        /// Neither a time from the start nor a keyword; `validate()` names it.
        case unreadable
    }

    let text: String
    let kind: Kind

    init(argument: String) {
        text = argument
        switch argument.lowercased() {
        case "line": kind = .line
        case "off": kind = .off
        default:
            if case .absolute(let seconds)? = SeekTarget.parse(argument) {
                kind = .time(seconds)
            } else {
                kind = .unreadable
            }
        }
    }
}
