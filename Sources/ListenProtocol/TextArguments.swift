/// The words after a plain-text request's command name, read into typed values.
struct TextArguments {
    /// The command's name, for messages.
    let name: String
    let words: [String]

    var isEmpty: Bool { words.isEmpty }

    /// The words as one text, as a title with blanks is written unquoted.
    var joined: String { words.joined(separator: " ") }

    /// Checks that there are no words.
    func none() throws(ProtocolError) {
        guard words.isEmpty else { throw ProtocolError(.badArgument, "\(name) takes no arguments.") }
    }

    // MARK: - The arguments of each command

    /// `seek +N | -N | N | m:ss`.
    func seekTarget() throws(ProtocolError) -> SeekTarget {
        guard words.count == 1 else { throw ProtocolError(.badArgument, "seek takes one argument: +N, -N, N or m:ss.") }
        guard let target = SeekTarget.parse(words[0]) else {
            throw ProtocolError(.badArgument, "Cannot seek to \"\(words[0])\": use +N, -N, N or m:ss (for example +10, -10, 95, 1:35).")
        }
        return target
    }

    /// `subscribe [ms]`.
    func tickInterval() throws(ProtocolError) -> Int {
        guard words.count <= 1 else { throw ProtocolError(.badArgument, "subscribe takes at most one argument: the tick interval in ms.") }
        guard let interval = words.isEmpty ? ConnectionCommand.defaultTickInterval : Int(words[0]) else {
            throw ProtocolError(.badArgument, "The tick interval must be a whole number of milliseconds.")
        }
        return try TickInterval.checked(interval)
    }

    /// `library_add SOURCE TITLE…`.
    func libraryAddition() throws(ProtocolError) -> LibraryAddition {
        guard words.count >= 2 else { throw ProtocolError(.badArgument, "library_add takes a source and a title.") }
        return try .requested(source: words[0], title: words.dropFirst().joined(separator: " "))
    }

    /// `library_remove TITLE…`.
    func titleToRemove() throws(ProtocolError) -> String {
        guard !words.isEmpty else { throw ProtocolError(.badArgument, "library_remove takes a title.") }
        return joined
    }
}
