/// Characters a terminal would act on rather than show: C0 controls other than line feed and
/// tab, DEL and the C1 controls. Every text a feed (or an imported article) gives passes through
/// here, because it is shown in a terminal later.
public enum ControlCharacters {
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// `text` without its control characters, "\r\n" and a lone "\r" read as "\n".
    public static func removed(from text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) }) else { return text }
        var result = String.UnicodeScalarView()
        var previousWasReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasReturn = scalar == "\r" }
            if scalar == "\r" {
                result.append("\n")
            } else if scalar == "\n" && previousWasReturn {
                continue
            } else if !isControl(scalar) {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
