import CEspeak
import ListenEngine
import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Text to speech with libespeak-ng. The only file that calls libespeak-ng.
///
/// espeak-ng keeps global state and crashes when two threads synthesise at once, so every call
/// of every synthesiser runs on one serial queue; a process needs only one. It loads its data on first use
/// and tries again on the next call if that failed (the data may be installed meanwhile).
/// Synthesis runs about a thousand times faster than real time.
public final class EspeakSynthesizer: SpeechSynthesizer {
    /// Speaking rates espeak-ng accepts, in words per minute.
    public static let rates = 80...450
    /// The rate when none is asked for.
    public static let normalRate = 175

    private struct Loaded: Sendable {
        var sampleRate: Int
        var voices: [SpeechVoice]
    }

    /// The folder holding `espeak-ng-data`; nil: espeak-ng's own lookup (`ESPEAK_DATA_PATH`,
    /// then the installed data).
    public let dataParent: String?
    private static let queue = DispatchQueue(label: "listend.espeak")
    private let loaded = Mutex<Loaded?>(nil)

    /// - Parameter dataFolder: the voice data folder (`…/espeak-ng-data`, or the folder holding
    ///   it); nil: espeak-ng's own lookup.
    public init(dataFolder: String? = nil) {
        var parent = dataFolder
        while let path = parent, path.count > 1, path.hasSuffix("/") { parent = String(path.dropLast()) }
        if let path = parent, path.hasSuffix("/espeak-ng-data") { parent = String(path.dropLast("/espeak-ng-data".count)) }
        self.dataParent = parent
    }

    /// The installed voices, by language; loads the data first if needed.
    public func voices() throws(SpeechError) -> [SpeechVoice] {
        try onQueue { () throws(SpeechError) in try load().voices }
    }

    /// The voice `request` names, or the best for its language; fails with `unknownVoice`.
    public func voice(named request: String) throws(SpeechError) -> SpeechVoice {
        let voices = try voices()
        if let voice = voices.first(where: { $0.answers(to: request) }) { return voice }
        throw SpeechError(.unknownVoice, "No espeak-ng voice is called \"\(request)\".")
    }

    /// Speaks `text` (UTF-8, plain text) into mono samples from -1 to 1.
    /// - Parameters:
    ///   - voice: an espeak-ng voice or language name ("en", "en-us", "es", "fr-fr", "en+f3").
    ///   - rate: words per minute, within ``rates``.
    public func synthesize(_ text: String, voice: String, rate: Int) throws(SpeechError) -> SynthesizedSpeech {
        try onQueue { () throws(SpeechError) -> SynthesizedSpeech in
            let sampleRate = try load().sampleRate
            guard espeak_ng_SetVoiceByName(voice) == ENS_OK else {
                throw SpeechError(.unknownVoice, "espeak-ng cannot load the voice \"\(voice)\".")
            }
            let clamped = min(max(rate, Self.rates.lowerBound), Self.rates.upperBound)
            _ = espeak_ng_SetParameter(espeakRATE, Int32(clamped), 0)
            let collector = SampleCollector()
            let bytes = Array(text.utf8CString)
            let status = bytes.withUnsafeBufferPointer { buffer in
                espeak_ng_Synthesize(buffer.baseAddress, buffer.count, 0, POS_CHARACTER, 0,
                                     UInt32(espeakCHARS_UTF8), nil, Unmanaged.passUnretained(collector).toOpaque())
            }
            withExtendedLifetime(collector) {}
            guard status == ENS_OK else {
                throw SpeechError(.failed, "espeak-ng could not speak the text: \(Self.message(for: status)).")
            }
            return SynthesizedSpeech(samples: collector.samples, sampleRate: sampleRate)
        }
    }

