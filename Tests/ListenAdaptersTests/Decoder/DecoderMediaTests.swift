import Testing
import TestSupport
@testable import ListenAdapters
@testable import ListenEngine

/// What each decoder says of the file besides its samples: the container, the codec and an
/// MP3's ID3 chapters (fixtures written by ffmpeg as ID3v2.3 and 2.4).
@Suite struct DecoderMediaTests {
    func media(_ name: String) throws -> (MediaInfo, Double) {
        let decoder = try LibraryDecoders().open(FileSource(path: Fixtures.path(name)))
        defer { decoder.close() }
        return (decoder.media, decoder.duration)
    }

    @Test(arguments: ["chapters-v23.mp3", "chapters-v24.mp3"])
    func anMP3sChaptersComeFromItsID3Tag(_ name: String) throws {
        let (media, duration) = try media(name)
        #expect(media.container == "MP3" && media.codec == "MP3")
        #expect(media.chapters.map(\.title) == ["Opening", "Café Talk", "Ending"], "\(name)")
        #expect(media.chapters.map(\.start) == [0, 40, 80], "\(name)")
        #expect(media.chapters.map(\.end) == [40, 80, duration], "\(name)")
        #expect(abs(duration - 120) < 0.05)
        #expect(media.chapterIndex(at: 39.99) == 0 && media.chapterIndex(at: 40) == 1 && media.chapterIndex(at: 119) == 2)
    }

    @Test func anM4BsChaptersComeThroughFFmpeg() throws {
        let (media, duration) = try media("chapters.m4b")
        #expect(media.container == "M4B" && media.codec == "AAC", "\(media)")
        #expect(media.chapters.map(\.title) == ["Opening", "Café Talk", "Ending"])
        let starts = media.chapters.map(\.start)
        #expect(starts.count == 3 && zip(starts, [0, 40, 80]).allSatisfy { abs($0 - $1) < 0.001 }, "\(starts)")
        #expect(media.chapters.last?.end == duration)
    }

    @Test(arguments: [
        ("marks-cbr.mp3", "MP3", "MP3"), ("marks.wav", "WAV", "PCM"), ("marks.flac", "FLAC", "FLAC"), ("marks.ogg", "Ogg", "Vorbis"),
        // The extension does not matter: the content does.
        ("flac-named.mp3", "FLAC", "FLAC"),
    ])
    func containerAndCodecWithoutChapters(_ name: String, _ container: String, _ codec: String) throws {
        let (media, _) = try media(name)
        #expect(media.container == container && media.codec == codec, "\(name): \(media)")
        #expect(media.chapters.isEmpty, "\(name)")
    }

    @Test func aHugeID3TagWithoutChaptersGivesNone() throws {
        let (media, _) = try media("huge-id3.mp3")
        #expect(media.container == "MP3")
        #expect(media.chapters.isEmpty)
    }
}
