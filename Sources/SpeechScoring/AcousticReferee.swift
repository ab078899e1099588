import Synchronization

/// Settles a disagreement between the recogniser and the sentence on a close word with evidence
/// from the audio: PocketSphinx's acoustic model fits the whole take twice, as the words heard
/// with the one word as heard and as written, and the better fit wins. Neither side is preferred:
/// the written word wins only when it fits the sound better.
///
/// Only words that sound alike are referred (``isClose(_:_:)``): a word heard as something quite
/// different was said differently. Loading takes about 0.1 s; each referral costs two
/// constrained searches of the take, a few hundredths of a second.
public final class AcousticReferee: Sendable {
    private let decoder: Mutex<PocketSphinxDecoder>
    private let dictionary: PronunciationDictionary

    /// Loads `model`'s acoustic model and dictionary; throws `modelMissing` when it is not installed.
    public init(model: SpeechModel = .installed) throws(SpeakingError) {
        if let missing = model.missingPath { throw .modelMissing(missing) }
        decoder = Mutex(try PocketSphinxDecoder(model: model, general: false))
        dictionary = try PronunciationDictionary(path: model.dictionary)
    }

    /// How much better (in PocketSphinx's path score) a word must fit the take than the other to
    /// win. Chosen on the evaluation set (bench/speaking): with Whisper's word and the written one,
    /// every referral above it went to the word that had been said, and 7 of 10 below it.
    static let margin: Int32 = 200

    /// Whether `written` fits the sound clearly better than `heard[index]`, the rest of `heard`
    /// as it is. False when any of the words is not in the dictionary, or neither fits.
    func prefers(_ written: String, over index: Int, in heard: [String], samples: [Int16]) -> Bool {
        guard (heard + [written]).allSatisfy(dictionary.knows) else { return false }
        var asWritten = heard
        asWritten[index] = written
        return decoder.withLock { decoder in
            guard let writtenFit = try? decoder.fit(samples, slots: asWritten.map { [$0] }, dictionary: dictionary) else { return false }
            guard let heardFit = try? decoder.fit(samples, slots: heard.map { [$0] }, dictionary: dictionary) else { return true }
            return writtenFit.score > heardFit.score + Self.margin
        }
    }

    /// Whether two words sound alike: their main pronunciations differ by at most two phones,
    /// and by at most 60 % of the longer one's ("ticket" and "jacket", "bus" and "boss"; not
    /// "bus" and "airport").
    func isClose(_ first: String, _ second: String) -> Bool {
        guard let a = dictionary.pronunciations(of: first).first?.split(separator: " "),
              let b = dictionary.pronunciations(of: second).first?.split(separator: " ") else { return false }
        let distance = Self.editDistance(a, b)
        return distance <= 2 && Double(distance) <= 0.6 * Double(max(a.count, b.count))
    }

    static func editDistance<T: Equatable>(_ a: [T], _ b: [T]) -> Int {
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = row[j]
                row[j] = current
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }
}
