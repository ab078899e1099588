import ListenEngine

/// What the daemon plays, speaks and records through, and where it reads recordings from,
/// handed to it at start: the adapters of ListenAdapters in `listend`, test doubles in tests.
public struct DaemonDevices: Sendable {
    /// Where the recordings play.
    public var output: AudioOutput
    /// Open a decoder for each recording's bytes.
    public var decoders: any AudioDecoders
    /// Keep the pitch at speeds other than 1.
    public var stretchers: any TimeStretchers
    /// Open local files and URLs; shut down with the daemon.
    public var sources: any AudioSources
    /// Where `say` speaks (a stream of its own beside the player's) and the engine it speaks
    /// with; nil: `say` answers that speech is unavailable.
    public var speech: (output: AudioOutput, synthesizer: any SpeechSynthesizer)?
    /// Where `record` records from; nil: `record` answers that recording is unavailable.
    public var input: (any AudioInput)?
    /// Reads the subtitle tracks inside local files, for their transcript; nil: none are read.
    public var subtitles: (any SubtitleReader)?

    public init(output: AudioOutput, decoders: any AudioDecoders, stretchers: any TimeStretchers, sources: any AudioSources,
                speech: (output: AudioOutput, synthesizer: any SpeechSynthesizer)? = nil, input: (any AudioInput)? = nil,
                subtitles: (any SubtitleReader)? = nil) {
        self.output = output
        self.decoders = decoders
        self.stretchers = stretchers
        self.sources = sources
        self.speech = speech
        self.input = input
        self.subtitles = subtitles
    }
}
