import Foundation

/// Where PocketSphinx's English acoustic model, language model and pronunciation dictionary are.
public struct SpeechModel: Sendable, Equatable {
    /// The acoustic model's folder (`mdef`, `means`, `feat.params` …).
    public var acousticModel: String
    /// The general English language model, which ``PocketSphinxRecogniser`` listens with.
    public var languageModel: String
    /// The pronunciation dictionary (CMUdict): the words that can be heard and scored.
    public var dictionary: String

    public init(acousticModel: String, languageModel: String, dictionary: String) {
        self.acousticModel = acousticModel
        self.languageModel = languageModel
        self.dictionary = dictionary
    }

    /// A folder laid out like Debian's: `en-us/`, `en-us.lm.bin`, `cmudict-en-us.dict`.
    public init(folder: String) {
        self.init(
            acousticModel: folder + "/en-us",
            languageModel: folder + "/en-us.lm.bin",
            dictionary: folder + "/cmudict-en-us.dict"
        )
    }

    /// Debian's pocketsphinx-en-us in /usr/share/pocketsphinx/model/en-us, or the folder named by
    /// `LISTEND_SPEECH_MODEL` (laid out the same way).
    public static let installed = SpeechModel(
        folder: ProcessInfo.processInfo.environment["LISTEND_SPEECH_MODEL"].flatMap { $0.isEmpty ? nil : $0 }
            ?? "/usr/share/pocketsphinx/model/en-us"
    )

    /// The first of the files the scorer needs that is missing, if any.
    var missingPath: String? {
        [acousticModel + "/mdef", languageModel, dictionary].first { !FileManager.default.isReadableFile(atPath: $0) }
    }
}
