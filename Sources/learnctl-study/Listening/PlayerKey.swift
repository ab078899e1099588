/// A key of the `learnctl player` screen.
enum PlayerKey: Equatable, Sendable {
    case toggle, back, forward, up, down, pageUp, pageDown, first, last, play, quit
    /// `,` and `.`: the transcript line before the one heard now, and the next one.
    case previousLine, nextLine
    /// `r`: the line heard now, from its start.
    case replayLine
    /// `l`: loops the line heard now, or ends the loop that is on.
    case loopLine
    /// `[` and `]`: a step slower or faster.
    case slower, faster
    /// `a`: autopause on or off.
    case autopause
    /// `t`: the transcript shown, hidden, or shown once each line has been heard.
    case transcript

    /// The keys in what the terminal sent: space, arrows (also `j k`), Page Up/Down, Home/End,
    /// Enter, `, . r l [ ] a t`, and `q`, Ctrl-C or Ctrl-D to quit. Other bytes and escape
    /// sequences are skipped.
    static func decode(_ bytes: [UInt8]) -> [PlayerKey] {
        var keys = [PlayerKey]()
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: " "): keys.append(.toggle)
            case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x03, 0x04: keys.append(.quit)
            case 0x0D, 0x0A: keys.append(.play)
            case UInt8(ascii: "k"): keys.append(.up)
            case UInt8(ascii: "j"): keys.append(.down)
            case UInt8(ascii: ","): keys.append(.previousLine)
            case UInt8(ascii: "."): keys.append(.nextLine)
            case UInt8(ascii: "r"): keys.append(.replayLine)
            case UInt8(ascii: "l"): keys.append(.loopLine)
            case UInt8(ascii: "["): keys.append(.slower)
            case UInt8(ascii: "]"): keys.append(.faster)
            case UInt8(ascii: "a"): keys.append(.autopause)
            case UInt8(ascii: "t"): keys.append(.transcript)
            case 0x1B:
                if let sequence = EscapeSequence.read(bytes, after: &index), let key = key(for: sequence) { keys.append(key) }
            default: continue
            }
        }
        return keys
    }

    private static func key(for sequence: EscapeSequence) -> PlayerKey? {
        switch (sequence.final, sequence.parameters) {
        case (UInt8(ascii: "A"), _): .up
        case (UInt8(ascii: "B"), _): .down
        case (UInt8(ascii: "C"), _): .forward
        case (UInt8(ascii: "D"), _): .back
        case (UInt8(ascii: "H"), _), (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .first
        case (UInt8(ascii: "F"), _), (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .last
        case (UInt8(ascii: "~"), "5"): .pageUp
        case (UInt8(ascii: "~"), "6"): .pageDown
        default: nil
        }
    }
}
