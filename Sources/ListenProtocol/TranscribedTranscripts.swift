/// Where transcripts made for recordings that cannot have one beside them (URLs, files in
/// folders the learner cannot write) are kept: `$XDG_CACHE_HOME/listend/transcripts/` (else
/// `~/.cache/listend/transcripts/`), one WebVTT file per recording, named by a hash of the
/// recording's location (its absolute path or URL). `learnctl transcribe` writes them; listend
/// reads the one of a recording without a transcript of its own or beside it.
public enum TranscribedTranscripts {
    /// The folder, from the environment.
    public static func directory(environment: [String: String]) -> String {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return "\(cache)/listend/transcripts" }
        return "\(environment["HOME"] ?? "/tmp")/.cache/listend/transcripts"
    }

    /// The file name for the recording at `location`: 16 hexadecimal digits of its FNV-1a 64-bit
    /// hash (of the location's UTF-8 bytes), then `.vtt`.
    public static func fileName(forLocation location: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in location.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits + ".vtt"
    }

    /// The file's path for `location`.
    public static func path(forLocation location: String, environment: [String: String]) -> String {
        "\(directory(environment: environment))/\(fileName(forLocation: location))"
    }
}
