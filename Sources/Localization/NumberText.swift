/// Numbers written the way the learner's language writes them: "100,000" and "2.5" in English,
/// "100.000" and "2,5" in Spanish, "100 000" and "2,5" in French.
public enum NumberText {
    /// An integer with the language's thousands separator.
    public static func integer(_ value: Int) -> String {
        let digits = String(value.magnitude)
        let separator = symbols.grouping
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped += separator }
            grouped.append(digit)
        }
        return value < 0 ? "-" + grouped : grouped
    }

    /// `value` with at most `fractionDigits` decimals (trailing zeros dropped) and the language's
    /// decimal separator.
    public static func decimal(_ value: Double, fractionDigits: Int = 1) -> String {
        guard value.isFinite else { return String(value) }
        var scale = 1.0
        for _ in 0..<max(0, fractionDigits) { scale *= 10 }
        let scaled = (value * scale).rounded()
        let whole = Int((scaled / scale).rounded(.towardZero))
        var fraction = Int(abs(scaled).truncatingRemainder(dividingBy: scale))
        var fractionText = ""
        if fraction > 0 {
            var width = fractionDigits
            while fraction % 10 == 0 { fraction /= 10; width -= 1 }
            fractionText = String(fraction)
            while fractionText.count < width { fractionText = "0" + fractionText }
        }
        let sign = scaled < 0 && whole == 0 ? "-" : ""
        return sign + integer(whole) + (fractionText.isEmpty ? "" : symbols.decimal + fractionText)
    }

    /// A percentage: "80%" in English and Spanish, "80 %" in French.
    public static func percent(_ value: Int) -> String {
        tr("%d%%", value)
    }

    private static var symbols: (grouping: String, decimal: String) {
        switch MessageCatalog.language {
        case "es": (".", ",")
        case "fr": ("\u{202F}", ",")
        default: (",", ".")
        }
    }
}
