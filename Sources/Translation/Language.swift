/// A language as translation knows it: its two-letter code (ISO 639-1), the three-letter code
/// (ISO 639-3) FreeDict and newer Apertium pairs use, and its English name.
public struct Language: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let code: String
    public let code3: String
    public let name: String

    public var description: String { name }

    public static func < (first: Language, second: Language) -> Bool { first.name < second.name }

    /// The languages Debian's Apertium pairs and FreeDict dictionaries cover, and the main
    /// languages of the countries in the time-zone table.
    public static let all: [Language] = [
        ("af", "afr", "Afrikaans"), ("an", "arg", "Aragonese"), ("ar", "ara", "Arabic"),
        ("ast", "ast", "Asturian"), ("be", "bel", "Belarusian"), ("bg", "bul", "Bulgarian"),
        ("br", "bre", "Breton"), ("ca", "cat", "Catalan"), ("cs", "ces", "Czech"),
        ("cy", "cym", "Welsh"), ("da", "dan", "Danish"), ("de", "deu", "German"),
        ("el", "ell", "Greek"), ("en", "eng", "English"), ("eo", "epo", "Esperanto"),
        ("es", "spa", "Spanish"), ("et", "est", "Estonian"), ("eu", "eus", "Basque"),
        ("fa", "fas", "Persian"), ("fi", "fin", "Finnish"), ("fr", "fra", "French"),
        ("frp", "frp", "Arpitan"), ("ga", "gle", "Irish"), ("gl", "glg", "Galician"),
        ("he", "heb", "Hebrew"), ("hi", "hin", "Hindi"), ("hr", "hrv", "Croatian"),
        ("hu", "hun", "Hungarian"), ("id", "ind", "Indonesian"), ("is", "isl", "Icelandic"),
        ("it", "ita", "Italian"), ("ja", "jpn", "Japanese"), ("ko", "kor", "Korean"),
        ("ku", "kur", "Kurdish"), ("la", "lat", "Latin"), ("lt", "lit", "Lithuanian"),
        ("lv", "lav", "Latvian"), ("mk", "mkd", "Macedonian"), ("ms", "zlm", "Malay"),
        ("nb", "nob", "Norwegian Bokmål"), ("nl", "nld", "Dutch"), ("nn", "nno", "Norwegian Nynorsk"),
        ("no", "nor", "Norwegian"), ("oc", "oci", "Occitan"), ("pl", "pol", "Polish"),
        ("pt", "por", "Portuguese"), ("ro", "ron", "Romanian"), ("ru", "rus", "Russian"),
        ("sc", "srd", "Sardinian"), ("sh", "hbs", "Serbo-Croatian"), ("sk", "slk", "Slovak"),
        ("sl", "slv", "Slovenian"), ("sq", "sqi", "Albanian"), ("sr", "srp", "Serbian"),
        ("sv", "swe", "Swedish"), ("sw", "swh", "Swahili"), ("th", "tha", "Thai"),
        ("tr", "tur", "Turkish"), ("uk", "ukr", "Ukrainian"), ("ur", "urd", "Urdu"),
        ("vi", "vie", "Vietnamese"), ("zh", "zho", "Chinese"),
    ].map { Language(code: $0.0, code3: $0.1, name: $0.2) }

    /// The languages learnctl teaches, and the ones a pair is suggested between.
    public static let english = named("en")!
    public static let spanish = named("es")!
    public static let french = named("fr")!

    /// The language a code (two or three letters, any case) or English name stands for.
    public static func named(_ text: String) -> Language? {
        let key = text.lowercased()
        return all.first { $0.code == key || $0.code3 == key || $0.name.lowercased() == key }
            ?? (key == "fre" ? named("fra") : key == "ger" ? named("deu") : key == "dut" ? named("nld") : nil)
    }
}
