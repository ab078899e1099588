import Foundation
import Testing
import TestSupport
@testable import ListenAdapters
import ListenEngine

/// Subtitle tracks read from Matroska and MP4 files made with the `ffmpeg` command.
@Suite struct FFmpegSubtitleReaderTests {
    static let english: [(start: Double, end: Double, text: String)] = [
        (1, 2.5, "<i>Hello</i> there"), (3, 4.25, "Second line\nin two lines"), (5.5, 6, "Third"),
    ]
    static let spanish: [(start: Double, end: Double, text: String)] = [(1.5, 2, "Hola"), (2.75, 3.5, "¿Qué tal?")]

    /// A folder holding `english.srt` and `spanish.srt`.
    static func folderWithSubRip() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("subs")
        try Data(SubtitledMedia.subRip(english).utf8).write(to: URL(fileURLWithPath: "\(folder.path)/english.srt"))
        try Data(SubtitledMedia.subRip(spanish).utf8).write(to: URL(fileURLWithPath: "\(folder.path)/spanish.srt"))
        return folder
    }

    /// Checks `cues` against `expected`, each `lateBy` milliseconds later, with SubRip line breaks
    /// as ffmpeg's SubRip encoder writes them (`lineEnd`).
    static func expectCues(_ cues: [SubtitleCue], _ expected: [(start: Double, end: Double, text: String)], lateBy: Int = 0,
                           lineEnd: String = "\n", sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(cues.map(\.start) == expected.map { Int(($0.start * 1000).rounded()) + lateBy }, sourceLocation: sourceLocation)
        #expect(cues.map(\.end) == expected.map { Int(($0.end * 1000).rounded()) + lateBy }, sourceLocation: sourceLocation)
        #expect(cues.map(\.text) == expected.map { $0.text.replacingOccurrences(of: "\n", with: lineEnd) }, sourceLocation: sourceLocation)
    }

    /// How late ffmpeg's muxer puts subtitles beside Opus in Matroska and WebM: it shifts every
    /// stream by the encoder's delay rounded to the millisecond (6.5 → 7 ms) so that no timestamp
    /// is negative, and the demuxer takes it back from the audio only (`ffprobe` shows the cues at
    /// 1.007 s). The reader gives the times the file holds.
    static let opusShift = 7

    @Test func anMKVWithTwoSubRipTracksListsBothAndReadsEach() throws {
        let folder = try Self.folderWithSubRip()
        defer { folder.remove() }
        let film = "\(folder.path)/film.mkv"
        try SubtitledMedia.make(film, audio: Fixtures.path("marks.wav"), seconds: 8, audioCodec: "flac", tracks: [
            .init(file: "\(folder.path)/english.srt", language: "eng", title: "English"),
            .init(file: "\(folder.path)/spanish.srt", language: "spa", isDefault: true),
        ])
        let reader = FFmpegSubtitleReader()
        let tracks = try reader.tracks(ofFile: film)
        #expect(tracks == [
            SubtitleTrack(number: 1, language: "eng", codec: "subrip", title: "English", isDefault: false, format: .subRip),
            SubtitleTrack(number: 2, language: "spa", codec: "subrip", title: nil, isDefault: true, format: .subRip),
        ])
        Self.expectCues(try reader.cues(ofTrack: 1, inFile: film), Self.english, lineEnd: "\r\n")
        Self.expectCues(try reader.cues(ofTrack: 2, inFile: film), Self.spanish)
        #expect(throws: AudioError("\(film) has no subtitle track 3.")) { try reader.cues(ofTrack: 3, inFile: film) }
    }

    @Test func anASSTrackGivesEachEventsFieldsAfterItsTimes() throws {
        let folder = try Self.folderWithSubRip()
        defer { folder.remove() }
        let film = "\(folder.path)/film.mkv"
        try SubtitledMedia.make(film, audio: Fixtures.path("marks.wav"), seconds: 8,
                                tracks: [.init(file: "\(folder.path)/english.srt")], subtitleCodec: "ass")
        let shift = Self.opusShift
        let reader = FFmpegSubtitleReader()
        let tracks = try reader.tracks(ofFile: film)
        #expect(tracks.map(\.format) == [.ass])
        #expect(tracks.map(\.codec) == ["ass"])
        #expect(tracks.map(\.language) == [nil])
        let cues = try reader.cues(ofTrack: 1, inFile: film)
        #expect(cues.map(\.start) == [1000, 3000, 5500].map { $0 + shift })
        #expect(cues.map(\.end) == [2500, 4250, 6000].map { $0 + shift })
        // ReadOrder,Layer,Style,Name,MarginL,MarginR,MarginV,Effect,Text
        #expect(cues.first?.text == #"0,0,Default,,0,0,0,,{\i1}Hello{\i0} there"#)
        #expect(cues.dropFirst().first?.text == #"1,0,Default,,0,0,0,,Second line\Nin two lines"#)
    }

    @Test func anMP4MovTextTrackGivesPlainText() throws {
        let folder = try Self.folderWithSubRip()
        defer { folder.remove() }
        let film = "\(folder.path)/film.mp4"
        try SubtitledMedia.make(film, audio: Fixtures.path("marks.wav"), seconds: 8, audioCodec: "aac",
                                tracks: [.init(file: "\(folder.path)/spanish.srt", language: "spa")], subtitleCodec: "mov_text")
        let reader = FFmpegSubtitleReader()
        let tracks = try reader.tracks(ofFile: film)
        #expect(tracks.map(\.format) == [.plain])
        #expect(tracks.map(\.codec) == ["mov_text"])
        #expect(tracks.map(\.language) == ["spa"])
        Self.expectCues(try reader.cues(ofTrack: 1, inFile: film), Self.spanish)
    }

    @Test func aWebVTTTrackInWebMIsRead() throws {
        let folder = try Self.folderWithSubRip()
        defer { folder.remove() }
        let film = "\(folder.path)/film.webm"
        try SubtitledMedia.make(film, audio: Fixtures.path("marks.wav"), seconds: 8,
                                tracks: [.init(file: "\(folder.path)/english.srt", language: "eng")], subtitleCodec: "webvtt")
        let reader = FFmpegSubtitleReader()
        #expect(try reader.tracks(ofFile: film).map(\.format) == [.webVTT])
        Self.expectCues(try reader.cues(ofTrack: 1, inFile: film), Self.english, lateBy: Self.opusShift)
    }

    @Test func audioWithoutSubtitlesHasNoTracksAndAMissingFileIsAnError() throws {
        let reader = FFmpegSubtitleReader()
        #expect(try reader.tracks(ofFile: Fixtures.path("marks.wav")).isEmpty)
        #expect(throws: AudioError.self) { try reader.tracks(ofFile: "/nonexistent/film.mkv") }
    }

    @Test func aMovTextPacketIsCutToItsLengthPrefix() {
        let bytes: [UInt8] = [0, 3] + Array("abc".utf8) + [0, 0, 0, 12] + Array("styl".utf8) + [0, 0, 0, 0]
        let text = bytes.withUnsafeBufferPointer { FFmpegSubtitleReader.text($0, format: .plain) }
        #expect(text == "abc")
        let empty: [UInt8] = [0, 0]
        #expect(empty.withUnsafeBufferPointer { FFmpegSubtitleReader.text($0, format: .plain) } == nil)
    }
}
