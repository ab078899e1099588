import ArgumentParser
import ListenProtocol

/// A value that is read from a word of the command line: a line, a time, a speed.
protocol ReadFromWord {
    /// What `text` means; nil when it is not such a value.
    static func parse(_ text: String) -> Self?
}

extension LineTarget: ReadFromWord {}
extension ChapterTarget: ReadFromWord {}
extension SeekTarget: ReadFromWord {}
extension SpeedChange: ReadFromWord {}

/// A word on the command line, read once: its text, and the value it means — nil when it means
/// none, which the command's `validate()` names, quoting the text.
struct ArgumentWord<Value: ReadFromWord>: ExpressibleByArgument {
    let text: String
    let value: Value?

    init(argument: String) {
        text = argument
        value = Value.parse(argument)
    }
}
