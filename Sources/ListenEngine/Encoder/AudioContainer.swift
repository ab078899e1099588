/// A file format an exported recording or clip is written in: the container with the codec it
/// is written with (MP3; WAV and FLAC as 16-bit PCM; Ogg Vorbis).
public enum AudioContainer: String, CaseIterable, Sendable {
    case mp3, wav, flac, ogg

    /// The container a file name's extension names (any case), or nil for another extension.
    /// A name without an extension is MP3.
    public init?(fileName: String) {
        let base = fileName.split(separator: "/").last.map(String.init) ?? fileName
        guard let dot = base.lastIndex(of: "."), dot != base.startIndex else {
            self = .mp3
            return
        }
        switch base[base.index(after: dot)...].lowercased() {
        case "mp3": self = .mp3
        case "wav", "wave": self = .wav
        case "flac": self = .flac
        case "ogg", "oga": self = .ogg
        default: return nil
        }
    }

    /// The extensions written, as a message lists them: `.mp3, .wav, .flac, .ogg`.
    public static var extensionsText: String {
        allCases.map { ".\($0.rawValue)" }.joined(separator: ", ")
    }

    /// The most channels the container's codec takes (2 for MP3).
    public var maximumChannels: Int {
        self == .mp3 ? 2 : PCMFormat.maximumChannels
    }

    /// The sample rates the codec takes; nil when any rate an output plays will do.
    public var sampleRates: [Int]? {
        self == .mp3 ? [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000] : nil
    }
}
