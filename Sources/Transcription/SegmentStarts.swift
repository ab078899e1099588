/// Whisper gives the first word of a segment the segment's start, and a segment that follows a
/// pause often starts where the pause began: the word then seems to start up to a second before
/// it is heard, and a line replayed from there begins with silence. Such a word, longer than any
/// word of its letters is said in, is moved to start that long before its end.
enum SegmentStarts {
    /// The longest a word of `letters` letters is taken to last, in seconds (slow speech included).
    static func longest(letters: Int) -> Double {
        0.3 + 0.08 * Double(letters)
    }

    /// `segments` with the first word of each (and the segment's start) moved as said above.
    static func tightened(_ segments: [RecognisedSegment]) -> [RecognisedSegment] {
        segments.map { segment in
            guard var first = segment.words.first else { return segment }
            let longest = longest(letters: WordKey.of(first.text).count)
            guard first.end - first.start > longest else { return segment }
            first.start = first.end - longest
            var segment = segment
            segment.words[0] = first
            segment.start = max(segment.start, first.start)
            return segment
        }
    }
}
