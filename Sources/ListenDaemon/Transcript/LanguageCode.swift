/// A language as subtitle tracks and file names tag it — ISO 639-1 (`en`), ISO 639-2 in its
/// bibliographic or terminology form (`eng`; `fre`/`fra`), with or without a region (`en-US`,
/// `pt_BR`) — compared by the language alone.
struct LanguageCode: Equatable, Sendable {
    /// The two-letter code when the language has one, else the code as given (lower case, no region).
    let canonical: String

    /// The language `text` names, or nil when it is no code of 2 or 3 letters (with an optional region).
    init?(_ text: some StringProtocol) {
        let primary = text.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        guard (2...3).contains(primary.count), primary.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        canonical = primary.count == 3 ? Self.twoLetter[primary] ?? primary : primary
    }

    /// ISO 639-2 codes (both forms where they differ) of the languages subtitles are most often in.
    static let twoLetter: [String: String] = [
        "eng": "en", "spa": "es", "fre": "fr", "fra": "fr", "ger": "de", "deu": "de", "ita": "it", "por": "pt",
        "dut": "nl", "nld": "nl", "rus": "ru", "chi": "zh", "zho": "zh", "jpn": "ja", "kor": "ko", "ara": "ar",
        "hin": "hi", "tur": "tr", "pol": "pl", "swe": "sv", "nor": "no", "nob": "nb", "nno": "nn", "dan": "da",
        "fin": "fi", "gre": "el", "ell": "el", "heb": "he", "cze": "cs", "ces": "cs", "slo": "sk", "slk": "sk",
        "hun": "hu", "rum": "ro", "ron": "ro", "bul": "bg", "ukr": "uk", "hrv": "hr", "srp": "sr", "slv": "sl",
        "cat": "ca", "baq": "eu", "eus": "eu", "glg": "gl", "ice": "is", "isl": "is", "ind": "id", "may": "ms",
        "msa": "ms", "tha": "th", "vie": "vi", "per": "fa", "fas": "fa", "est": "et", "lav": "lv", "lit": "lt",
        "wel": "cy", "cym": "cy", "gle": "ga", "alb": "sq", "sqi": "sq", "mac": "mk", "mkd": "mk", "arm": "hy",
        "hye": "hy", "geo": "ka", "kat": "ka", "ben": "bn", "tam": "ta", "tel": "te", "urd": "ur", "swa": "sw",
        "afr": "af", "epo": "eo", "lat": "la", "fil": "tl", "tgl": "tl",
    ]
}
