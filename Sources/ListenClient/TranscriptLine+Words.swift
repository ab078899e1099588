import ListenProtocol

/// Where a cue's timed words are in its ``spokenText``, and the cue read as far as it has been
/// heard: what the player screen underlines and reveals word by word.
extension TranscriptLine {
    /// For each of ``words``, the characters it takes in ``spokenText`` (offsets counted in
    /// characters, the speaker's "Name: " included); nil without word times, or when a word is
    /// not found in the text after the word before it.
    public var spokenWordRanges: [Range<Int>]? {
        guard let words, !words.isEmpty else { return nil }
        let text = Array(text.terminalLine)
        let lead = spokenText.count - text.count
        var ranges = [Range<Int>]()
        var from = 0
        for word in words {
            let wanted = Array(word.text.terminalLine)
            guard !wanted.isEmpty, let found = text[from...].firstRange(of: wanted) else { return nil }
            ranges.append(lead + found.lowerBound..<lead + found.upperBound)
            from = found.upperBound
        }
        return ranges
    }

    /// ``spokenText`` with every word after the first `heard` of ``words`` hidden: each of its
    /// characters an underscore, so the line keeps its length; nil when ``spokenWordRanges`` is.
    public func spokenText(revealing heard: Int) -> String? {
        guard let ranges = spokenWordRanges else { return nil }
        var characters = Array(spokenText)
        for range in ranges.dropFirst(max(0, heard)) {
            for index in range where !characters[index].isWhitespace { characters[index] = "_" }
        }
        return String(characters)
    }
}