    private func onQueue<T: Sendable>(_ body: @Sendable () throws(SpeechError) -> T) throws(SpeechError) -> T {
        let result = Self.queue.sync { () -> Result<T, SpeechError> in
            do throws(SpeechError) { return .success(try body()) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Initialises espeak-ng on the queue, once it succeeds.
    private func load() throws(SpeechError) -> Loaded {
        if let loaded = loaded.withLock({ $0 }) { return loaded }
        // espeak-ng quietly falls back to its installed data when the folder it is given is missing.
        if let dataParent {
            var info = stat()
            guard stat("\(dataParent)/espeak-ng-data", &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                throw SpeechError(.unavailable, "Speech is not available: there is no espeak-ng voice data folder at \(dataParent)/espeak-ng-data.")
            }
        }
        espeak_ng_InitializePath(dataParent)
        var context: espeak_ng_ERROR_CONTEXT?
        let status = espeak_ng_Initialize(&context)
        if context != nil { espeak_ng_ClearErrorContext(&context) }
        guard status == ENS_OK else {
            let place = dataParent.map { "\($0)/espeak-ng-data" } ?? "its installed data folder"
            throw SpeechError(.unavailable,
                              "Speech is not available: espeak-ng cannot load its voice data from \(place) (\(Self.message(for: status))). "
                              + "Install the espeak-ng-data package.")
        }
        let output = espeak_ng_InitializeOutput(ENOUTPUT_MODE_SYNCHRONOUS, 0, nil)
        guard output == ENS_OK else {
            throw SpeechError(.unavailable, "Speech is not available: espeak-ng failed to start (\(Self.message(for: output))).")
        }
        espeak_SetSynthCallback(espeakSynthesisCallback)
        let result = Loaded(sampleRate: Int(espeak_ng_GetSampleRate()), voices: Self.listVoices())
        loaded.withLock { $0 = result }
        return result
    }

    private static func listVoices() -> [SpeechVoice] {
        guard let list = espeak_ListVoices(nil) else { return [] }
        var voices: [SpeechVoice] = []
        var index = 0
        while let entry = list[index] {
            index += 1
            let voice = entry.pointee
            guard let name = voice.name, let identifier = voice.identifier else { continue }
            voices.append(SpeechVoice(name: String(cString: name), identifier: String(cString: identifier),
                                      languages: languages(voice.languages),
                                      gender: voice.gender == 1 ? "male" : voice.gender == 2 ? "female" : nil))
        }
        return voices
    }

    /// espeak-ng's language list: a priority byte, a language name and its NUL, repeated; a zero
    /// priority ends it.
    private static func languages(_ list: UnsafePointer<CChar>?) -> [String] {
        guard var cursor = list else { return [] }
        var languages: [String] = []
        while cursor.pointee != 0 {
            let language = String(cString: cursor + 1)
            languages.append(language)
            cursor += 2 + language.utf8.count
        }
        return languages
    }

    private static func message(for status: espeak_ng_STATUS) -> String {
        var buffer = [CChar](repeating: 0, count: 512)
        espeak_ng_GetStatusCodeMessage(status, &buffer, buffer.count)
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? "status \(status.rawValue)" : text
    }
}

/// Where the synthesis callback puts the samples of one `synthesize` call.
private final class SampleCollector {
    var samples: [Float] = []
}

/// espeak-ng's synthesis callback: called on the synthesising thread, before
/// `espeak_ng_Synthesize` returns, with chunks of 16-bit samples; the last call has none.
/// Returns 0 to go on.
private func espeakSynthesisCallback(_ wav: UnsafeMutablePointer<Int16>?, _ count: Int32,
                                     _ events: UnsafeMutablePointer<espeak_EVENT>?) -> Int32 {
    guard let wav, count > 0, let userData = events?.pointee.user_data else { return 0 }
    let collector = Unmanaged<SampleCollector>.fromOpaque(userData).takeUnretainedValue()
    let chunk = UnsafeBufferPointer(start: wav, count: Int(count))
    collector.samples.reserveCapacity(collector.samples.count + chunk.count)
    for sample in chunk { collector.samples.append(Float(sample) / 32768) }
    return 0
}
