/// The Debian packages that provide translation pairs, so that a missing pair can name the
/// package to install. Read off Debian 12's archive; a pair not listed has no Debian package.
public enum DebianPackages {
    /// Apertium language data, by package name (without "apertium-"): most translate both ways.
    static let apertium = [
        "afr-nld", "arg-cat", "bel-rus", "br-fr", "cat-ita", "cat-srd", "dan-nor", "en-gl", "eng-cat",
        "eng-spa", "eo-ca", "eo-en", "eo-es", "eo-fr", "es-gl", "es-pt", "es-ro", "eu-en", "eu-es", "fr-es",
        "fra-cat", "fra-frp", "hbs-eng", "hbs-mkd", "hbs-slv", "ind-zlm", "isl-eng", "isl-swe", "mkd-bul",
        "mkd-eng", "nno-nob", "oc-ca", "oc-es", "oci-fra", "por-cat", "pt-gl", "rus-ukr", "spa-arg",
        "spa-ast", "spa-cat", "spa-ita", "srd-ita", "swe-dan", "swe-nor", "urd-hin",
    ]

    /// FreeDict dictionaries, by package name (without "dict-freedict-"): one direction each.
    static let freeDict = [
        "afr-eng", "ara-eng", "bre-fra", "ces-eng", "cym-eng", "dan-eng", "deu-eng", "deu-fra", "deu-spa",
        "ell-eng", "ell-fra", "ell-spa", "eng-afr", "eng-ara", "eng-bul", "eng-ces", "eng-cym", "eng-dan",
        "eng-deu", "eng-ell", "eng-fin", "eng-fra", "eng-gle", "eng-hin", "eng-hrv", "eng-hun", "eng-ind",
        "eng-ita", "eng-jpn", "eng-lat", "eng-lit", "eng-nld", "eng-nor", "eng-pol", "eng-por", "eng-rus",
        "eng-spa", "eng-srp", "eng-swe", "eng-swh", "eng-tur", "epo-eng", "fin-eng", "fin-fra", "fra-bre",
        "fra-bul", "fra-deu", "fra-ell", "fra-eng", "fra-fin", "fra-ita", "fra-jpn", "fra-lat", "fra-lit",
        "fra-nld", "fra-pol", "fra-por", "fra-rus", "fra-spa", "fra-swe", "fra-tur", "gle-eng", "hrv-eng",
        "hun-eng", "isl-eng", "ita-eng", "ita-spa", "jpn-eng", "jpn-fra", "kur-eng", "lat-eng", "lit-eng",
        "nld-eng", "nld-fra", "nld-spa", "pol-eng", "pol-fra", "pol-spa", "por-eng", "por-fra", "por-spa",
        "spa-ast", "spa-deu", "spa-eng", "spa-por", "srp-eng", "swe-eng", "swe-fra", "swe-spa", "swh-eng",
        "tur-eng",
    ]

    /// The Apertium package with data between the pair's languages (either way round), if any.
    public static func machineTranslation(for pair: LanguagePair) -> String? {
        apertium.first { name in
            guard let languages = languages(in: name) else { return false }
            return Set([languages.source, languages.target]) == Set([pair.source, pair.target])
        }.map { "apertium-\($0)" }
    }

    /// The FreeDict package translating words from the pair's source into its target, if any.
    public static func dictionary(for pair: LanguagePair) -> String? {
        let name = "\(pair.source.code3)-\(pair.target.code3)"
        return freeDict.contains(name) ? "dict-freedict-\(name)" : nil
    }

    /// The languages an Apertium or FreeDict name like "eng-spa" or "fr-es" joins.
    static func languages(in name: String) -> LanguagePair? {
        let parts = name.split(separator: "-")
        guard parts.count == 2 else { return nil }
        return LanguagePair.parse("\(parts[0])-\(parts[1])")
    }
}
