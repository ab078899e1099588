import CLibintl

/// The message `message` in the learner's language, with its `%s`/`%d` (or `%1$s`, `%2$d` …)
/// filled from `arguments` in order. `%d` takes an `Int` and writes it with the language's digit
/// grouping (``NumberText/integer(_:)``); `%s` writes the argument's description; `%%` is `%`.
///
/// The message must be one string literal without interpolation: `scripts/update-catalogs.sh`
/// extracts every `tr("…")` and `trn("…", "…", …)` call into `po/learnctl.pot`.
public func tr(_ message: String, _ arguments: any CustomStringConvertible...) -> String {
    // gettext returns its argument when there is no translation, so the C string must outlive
    // the copy made of the result.
    let translated = message.withCString { id in gettext(id).map { String(cString: $0) } } ?? message
    return MessageFormat.fill(translated, with: arguments)
}

/// The singular or plural message for `count`, as the language's plural rule chooses
/// (“1 carte”, “2 cartes”), filled like ``tr(_:_:)``. Pass the count among `arguments` too.
public func trn(
    _ singular: String, _ plural: String, _ count: Int, _ arguments: any CustomStringConvertible...
) -> String {
    let translated = singular.withCString { one in
        plural.withCString { many in
            ngettext(one, many, UInt(clamping: max(0, count))).map { String(cString: $0) }
        }
    } ?? (count == 1 ? singular : plural)
    return MessageFormat.fill(translated, with: arguments)
}

/// Fills the conversions of a translated message.
enum MessageFormat {
    static func fill(_ format: String, with arguments: [any CustomStringConvertible]) -> String {
        guard format.contains("%") else { return format }
        var result = ""
        var next = 0
        var characters = format.makeIterator()
        while let character = characters.next() {
            guard character == "%" else { result.append(character); continue }
            var digits = ""
            var conversion = characters.next()
            while let digit = conversion, digit.isASCII, digit.isNumber {
                digits.append(digit)
                conversion = characters.next()
            }
            var index = next
            if !digits.isEmpty, conversion == "$", let position = Int(digits) {
                index = position - 1
                conversion = characters.next()
            } else {
                next += 1
            }
            switch conversion {
            case "%"?: result.append("%")
            case "d"?, "s"?:
                guard arguments.indices.contains(index) else { continue }
                let argument = arguments[index]
                if conversion == "d", let integer = argument as? Int {
                    result += NumberText.integer(integer)
                } else {
                    result += argument.description
                }
            case let other?: result.append("%"); result += digits; result.append(other)
            case nil: result.append("%")
            }
        }
        return result
    }
}

/// Marks `message` for the catalogs without translating it: for message IDs kept as data and
/// shown later through ``tr(_:_:)`` (`tr(achievement.name)`).
public func N_(_ message: String) -> String {
    message
}
