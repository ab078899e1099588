import Foundation
import Localization

/// ArgumentParser's usage errors in the learner's language, as far as their shape allows: the
/// sentences it writes for a missing, unknown or unexpected argument and its "Usage" and "See …"
/// lines are translated; the "Help" line, which quotes the options' help (kept in English), is
/// left out in another language. Messages learnctl's own validation wrote are translated already.
enum UsageErrorText {
    static func localized(_ text: String) -> String {
        guard MessageCatalog.language != "en" else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
            let line = String(line)
            if line.hasPrefix("Help:") { return nil }
            if line.hasPrefix("Error: ") { return tr("Error: %s", sentence(String(line.dropFirst("Error: ".count)))) }
            if line.hasPrefix("Usage: ") { return tr("Usage: %s", String(line.dropFirst("Usage: ".count))) }
            if let command = match(line, #"^  See '(.+) --help' for more information\.$"#)?.first {
                return "  " + tr("See `%s --help` for more information.", command)
            }
            return line
        }.joined(separator: "\n")
    }

    /// ArgumentParser's sentence after "Error: ", translated when it is one of its usual ones.
    private static func sentence(_ text: String) -> String {
        if let name = match(text, #"^Missing expected argument '(.+)'$"#)?.first {
            return tr("Missing expected argument %s.", name)
        }
        if let name = match(text, #"^Unknown option '(.+)'$"#)?.first {
            return tr("Unknown option %s.", name)
        }
        if let name = match(text, #"^Missing value for '(.+)'$"#)?.first {
            return tr("Missing value for %s.", name)
        }
        if let parts = match(text, #"^The value '(.*)' is invalid for '(.+)'$"#), parts.count == 2 {
            return tr("The value “%1$s” is not valid for %2$s.", parts[0], parts[1])
        }
        if let name = match(text, #"^Unexpected argument '(.+)'$"#)?.first {
            return tr("Unexpected argument “%s”.", name)
        }
        if let parts = match(text, #"^(\d+) unexpected arguments: (.+)$"#), parts.count == 2 {
            let count = Int(parts[0]) ?? 2
            return trn("%1$d unexpected argument: %2$s.", "%1$d unexpected arguments: %2$s.", count, count, parts[1])
        }
        return text
    }

    /// The captured groups of `pattern` in `text`, or nil when it does not match.
    private static func match(_ text: String, _ pattern: String) -> [String]? {
        guard let expression = try? NSRegularExpression(pattern: pattern),
              let found = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
        return (1..<found.numberOfRanges).compactMap { Range(found.range(at: $0), in: text).map { String(text[$0]) } }
    }
}
