import Foundation
import ListenEngine
import ListenProtocol
import Testing
import TestSupport
@testable import ListenDaemon

/// A reader of subtitle tracks that serves given tracks and cues, and counts what it is asked.
final class StubSubtitleReader: SubtitleReader, @unchecked Sendable {
    let tracks: [SubtitleTrack]
    let cues: [Int: [SubtitleCue]]
    let failure: AudioError?

    init(tracks: [SubtitleTrack], cues: [Int: [SubtitleCue]] = [:], failure: AudioError? = nil) {
        self.tracks = tracks
        self.cues = cues
        self.failure = failure
    }

    func tracks(ofFile path: String) throws(AudioError) -> [SubtitleTrack] { tracks }

    func cues(ofTrack number: Int, inFile path: String) throws(AudioError) -> [SubtitleCue] {
        if let failure { throw failure }
        return cues[number] ?? []
    }
}

/// Subtitle tracks inside a recording becoming its transcript: which track is chosen, how each
/// format's text is cleaned, and what is refused.
struct EmbeddedSubtitleTranscriptTests {
    static let tracks = [
        SubtitleTrack(number: 1, language: "eng", codec: "hdmv_pgs_subtitle", format: nil),
        SubtitleTrack(number: 2, language: "eng", codec: "subrip", title: "English", format: .subRip),
        SubtitleTrack(number: 3, language: "spa", codec: "ass", isDefault: true, format: .ass),
        SubtitleTrack(number: 4, language: "fre", codec: "mov_text", format: .plain),
    ]
    static let reader = StubSubtitleReader(tracks: tracks, cues: [
        2: [SubtitleCue(start: 1000, end: 2000, text: "{\\an8}<i>Hello</i>\r\nthere"), SubtitleCue(start: 3000, end: 4000, text: "Bye")],
        3: [SubtitleCue(start: 2000, end: 3000, text: "1,0,Default,,0,0,0,,Adiós"),
            SubtitleCue(start: 500, end: 1500, text: "0,0,Default,Ana,0,0,0,,{\\b1}Hola{\\b0},\\Nqué tal")],
        4: [SubtitleCue(start: 0, end: 1000, text: "Bon\u{1B}jour <3")],
    ])

    static func load(_ request: SubtitleRequest?, reader: any SubtitleReader = reader,
                     in folder: TemporaryFolder) throws(ProtocolError) -> RecordingTranscript {
        try RecordingTranscript.load(for: .adHoc(.file("\(folder.path)/film.mkv")), reader: reader, request: request)
    }

    @Test func theTrackIsChosenByNumberLanguagePreferenceOrDefault() throws {
        let folder = try TemporaryFolder("emb")
        defer { folder.remove() }
        #expect(try Self.load(SubtitleRequest(track: .number(2)), in: folder).source == "track 2 (eng)")
        #expect(try Self.load(SubtitleRequest(track: .language("fr")), in: folder).source == "track 4 (fre)")
        #expect(try Self.load(SubtitleRequest(track: .language("en")), in: folder).source == "track 2 (eng)")
        #expect(try Self.load(SubtitleRequest(preferredLanguage: "en"), in: folder).source == "track 2 (eng)")
        #expect(try Self.load(SubtitleRequest(preferredLanguage: "de"), in: folder).source == "track 3 (spa)")
        #expect(try Self.load(nil, in: folder).source == "track 3 (spa)")
        let noDefault = StubSubtitleReader(tracks: Self.tracks.map { var t = $0; t.isDefault = false; return t })
        #expect(try Self.load(nil, reader: noDefault, in: folder).source == "track 2 (eng)")
    }

