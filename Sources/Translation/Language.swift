import Localization

/// A language as translation knows it: its two-letter code (ISO 639-1), the three-letter code
/// (ISO 639-3) FreeDict and newer Apertium pairs use, and its English name.
public struct Language: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let code: String
    public let code3: String
    public let name: String

    /// The name in the learner's language ("Spanish", "español", "espagnol").
    public var localizedName: String { tr(name) }

    public var description: String { localizedName }

    public static func < (first: Language, second: Language) -> Bool { first.name < second.name }

    /// The languages Debian's Apertium pairs and FreeDict dictionaries cover, and the main
    /// languages of the countries in the time-zone table.
    public static let all: [Language] = [
        ("af", "afr", N_("Afrikaans")), ("an", "arg", N_("Aragonese")), ("ar", "ara", N_("Arabic")),
        ("ast", "ast", N_("Asturian")), ("be", "bel", N_("Belarusian")), ("bg", "bul", N_("Bulgarian")),
        ("br", "bre", N_("Breton")), ("ca", "cat", N_("Catalan")), ("cs", "ces", N_("Czech")),
        ("cy", "cym", N_("Welsh")), ("da", "dan", N_("Danish")), ("de", "deu", N_("German")),
        ("el", "ell", N_("Greek")), ("en", "eng", N_("English")), ("eo", "epo", N_("Esperanto")),
        ("es", "spa", N_("Spanish")), ("et", "est", N_("Estonian")), ("eu", "eus", N_("Basque")),
        ("fa", "fas", N_("Persian")), ("fi", "fin", N_("Finnish")), ("fr", "fra", N_("French")),
        ("frp", "frp", N_("Arpitan")), ("ga", "gle", N_("Irish")), ("gl", "glg", N_("Galician")),
        ("he", "heb", N_("Hebrew")), ("hi", "hin", N_("Hindi")), ("hr", "hrv", N_("Croatian")),
        ("hu", "hun", N_("Hungarian")), ("id", "ind", N_("Indonesian")), ("is", "isl", N_("Icelandic")),
        ("it", "ita", N_("Italian")), ("ja", "jpn", N_("Japanese")), ("ko", "kor", N_("Korean")),
        ("ku", "kur", N_("Kurdish")), ("la", "lat", N_("Latin")), ("lt", "lit", N_("Lithuanian")),
        ("lv", "lav", N_("Latvian")), ("mk", "mkd", N_("Macedonian")), ("ms", "zlm", N_("Malay")),
        ("nb", "nob", N_("Norwegian Bokmål")), ("nl", "nld", N_("Dutch")), ("nn", "nno", N_("Norwegian Nynorsk")),
        ("no", "nor", N_("Norwegian")), ("oc", "oci", N_("Occitan")), ("pl", "pol", N_("Polish")),
        ("pt", "por", N_("Portuguese")), ("ro", "ron", N_("Romanian")), ("ru", "rus", N_("Russian")),
        ("sc", "srd", N_("Sardinian")), ("sh", "hbs", N_("Serbo-Croatian")), ("sk", "slk", N_("Slovak")),
        ("sl", "slv", N_("Slovenian")), ("sq", "sqi", N_("Albanian")), ("sr", "srp", N_("Serbian")),
        ("sv", "swe", N_("Swedish")), ("sw", "swh", N_("Swahili")), ("th", "tha", N_("Thai")),
        ("tr", "tur", N_("Turkish")), ("uk", "ukr", N_("Ukrainian")), ("ur", "urd", N_("Urdu")),
        ("vi", "vie", N_("Vietnamese")), ("zh", "zho", N_("Chinese")),
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
