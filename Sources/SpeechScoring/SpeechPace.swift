/// How fast and how smoothly the heard words were said.
struct SpeechPace: Equatable {
    /// Seconds from the first heard word's start to the last one's end; 0 when nothing was heard.
    var speechDuration: Double
    /// Heard words per minute of `speechDuration`; nil when nothing was heard.
    var wordsPerMinute: Double?
    /// The longest silence between two heard words, in seconds; silence before the first word
    /// and after the last does not count.
    var longestPause: Double

    init(_ heard: [HeardWord]) {
        guard let first = heard.first, let last = heard.last else {
            self.init(speechDuration: 0, wordsPerMinute: nil, longestPause: 0)
            return
        }
        let duration = max(0, last.end - first.start)
        let pauses = zip(heard, heard.dropFirst()).map { max(0, $1.start - $0.end) }
        self.init(
            speechDuration: duration,
            wordsPerMinute: duration > 0 ? Double(heard.count) / duration * 60 : nil,
            longestPause: pauses.max() ?? 0
        )
    }

    init(speechDuration: Double, wordsPerMinute: Double?, longestPause: Double) {
        self.speechDuration = speechDuration
        self.wordsPerMinute = wordsPerMinute
        self.longestPause = longestPause
    }
}
