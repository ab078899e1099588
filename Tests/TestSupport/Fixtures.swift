import Foundation

/// The generated audio fixtures (see Tests/Fixtures/make_fixtures.py), built on first use.
public enum Fixtures {
    /// The folder holding them: `$LISTEND_FIXTURES`, else `Tests/Fixtures/generated`.
    public static let directory: String = {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/make_fixtures.py").path
        let dir = ProcessInfo.processInfo.environment["LISTEND_FIXTURES"]
            ?? URL(fileURLWithPath: script).deletingLastPathComponent().appendingPathComponent("generated").path
        let result = try? Shell.run("python3", [script, dir])
        precondition(result?.status == 0, "making fixtures failed: \(result?.stderr ?? "python3 missing")")
        return dir
    }()

    /// A caption file written by hand for the tests (Tests/Fixtures/captions).
    public static func caption(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/captions/\(name)").path
    }

    /// A feed, subscription list, web page or chapters file written by hand for the tests (Tests/Fixtures/feeds).
    public static func feed(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/feeds/\(name)").path
    }

    public static func path(_ name: String) -> String {
        "\(directory)/\(name)"
    }

    /// The six encodings of the 120 s marks file.
    public static let marks = ["marks.wav", "marks.flac", "marks.ogg", "marks-cbr.mp3", "marks-vbr.mp3", "marks-vbr-noxing.mp3"]
    /// The marks file as FFmpeg reads it: AAC and ALAC in M4A, Opus in WebM, AAC in an MP4
    /// video, Opus in a Matroska video, WMA.
    public static let marksThroughFFmpeg = ["marks-aac.m4a", "marks-alac.m4a", "marks-opus.webm", "marks-video.mp4", "marks-video.mkv", "marks.wma"]
}
