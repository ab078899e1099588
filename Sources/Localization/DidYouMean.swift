/// "Did you mean …?" in the learner's language, for a name that matches nothing.
public enum DidYouMean {
    /// `Did you mean "cards" or "tests"?` for `names`, or nil when there are none.
    public static func sentence(offering names: [String]) -> String? {
        let quoted = names.map { "\"\($0)\"" }
        guard let last = quoted.last else { return nil }
        // TRANSLATORS: the last two of the names offered in “Did you mean …?”.
        let list = quoted.count == 1 ? last : tr("%1$s or %2$s", quoted.dropLast().joined(separator: ", "), last)
        // TRANSLATORS: %s is one or more quoted names.
        return tr("Did you mean %s?", list)
    }
}
