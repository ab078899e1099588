/// Scores recordings of a learner reading a known English sentence: a recogniser writes down what
/// was said, expecting nothing in particular, and the words heard are compared with the sentence's.
///
/// Keeps the pronunciation dictionary (CMUdict, about 0.1 s to load): it says which written words
/// can be judged, and which heard words sound the same as the written ones ("two" for "too").
/// How scoring works is described in docs/speaking.md.
public final class SpeechScorer: Sendable {
    /// Recordings shorter than this cannot hold a sentence.
    public static let minimumDuration = 0.5
    /// Below this level (``SpeechRecording``'s loudest 50 ms, RMS in sample units, about −45 dBFS)
    /// a recording is taken to be silence without asking the recogniser.
    public static let silenceLevel = 180.0

    /// The recogniser that writes down what was said.
    public let recogniser: any SpeechRecogniser
    /// What settles a close word heard in a written word's place, when there is one.
    public let referee: AcousticReferee?
    private let dictionary: PronunciationDictionary

    /// Scores with `recogniser` (and `referee`, for close words), reading the pronunciation
    /// dictionary of `model`; throws `modelMissing` when it is not installed.
    public init(recogniser: any SpeechRecogniser, referee: AcousticReferee? = nil, model: SpeechModel = .installed) throws(SpeakingError) {
        self.recogniser = recogniser
        self.referee = referee
        dictionary = try PronunciationDictionary(path: model.dictionary)
    }

    /// The engine that judges.
    public var engine: ScoringEngine { recogniser.engine }

    /// The reference split into written words, with the ones the pronunciation dictionary does
    /// not know marked unscored: what ``score(_:path:against:)`` will judge.
    public func reference(_ text: String) -> ReferenceText {
        ReferenceText(text, isKnown: dictionary.knows)
    }

    /// Judges `recording`, read from the file `path`, against the sentence `reference`.
    ///
    /// Throws `nothingToScore` when the dictionary knows none of the reference's words,
    /// `tooShort` for a recording under ``minimumDuration``, `silence` when it is quieter than
    /// ``silenceLevel`` or the recogniser hears no word in it, and `failed` when the recogniser fails.
    public func score(_ recording: SpeechRecording, path: String, against reference: String) throws(SpeakingError) -> SpeakingAssessment {
        let text = self.reference(reference)
        guard !text.scoredWords.isEmpty else { throw .nothingToScore(reference) }
        guard recording.duration >= Self.minimumDuration else {
            throw .tooShort(seconds: recording.duration, minimum: Self.minimumDuration)
        }
        guard recording.loudestLevel >= Self.silenceLevel else { throw .silence }
        let heard = try recogniser.recognise(recording, path: path)
        var spoken = spokenWords(heard)
        guard !spoken.isEmpty else { throw .silence }
        if let referee { settle(&spoken, against: text, by: referee, samples: recording.samples) }
        return SpeakingAssessment(judging: spoken, said: heard.map(\.text).joined(separator: " "), against: text, text: reference,
                                  engine: recogniser.engine, same: sameWord)
    }

    /// The heard words normalised as the reference's are ("Bus." → bus, "15" → fifteen), each
    /// spoken word with the times and probability of the word it came from. Whisper writes a word
    /// in pieces now and then: a piece that starts with an apostrophe belongs to the word before
    /// ("o" "'clock" → o'clock), and one that starts with a hyphen is a word of its own ("hand"
    /// "-logage" → hand logage).
    func spokenWords(_ heard: [HeardWord]) -> [HeardWord] {
        var joined: [HeardWord] = []
        for word in heard {
            var word = word
            if let last = joined.last, let first = word.text.first, "'’".contains(first) {
                let probability = [last.probability, word.probability].compactMap { $0 }.min()
                joined[joined.count - 1] = HeardWord(last.text + word.text, start: last.start, end: word.end, probability: probability)
                continue
            }
            while word.text.first == "-" { word.text.removeFirst() }
            joined.append(word)
        }
        return joined.flatMap { word in
            ReferenceText.spokenWords(word.text, isKnown: dictionary.knows).map {
                HeardWord($0, start: word.start, end: word.end, probability: word.probability)
            }
        }
    }

    /// The audio decides where the recogniser and the sentence disagree on a close word: a word
    /// heard in a written word's place that the written word fits clearly better becomes the
    /// written word.
    func settle(_ spoken: inout [HeardWord], against reference: ReferenceText, by referee: AcousticReferee, samples: [Int16]) {
        let slots = SpeakingAssessment.slots(reference)
        let words = spoken.map(\.text)
        let alignment = WordAlignment(reference: slots.map(\.word), heard: words, same: sameWord)
        for case .substitution(let slot, let index) in alignment.steps {
            guard let written = slots[slot].word, referee.isClose(written, words[index]),
                  referee.prefers(written, over: index, in: words, samples: samples) else { continue }
            spoken[index].text = written
        }
    }

    /// Whether the heard word is the written one: spelt the same, or pronounced the same by the
    /// dictionary ("too" and "two", "colour" and "color") — what a listener could not tell apart.
    func sameWord(_ written: String, _ heard: String) -> Bool {
        if written == heard { return true }
        let pronunciations = dictionary.pronunciations(of: written)
        return !pronunciations.isEmpty && dictionary.pronunciations(of: heard).contains { pronunciations.contains($0) }
    }
}
