/// A word of the text as written ("Manchester", "don't", "21st", "well-known"), with the
/// normalised words it stands for.
///
/// Most tokens are one word; a contraction, a number or a hyphenated word may be several, and
/// a word that normalisation drops ("and" in "a hundred and five") joins the token before it.
struct DictationToken: Sendable, Equatable {
    /// As written, without the punctuation around it.
    var display: String
    var words: [DictationWord]
    /// Where it is in the text (in NFC) it was read from.
    var range: Range<String.Index>
}