    @Test func eachFormatsTextIsCleanedAndCuesSorted() throws {
        let folder = try TemporaryFolder("emb")
        defer { folder.remove() }
        #expect(try Self.load(SubtitleRequest(track: .number(2)), in: folder).lines == [
            TranscriptLine(index: 1, start: 1, end: 2, text: "Hello\nthere"), TranscriptLine(index: 2, start: 3, end: 4, text: "Bye"),
        ])
        #expect(try Self.load(SubtitleRequest(track: .number(3)), in: folder).lines == [
            TranscriptLine(index: 1, start: 0.5, end: 1.5, text: "Hola,\nqué tal", speaker: "Ana"),
            TranscriptLine(index: 2, start: 2, end: 3, text: "Adiós"),
        ])
        #expect(try Self.load(SubtitleRequest(track: .number(4)), in: folder).lines == [
            TranscriptLine(index: 1, start: 0, end: 1, text: "Bonjour <3"),
        ])
        let transcript = try Self.load(SubtitleRequest(track: .number(2)), in: folder)
        #expect(transcript.trackPayloads.map(\.selected) == [false, true, false, false])
        #expect(transcript.trackPayloads.map(\.text) == [false, true, true, true])
        #expect(transcript.path == nil && transcript.error == nil)
    }

    @Test func aTrackNotThereOrOfPicturesIsRefused() throws {
        let folder = try TemporaryFolder("emb")
        defer { folder.remove() }
        for (request, asked) in [(SubtitleTrackSelector.number(9), "9"), (.number(1), "1"), (.language("de"), "de")] {
            do {
                _ = try Self.load(SubtitleRequest(track: request), in: folder)
                Issue.record("\(request) was accepted")
            } catch {
                #expect(error.code == .badArgument)
                #expect(error.reason == .noSuchSubtitleTrack)
                #expect(error.details?["track"] == asked)
                #expect(error.details?["tracks"] == "2 eng subrip\n3 spa ass\n4 fre mov_text")
            }
        }
    }

    @Test func aTrackThatCannotBeReadLeavesAnErrorAndOddCuesDoNot() throws {
        let folder = try TemporaryFolder("emb")
        defer { folder.remove() }
        let failing = StubSubtitleReader(tracks: Self.tracks, failure: AudioError("The subtitles of x cannot be read (Invalid data)."))
        let broken = try Self.load(nil, reader: failing, in: folder)
        #expect(broken.transcript == nil)
        #expect(broken.error == "The subtitles of x cannot be read (Invalid data).")
        #expect(broken.source == "track 3 (spa)")
        let overlapping = StubSubtitleReader(tracks: Self.tracks, cues: [
            2: [SubtitleCue(start: 1000, end: 3000, text: "A"), SubtitleCue(start: 2000, end: 4000, text: "B")],
        ])
        // Overlapping cues are lines like any other; a cue that ends before it starts is skipped and named.
        let overlapped = try Self.load(SubtitleRequest(track: .number(2)), reader: overlapping, in: folder)
        #expect(overlapped.error == nil)
        #expect(overlapped.lines.map(\.text) == ["A", "B"])
        let backwards = StubSubtitleReader(tracks: Self.tracks, cues: [2: [SubtitleCue(start: 3000, end: 2000, text: "A")]])
        let problem = try Self.load(SubtitleRequest(track: .number(2)), reader: backwards, in: folder)
        #expect(problem.transcript?.problems == ["\(folder.path)/film.mkv, subtitle track 2 (eng), cue 1: this cue ends at 2.000 s, which is not after its start (3.000 s)."])
        // A track without cues is a transcript without lines.
        let empty = try Self.load(SubtitleRequest(track: .number(4)), reader: StubSubtitleReader(tracks: Self.tracks), in: folder)
        #expect(empty.error == nil)
        #expect(empty.transcript?.lines.isEmpty == true)
    }

    @Test func aSidecarComesFirstUnlessATrackNumberIsNamed() throws {
        let folder = try TemporaryFolder("emb")
        defer { folder.remove() }
        try Data("1\n00:00:01,000 --> 00:00:02,000\nFrom the file\n".utf8).write(to: URL(fileURLWithPath: "\(folder.path)/film.es.srt"))
        let sidecar = try Self.load(SubtitleRequest(preferredLanguage: "en"), in: folder)
        #expect(sidecar.source == "\(folder.path)/film.es.srt")
        #expect(sidecar.path == "\(folder.path)/film.es.srt")
        #expect(sidecar.lines.map(\.text) == ["From the file"])
        #expect(sidecar.tracks.count == 4)
        #expect(try Self.load(SubtitleRequest(track: .language("spa")), in: folder).source == "\(folder.path)/film.es.srt")
        #expect(try Self.load(SubtitleRequest(track: .language("fr")), in: folder).source == "track 4 (fre)")
        #expect(try Self.load(SubtitleRequest(track: .number(2)), in: folder).source == "track 2 (eng)")
    }

    @Test func withoutTracksOrAReaderThereIsNoTranscript() throws {
        let folder = try TemporaryFolder("emb")
        defer { folder.remove() }
        #expect(try Self.load(nil, reader: StubSubtitleReader(tracks: []), in: folder).source == nil)
        let entry = CatalogEntry.adHoc(.file("\(folder.path)/film.mkv"))
        #expect(try RecordingTranscript.load(for: entry, reader: nil).source == nil)
    }
}
