#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import FeedFetching
import Feeds
import Foundation
import LearnCore
import ListenClient
import ListenProtocol
import Localization
import Transcription

/// One `learnctl transcribe`: the audio transcribed by the helper (Ctrl-C stops it and nothing
/// is written), a given text aligned to the words heard or the words cut into lines, the WebVTT
/// written where it belongs, and listend told when the recording is the one selected.
struct TranscriptionRun {
    var target: TranscriptionTarget
    var language: TranscriptionLanguage = .auto
    var model: String?
    /// The file whose text is aligned (`--text`).
    var textFile: String?
    var output: String?
    var json = false
    var socket: SocketOption

    /// What was made.
    struct Outcome: Encodable {
        let type = "done"
        let path: String?
        let destination: TranscriptDestination.Kind?
        let language: String
        let duration: Double
        let lines: Int
        let words: Int
        /// For an alignment: the share of the text's words heard.
        let matched: Double?
        let seconds: Double
    }

    func run() async throws -> Outcome {
        let installation = WhisperInstallation.located()
        try installation.check()
        if let model, !FileManager.default.fileExists(atPath: "\(LocalPath.absolute(model))/model.bin") {
            throw TranscriptionError.model(tr("%s holds no model.bin; --model takes the folder of a CTranslate2 Whisper model.", LocalPath.absolute(model)))
        }
        let audio = try target.audio
        let destination = try TranscriptDestination.choose(for: target, audio: audio, output: output)
        let given = try await givenText()
        let transcriber = Transcriber(installation: installation, model: model.map(LocalPath.absolute))
        let started = ContinuousClock.now
        let recognition = try withInterruptionStopping(transcriber) {
            var display = TranscriptionProgressDisplay(label: target.name, json: json)
            defer { display.finish() }
            return try transcriber.transcribe(audio, language: language.code) { display.update($0) }
        }
        let spent = (ContinuousClock.now - started).components
        let seconds = ((Double(spent.seconds) + Double(spent.attoseconds) / 1e18) * 10).rounded() / 10
        guard !recognition.words.isEmpty else {
            return Outcome(path: nil, destination: nil, language: recognition.language, duration: recognition.duration,
                           lines: 0, words: 0, matched: nil, seconds: seconds)
        }
        let words: [TimedWord], matched: Double?
        if let given {
            let alignment = TextAligner.align(GivenText(given.text), to: recognition.words, duration: recognition.duration)
            words = alignment.words
            matched = alignment.matchedShare
        } else {
            words = TimedWord.from(recognition)
            matched = nil
        }
        let lines = LineBreaker(keepsFittingParagraphs: given != nil).lines(words)
        let modelName = model.map { ($0 as NSString).lastPathComponent } ?? "Whisper base"
        var note = "\(modelName), \(recognition.language), \(Self.date())"
        if let given, let matched { note += "; aligned to \(given.name): \(Int((matched * 100).rounded())) % of \(words.count) words heard" }
        try destination.write(WebVTTWriter.document(lines, language: recognition.language, note: note))
        tellListend(about: destination.path, audio: audio)
        return Outcome(path: destination.path, destination: destination.kind, language: recognition.language, duration: recognition.duration,
                       lines: lines.count, words: words.count, matched: matched.map { ($0 * 1000).rounded() / 1000 }, seconds: seconds)
    }

    /// The text to align: `--text`'s file, else an episode's untimed transcript from its feed.
    private func givenText() async throws -> (text: String, name: String)? {
        if let textFile {
            let path = LocalPath.absolute(textFile)
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ValidationError(tr("Cannot read the text %s.", path))
            }
            let text = String(decoding: data, as: UTF8.self)
            let lower = path.lowercased()
            let isHTML = lower.hasSuffix(".html") || lower.hasSuffix(".htm") || text.drop(while: \.isWhitespace).hasPrefix("<")
            return (isHTML ? HTMLText.plainText(fromHTML: text) : text, (path as NSString).lastPathComponent)
        }
        guard case .episode(let episode, let podcast, _) = target else { return nil }
        let entry = EpisodeEntry(episode: episode, podcast: podcast, folders: .fromEnvironment())
        let fetcher = FeedFetcher(timeout: .seconds(20))
        let text = await entry.untimedTranscriptText(fetcher: fetcher) { Output.error("learnctl: \($0)") }
        try? await fetcher.shutdown()
        return text.map { ($0, tr("the feed's transcript")) }
    }

    /// Has listend read the new transcript: an episode's library entry is pointed at it, and the
    /// recording selected reads its transcript again when it is this one. Quiet when listend is
    /// not running: it reads the transcript when the recording is next selected.
    private func tellListend(about path: String, audio: String) {
        guard let listend = try? socket.connect() else { return }
        var title: String?
        if case .episode(let episode, let podcast, _) = target {
            let entry = EpisodeEntry(episode: episode, podcast: podcast, folders: .fromEnvironment())
            title = entry.title
            if let library = try? listend.request(.daemon(.list), expecting: LibraryPayload.self),
               let track = library.tracks.first(where: { $0.title == entry.title }) {
                let addition = LibraryAddition(source: track.location ?? audio, title: entry.title, level: track.level, transcript: path,
                                               resume: true, chapters: nil, replace: true)
                _ = try? listend.request(.daemon(.libraryAdd(addition)), expecting: TrackPayload.self)
            }
        }
        guard let status = try? listend.status(.daemon(.status)), let selected = status.track else { return }
        let isThis: Bool
        if let title {
            isThis = selected.title == title
        } else {
            let library = try? listend.request(.daemon(.list), expecting: LibraryPayload.self)
            let location = library?.tracks.first { $0.id == selected.id }?.location
                ?? (selected.id.hasPrefix("file:") ? String(selected.id.dropFirst(5)) : selected.id.hasPrefix("url:") ? String(selected.id.dropFirst(4)) : nil)
            isThis = location == audio
        }
        if isThis { _ = try? listend.status(.daemon(.transcriptReload)) }
    }

    private static func date() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: Date())
    }

    /// Runs `body` with Ctrl-C (and SIGTERM) stopping `transcriber`; ``TranscriptionError/cancelled`` then.
    private func withInterruptionStopping<T>(_ transcriber: Transcriber, _ body: () throws -> T) throws -> T {
        let sources = [SIGINT, SIGTERM].map { number -> DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { transcriber.cancel() }
            source.resume()
            return source
        }
        defer {
            for source in sources { source.cancel() }
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
        }
        return try body()
    }
}
