/// Short paragraphs that are part of a page's furniture rather than its text: bylines
/// ("By Anna Kowalska"), dates ("12 March 2024", "Updated 10:32 GMT, 4 March 2023"), reading
/// times ("5 min read"), labels such as "Advertisement", "Share this article", "Read more",
/// "Continue reading", "Related stories", "Leave a comment", and credits ("Photo: …").
/// Only paragraphs of twelve words or fewer are judged; a longer one is always text.
enum BoilerplateText {
    static func isBoilerplate(_ paragraph: String) -> Bool {
        guard paragraph.utf8.count < 200, (1...12).contains(ImportedText.wordCount(paragraph, upTo: 13)) else { return false }
        let words = paragraph.split(whereSeparator: \.isWhitespace)
        let lowered = paragraph.lowercased()
        let bare = lowered.trimmingCharacters(in: trailingMarks)
        if labels.contains(bare) { return true }
        if labelPrefixes.contains(where: { bare.hasPrefix($0) }) { return true }
        if bare.hasSuffix("min read") || bare.hasSuffix("minute read") || bare.hasSuffix("minutes read") { return true }
        let endsSentence = paragraph.last.map { ".!?".contains($0) } ?? false
        if words.count <= 8, !endsSentence, paragraph.hasPrefix("By ") || paragraph.hasPrefix("by ") || paragraph.hasPrefix("Words by ") {
            return true
        }
        if words.count <= 10, !endsSentence, paragraph.contains(where: \.isNumber),
           datePrefixes.contains(where: { bare.hasPrefix($0) }) {
            return true
        }
        return isDate(words)
    }

    /// Whether every word is part of a date or time ("Tuesday 12 March 2024, 10:32 GMT").
    static func isDate(_ words: [Substring]) -> Bool {
        guard words.count <= 8 else { return false }
        var hasYearOrMonth = false
        for word in words {
            let bare = word.lowercased().trimmingCharacters(in: ",.·|–—-/()")
            if bare.isEmpty || ["at", "on", "the", "of", "am", "pm", "gmt", "utc", "bst", "cet", "cest", "est", "edt", "pst", "pdt"].contains(bare) {
                continue
            }
            if months.contains(where: { bare == $0 || (bare.count >= 3 && $0.hasPrefix(bare)) }) {
                hasYearOrMonth = true
                continue
            }
            if weekdays.contains(where: { bare == $0 || (bare.count >= 3 && $0.hasPrefix(bare)) }) { continue }
            let digits = bare.filter(\.isNumber)
            let rest = bare.filter { !$0.isNumber }
            guard !digits.isEmpty, ["", "st", "nd", "rd", "th", ":", "::", "am", "pm", ".", "..", "/", "//", "-", "--"].contains(rest) else {
                return false
            }
            if digits.count == 4 || rest.count == 2 && (rest == "//" || rest == "--" || rest == "..") { hasYearOrMonth = true }
        }
        return hasYearOrMonth
    }

    private static let trailingMarks: Set<Character> = [":", ".", "…", "›", "»", "→", ">", "!", " ", "|"]

    private static let labels: Set<String> = [
        "advertisement", "advert", "ad", "ads", "sponsored", "sponsored content", "paid content", "promoted",
        "share", "share this", "share this article", "share this story", "share this post", "share this page",
        "share on facebook", "share on twitter", "share on x", "share via email", "tweet", "email", "print",
        "read more", "read next", "continue reading", "related", "related articles", "related stories", "related posts",
        "you may also like", "you might also like", "recommended", "recommended for you", "more stories", "most read",
        "comments", "leave a comment", "leave a reply", "post a comment", "skip to content", "skip to main content",
        "back to top", "subscribe", "sign up", "log in", "sign in", "follow us", "top of page", "image", "photo",
        "enlarge this image", "story continues below advertisement", "article continues below advertisement",
        "article continues below", "scroll to continue with content", "continue reading below",
    ]
    private static let labelPrefixes = [
        "share this", "share on ", "read more", "continue reading", "related:", "see also:", "advertisement",
        "sponsored by", "follow us on", "sign up for", "subscribe to", "click here", "posted in ", "filed under",
        "tags:", "tagged:", "tagged with", "photo:", "image:", "photograph:", "illustration:", "credit:",
        "image credit", "photo credit", "(photo", "(image", "copyright ©", "©",
    ]
    private static let datePrefixes = [
        "published", "updated", "last updated", "last modified", "modified", "posted", "first published", "posted on",
    ]
    private static let months = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
    ]
    private static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
}

private extension String {
    func trimmingCharacters(in set: Set<Character>) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }

    func trimmingCharacters(in characters: String) -> String {
        trimmingCharacters(in: Set(characters))
    }
}
