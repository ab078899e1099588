import Foundation

/// The language suggested by where the computer says it is: its time zone (`TZ`, else
/// /etc/localtime), the country tzdata's `zone1970.tab` (then `zone.tab`) gives that zone, and
/// that country's main language. Europe/Madrid → ES → Spanish.
public struct TimeZoneLanguage: Sendable, Equatable {
    public let zone: String
    /// ISO 3166 country code ("ES").
    public let country: String
    public let language: Language

    /// The suggestion for this machine, or nil when its zone, country or language is unknown
    /// (UTC, for one).
    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment,
                               zoneFolder: String = "/usr/share/zoneinfo") -> TimeZoneLanguage? {
        guard let zone = zoneName(environment: environment) else { return nil }
        return suggestion(for: zone, zoneFolder: zoneFolder)
    }

    /// The suggestion for the zone `zone` ("Europe/Madrid").
    public static func suggestion(for zone: String, zoneFolder: String = "/usr/share/zoneinfo") -> TimeZoneLanguage? {
        for table in ["zone1970.tab", "zone.tab"] {
            guard let text = try? String(contentsOfFile: "\(zoneFolder)/\(table)", encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                let fields = line.split(separator: "\t")
                guard fields.count >= 3, fields[2] == zone, let country = fields[0].split(separator: ",").first else { continue }
                guard let code = mainLanguage[String(country)], let language = Language.named(code) else { return nil }
                return TimeZoneLanguage(zone: zone, country: String(country), language: language)
            }
        }
        return nil
    }

    /// The zone's name: from `TZ` (":Europe/Madrid", "Europe/Madrid" or a path under
    /// zoneinfo), else the target of the /etc/localtime link, else /etc/timezone.
    static func zoneName(environment: [String: String]) -> String? {
        if let value = environment["TZ"], !value.isEmpty {
            let name = value.hasPrefix(":") ? String(value.dropFirst()) : value
            return zone(fromPath: name) ?? (name.contains("/") && !name.hasPrefix("/") ? name : nil)
        }
        if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/etc/localtime"), let zone = zone(fromPath: link) {
            return zone
        }
        let file = (try? String(contentsOfFile: "/etc/timezone", encoding: .utf8))?.trimmingSpaces.split(separator: "\n").first
        return file.map(String.init)
    }

    /// "…/zoneinfo/Europe/Madrid" (also under posix/ or right/) → "Europe/Madrid".
    private static func zone(fromPath path: String) -> String? {
        guard let range = path.range(of: "zoneinfo/") else { return nil }
        var name = String(path[range.upperBound...])
        for prefix in ["posix/", "right/"] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
        return name.isEmpty ? nil : name
    }

    /// Each country's main language, by ISO 3166 and ISO 639-1 code; countries where no one
    /// language is most spoken (or that translation pairs do not cover) are left out.
    static let mainLanguage: [String: String] = [
        // Spanish
        "ES": "es", "MX": "es", "AR": "es", "BO": "es", "CL": "es", "CO": "es", "CR": "es", "CU": "es",
        "DO": "es", "EC": "es", "GQ": "es", "GT": "es", "HN": "es", "NI": "es", "PA": "es", "PE": "es",
        "PR": "es", "PY": "es", "SV": "es", "UY": "es", "VE": "es",
        // French
        "FR": "fr", "MC": "fr", "LU": "fr", "SN": "fr", "CI": "fr", "ML": "fr", "BF": "fr", "NE": "fr",
        "TG": "fr", "BJ": "fr", "GA": "fr", "CG": "fr", "CD": "fr", "GN": "fr", "CM": "fr", "MG": "fr",
        "HT": "fr", "RE": "fr", "GP": "fr", "MQ": "fr", "GF": "fr", "PF": "fr", "NC": "fr", "YT": "fr",
        "PM": "fr", "BL": "fr", "MF": "fr", "WF": "fr", "TD": "fr",
        // English
        "US": "en", "GB": "en", "IE": "en", "AU": "en", "NZ": "en", "CA": "en", "JM": "en", "TT": "en",
        "BS": "en", "BB": "en", "BZ": "en", "GY": "en", "NG": "en", "GH": "en", "KE": "en", "UG": "en",
        "ZA": "en", "ZM": "en", "ZW": "en", "SG": "en", "PH": "en", "GI": "en", "IM": "en", "JE": "en",
        "GG": "en", "BM": "en", "KY": "en", "MT": "en", "LR": "en", "SL": "en", "GM": "en",
        // Other languages with Apertium pairs or FreeDict dictionaries
        "PT": "pt", "BR": "pt", "AO": "pt", "MZ": "pt", "IT": "it", "SM": "it", "VA": "it",
        "DE": "de", "AT": "de", "CH": "de", "LI": "de", "NL": "nl", "BE": "nl", "SR": "nl",
        "AD": "ca", "DK": "da", "NO": "nb", "SE": "sv", "FI": "fi", "IS": "is", "PL": "pl", "CZ": "cs",
        "SK": "sk", "SI": "sl", "HR": "hr", "RS": "sr", "MK": "mk", "BG": "bg", "RO": "ro", "MD": "ro",
        "HU": "hu", "GR": "el", "CY": "el", "RU": "ru", "UA": "uk", "BY": "be", "LT": "lt", "LV": "lv",
        "EE": "et", "TR": "tr", "JP": "ja", "ID": "id", "MY": "ms", "IN": "hi", "PK": "ur", "TZ": "sw",
        "IL": "he", "IR": "fa", "AL": "sq", "VN": "vi", "TH": "th", "KR": "ko", "CN": "zh", "TW": "zh",
        "EG": "ar", "SA": "ar", "MA": "ar", "DZ": "ar", "TN": "ar", "IQ": "ar", "JO": "ar", "AE": "ar",
    ]
}
