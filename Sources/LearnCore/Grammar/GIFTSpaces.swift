extension StringProtocol {
    /// The text without the spaces and tabs at its ends (the characters of Foundation's
    /// `CharacterSet.whitespaces`), trimmed on Unicode scalars: the bank's files are read line by
    /// line, and this is much cheaper than `trimmingCharacters(in:)` on Linux.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isSpaceOrTab }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.isSpaceOrTab })!
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}

private extension Unicode.Scalar {
    var isSpaceOrTab: Bool {
        self == " " || self == "\t" || (value > 0x7F && properties.generalCategory == .spaceSeparator)
    }
}
