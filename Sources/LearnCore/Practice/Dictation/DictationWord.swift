/// One word after normalisation: the lowercase forms it may stand for, and how to show it.
///
/// Most words have one form; an ambiguous one has several ("'s" is "is" or "has"), and two words
/// match when their forms have one in common.
struct DictationWord: Sendable, Equatable {
    /// Lowercase, NFC, with straight apostrophes.
    var forms: Set<String>
    /// The word as shown to the learner when it stands alone, e.g. "twenty" for part of "21".
    var display: String

    init(forms: Set<String>, display: String) {
        precondition(!forms.isEmpty, "a word needs at least one form")
        self.forms = forms
        self.display = display
    }

    /// A word with a single form.
    init(_ form: String, display: String) {
        self.init(forms: [form], display: display)
    }

    func matches(_ other: DictationWord) -> Bool {
        !forms.isDisjoint(with: other.forms)
    }
}
