import CPocketSphinx
import Foundation

/// PocketSphinx 0.8's decoder with the English acoustic model, the general US English language
/// model and CMUdict loaded: it hears any of the language model's words, expecting no sentence in
/// particular. The only file that calls the C library.
///
/// Each recording is decoded as one utterance of a new stream in a single call (`full_utt`): the
/// model's batch cepstral mean normalisation sees the whole of it, and the noise estimate and
/// frame count start afresh, so nothing carries over from the recording before. Silence is not
/// removed before decoding (`-remove_silence no`), so that word times are times in the recording.
///
/// Not thread-safe: ``SpeechScorer`` holds it behind a mutex.
final class PocketSphinxDecoder {
    private let decoder: OpaquePointer
    /// The arguments the configuration was parsed from; sphinxbase may keep pointers into them.
    private let arguments: [UnsafeMutablePointer<CChar>?]
    /// The words added to the dictionary so far (a decoder without the general model's dictionary).
    private var added: Set<String> = []
    /// The number of the grammar searched last; each grammar gets a search of its own name.
    private var grammarNumber = 0

    /// The acoustic model's frames per second (`-frate`).
    private static let framesPerSecond = 100.0

    /// Loads `model`: with its general language model and dictionary when `general`, otherwise
    /// the acoustic model alone, with an empty dictionary that ``pathScore(_:words:dictionary:)``
    /// fills with the words it is asked about.
    init(model: SpeechModel, general: Bool = true) throws(SpeakingError) {
        // Quiet from here on: parsing the configuration logs it all to stderr otherwise.
        err_set_logfp(nil)
        let language = general ? ["-lm", model.languageModel, "-dict", model.dictionary] : []
        let argv = ["pocketsphinx", "-hmm", model.acousticModel] + language + ["-remove_silence", "no", "-bestpath", "yes", "-logfn", "/dev/null"]
        var arguments = argv.map { strdup($0) }
        guard let config = arguments.withUnsafeMutableBufferPointer({
            cmd_ln_parse_r(nil, ps_args(), Int32($0.count), $0.baseAddress, 1)
        }) else {
            arguments.forEach { free($0) }
            throw .failed("the configuration was refused")
        }
        let decoder = ps_init(config)
        cmd_ln_free_r(config)  // the decoder keeps its own reference
        guard let decoder else {
            arguments.forEach { free($0) }
            throw .failed("the model in \(model.acousticModel) could not be loaded")
        }
        self.decoder = decoder
        self.arguments = arguments
    }

    deinit {
        ps_free(decoder)
        arguments.forEach { free($0) }
    }

    /// Decodes `samples` (16 kHz mono) and returns the words heard, without silences, noises and
    /// sentence marks.
    func decode(_ samples: [Int16]) throws(SpeakingError) -> [HeardWord] {
        guard ps_start_stream(decoder) >= 0, ps_start_utt(decoder) >= 0 else { throw .failed("the utterance could not be started") }
        let processed = samples.withUnsafeBufferPointer { buffer in
            ps_process_raw(decoder, buffer.baseAddress, buffer.count, 0, 1)
        }
        let ended = ps_end_utt(decoder)
        guard processed >= 0, ended >= 0 else { throw .failed("the recording could not be decoded") }
        return heardWords()
    }

    /// How well `samples` fit a sentence of `slots`, each one of its words said in that order
    /// (silence allowed around and between them): the words of the best fit and its path's score,
    /// a log-likelihood (higher is better, comparable only between searches of the same samples);
    /// nil when the words cannot be fitted at all. Words must be of letters and apostrophes.
    func fit(_ samples: [Int16], slots: [[String]], dictionary: PronunciationDictionary) throws(SpeakingError) -> (words: [String], score: Int32)? {
        for word in Set(slots.joined()) where !added.contains(word) {
            for (index, phones) in dictionary.pronunciations(of: word).enumerated() {
                let name = index == 0 ? word : "\(word)(\(index + 1))"
                guard ps_add_word(decoder, name, phones, 0) >= 0 else { throw .failed("“\(word)” could not be added to the dictionary") }
            }
            added.insert(word)
        }
        let previous = "words-\(grammarNumber)"
        grammarNumber += 1
        let search = "words-\(grammarNumber)"
        let rule = slots.map { $0.count == 1 ? $0[0] : "(" + $0.joined(separator: " | ") + ")" }.joined(separator: " ")
        let grammar = "#JSGF V1.0;\ngrammar take;\npublic <take> = \(rule);\n"
        guard ps_set_jsgf_string(decoder, search, grammar) == 0 else { throw .failed("the words were refused as a grammar") }
        guard ps_set_search(decoder, search) == 0 else { throw .failed("the grammar search could not be chosen") }
        if grammarNumber > 1 { ps_unset_search(decoder, previous) }
        guard ps_start_stream(decoder) >= 0, ps_start_utt(decoder) >= 0 else { throw .failed("the utterance could not be started") }
        let processed = samples.withUnsafeBufferPointer { buffer in
            ps_process_raw(decoder, buffer.baseAddress, buffer.count, 0, 1)
        }
        let ended = ps_end_utt(decoder)
        guard processed >= 0, ended >= 0 else { throw .failed("the recording could not be decoded") }
        var score: Int32 = 0
        guard let hypothesis = ps_get_hyp(decoder, &score), hypothesis.pointee != 0 else { return nil }
        let words = String(cString: hypothesis).split(separator: " ").compactMap { Self.dictionaryWord(String($0)) }
        return (words, score)
    }

    /// The best hypothesis's words, with their times and posterior probabilities.
    private func heardWords() -> [HeardWord] {
        var words: [HeardWord] = []
        let logMath = ps_get_logmath(decoder)
        var segment = ps_seg_iter(decoder)
        while let current = segment {
            if let name = ps_seg_word(current), let word = Self.dictionaryWord(String(cString: name)) {
                var first: Int32 = 0, last: Int32 = 0, acoustic: Int32 = 0, language: Int32 = 0, backoff: Int32 = 0
                ps_seg_frames(current, &first, &last)
                let posterior = ps_seg_prob(current, &acoustic, &language, &backoff)
                words.append(HeardWord(
                    word,
                    start: Double(first) / Self.framesPerSecond,
                    end: Double(last + 1) / Self.framesPerSecond,
                    probability: logMath.map { min(1, max(0, logmath_exp($0, posterior))) }
                ))
            }
            segment = ps_seg_next(current)
        }
        return words
    }

    /// A segment's word as the dictionary spells it: nil for silence, noise and the sentence
    /// marks (`<s>`, `<sil>`, `[NOISE]`), and without an alternate pronunciation's "(2)".
    static func dictionaryWord(_ segment: String) -> String? {
        guard let first = segment.first, !"<[+".contains(first) else { return nil }
        if segment.hasSuffix(")"), let open = segment.lastIndex(of: "(") {
            return String(segment[..<open])
        }
        return segment
    }
}
