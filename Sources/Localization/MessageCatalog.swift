import CLibintl
#if canImport(Glibc)
import Glibc
#endif

/// learnctl's message catalogs: glibc's gettext with the text domain `learnctl`.
///
/// ``setUp(environment:)`` chooses the language the way every Linux program does — `LANGUAGE`,
/// then `LC_ALL`, `LC_MESSAGES`, `LANG` — and finds the compiled catalogs
/// (`<dir>/<lang>/LC_MESSAGES/learnctl.mo`) in the first of:
/// 1. `$LEARNCTL_LOCALEDIR` (when set, the only place looked at);
/// 2. `<executable dir>/../share/locale` or `../../share/locale` (an installation);
/// 3. `<executable dir>/locale` (a build: `scripts/compile-catalogs.sh` puts them there).
///
/// A locale that is asked for but not installed on the machine (`LANG=fr_FR.UTF-8` with only
/// `C.UTF-8` generated) still gets its messages: the program then runs in `C.UTF-8` with
/// `LANGUAGE` set from the locale's name. `LC_ALL=C` or `LANG=C` mean English, as everywhere.
public enum MessageCatalog {
    /// The text domain, and the name of the `.mo` files.
    public static let domain = "learnctl"
    /// The environment variable naming the folder of compiled catalogs explicitly.
    public static let directoryVariable = "LEARNCTL_LOCALEDIR"

    /// Selects the language and binds the text domain from the process's environment; call once,
    /// before anything is printed.
    public static func setUp() {
        var environment: [String: String] = [:]
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", directoryVariable] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        setUp(environment: environment)
    }

    /// ``setUp()`` with the variables in `environment` (which is not read otherwise).
    public static func setUp(environment: [String: String]) {
        let chosen = setlocale(LC_ALL, "").map { String(cString: $0) }
        let requested = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        if chosen == nil || chosen == "C" || chosen == "POSIX" {
            let explicitC = requested.map { $0 == "C" || $0 == "POSIX" } ?? false
            if !explicitC {
                // The locale is missing (or nothing was asked for): messages can still follow
                // LANGUAGE, or the locale's language, in a UTF-8 locale that always exists.
                setlocale(LC_ALL, "C.UTF-8")
                let language = environment["LANGUAGE"] ?? ""
                if language.isEmpty, let requested, let name = languageName(ofLocale: requested) {
                    setenv("LANGUAGE", name, 1)
                }
            }
        }
        // Numbers are formatted by ``NumberText``; nothing else may read a localised decimal point.
        setlocale(LC_NUMERIC, "C")
        if let directory = directory(environment: environment) {
            bindtextdomain(domain, directory)
        }
        bind_textdomain_codeset(domain, "UTF-8")
        textdomain(domain)
        cachedLanguage = nil
    }

    /// The language of the catalog in use: "es", "fr", or "en" when messages are not translated.
    public static var language: String {
        if let cachedLanguage { return cachedLanguage }
        let found = headerLanguage() ?? "en"
        cachedLanguage = found
        return found
    }

    nonisolated(unsafe) private static var cachedLanguage: String?

    /// "fr" for "fr_FR.UTF-8", "es" for "es", nil for "C" and "POSIX".
    static func languageName(ofLocale locale: String) -> String? {
        let name = locale.split(separator: ".").first.map(String.init) ?? locale
        let base = name.split(separator: "@").first.map(String.init) ?? name
        guard !base.isEmpty, base != "C", base != "POSIX" else { return nil }
        return base
    }

    /// The `Language:` field of the header of the catalog gettext chose (its entry for "").
    private static func headerLanguage() -> String? {
        guard let header = "".withCString({ gettext($0).map { String(cString: $0) } }), !header.isEmpty else { return nil }
        for line in header.split(separator: "\n") where line.hasPrefix("Language:") {
            let value = line.dropFirst("Language:".count).trimmingSpaces
            let code = value.split(separator: "_").first.map(String.init) ?? value
            return code.isEmpty ? nil : code
        }
        return nil
    }

    private static func directory(environment: [String: String]) -> String? {
        if let explicit = environment[directoryVariable], !explicit.isEmpty { return explicit }
        guard let executable = executablePath() else { return nil }
        let folder = executable.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let candidates = ["\(folder)/../share/locale", "\(folder)/../../share/locale", "\(folder)/locale"]
        return candidates.first { access("\($0)/es/LC_MESSAGES/\(domain).mo", R_OK) == 0 }
    }

    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " || $0 == "\r" }).reversed())
    }
}
