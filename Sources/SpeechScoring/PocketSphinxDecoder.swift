import CPocketSphinx
import Foundation

/// PocketSphinx 0.8's decoder with the English acoustic model loaded. The only file that calls
/// the C library.
///
/// Its dictionary starts empty; the words of each sentence model are added the first time they
/// are needed, so that setting a sentence model stays cheap (see ``PronunciationDictionary``).
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
    /// The words already in the decoder's dictionary.
    private var added: Set<String> = []
    /// The current sentence search's number: each model gets a search of its own name, and the
    /// one before is removed once the new one is active.
    private var searchNumber = 0

    /// The acoustic model's frames per second (`-frate`).
    private static let framesPerSecond = 100.0

    init(acousticModel: String) throws(SpeakingError) {
        // Quiet from here on: parsing the configuration logs it all to stderr otherwise.
        err_set_logfp(nil)
        let argv = ["pocketsphinx", "-hmm", acousticModel, "-remove_silence", "no", "-logfn", "/dev/null"]
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
            throw .failed("the acoustic model in \(acousticModel) could not be loaded")
        }
        self.decoder = decoder
        self.arguments = arguments
    }

    deinit {
        ps_free(decoder)
        arguments.forEach { free($0) }
    }

    /// Decodes `samples` (16 kHz mono) expecting `languageModel`, whose words are looked up in
    /// `dictionary`, and returns the words heard, without silences, noises and sentence marks.
    func decode(
        _ samples: [Int16], languageModel: SentenceLanguageModel, dictionary: PronunciationDictionary
    ) throws(SpeakingError) -> [HeardWord] {
        try add(languageModel.vocabulary, from: dictionary)
        let previous = "sentence-\(searchNumber)"
        searchNumber += 1
        let search = "sentence-\(searchNumber)"
        try PrivateTemporaryFile.with(languageModel.arpa, suffix: ".lm") { path throws(SpeakingError) in
            guard ps_set_lm_file(decoder, search, path) == 0 else { throw .failed("the sentence model was refused") }
        }
        guard ps_set_search(decoder, search) == 0 else { throw .failed("the sentence search could not be chosen") }
        if searchNumber > 1 { ps_unset_search(decoder, previous) }

        guard ps_start_stream(decoder) >= 0, ps_start_utt(decoder) >= 0 else { throw .failed("the utterance could not be started") }
        let processed = samples.withUnsafeBufferPointer { buffer in
            ps_process_raw(decoder, buffer.baseAddress, buffer.count, 0, 1)
        }
        let ended = ps_end_utt(decoder)
        guard processed >= 0, ended >= 0 else { throw .failed("the recording could not be decoded") }
        return heardWords()
    }

    /// Adds the words the decoder's dictionary lacks, each with all its pronunciations.
    private func add(_ words: [String], from dictionary: PronunciationDictionary) throws(SpeakingError) {
        for word in words where !added.contains(word) {
            for (index, phones) in dictionary.pronunciations(of: word).enumerated() {
                let name = index == 0 ? word : "\(word)(\(index + 1))"
                guard ps_add_word(decoder, name, phones, 0) >= 0 else { throw .failed("“\(word)” could not be added to the dictionary") }
            }
            added.insert(word)
        }
    }

    /// The best hypothesis's words, with their times.
    private func heardWords() -> [HeardWord] {
        var words: [HeardWord] = []
        var segment = ps_seg_iter(decoder)
        while let current = segment {
            if let name = ps_seg_word(current), let word = Self.dictionaryWord(String(cString: name)) {
                var first: Int32 = 0, last: Int32 = 0
                ps_seg_frames(current, &first, &last)
                words.append(HeardWord(
                    word,
                    start: Double(first) / Self.framesPerSecond,
                    end: Double(last + 1) / Self.framesPerSecond
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
