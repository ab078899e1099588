import ArgumentParser

/// `learnctl export`: a recording's lines written out as audio.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a recording's lines out as audio files.",
        discussion: """
            Cuts a recording of the library at its transcript's cue times, reading the file \
            itself: what listend is playing is not touched. The recording must be a local file \
            (download a podcast episode first) with a transcript.

            These commands need listend running.
            """,
        subcommands: [
            ExportCondensedCommand.self,
        ])
}
