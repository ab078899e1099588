import Foundation

/// English speech made with flite (16 kHz mono WAV), as a learner's voice in speaking tests.
/// flite rather than espeak-ng: the recogniser reads espeak-ng's voice poorly.
public enum FliteSpeech {
    /// Writes `text` spoken by `voice` to a WAV file in `folder`; returns its path.
    public static func make(_ text: String, in folder: TemporaryFolder, voice: String = "slt") throws -> String {
        let path = "\(folder.path)/flite-\(UInt32.random(in: 0...UInt32.max)).wav"
        let result = try Shell.run("flite", ["-voice", voice, "-t", text, "-o", path])
        guard result.status == 0 else { throw ShellError("flite: \(result.stderr)") }
        return path
    }

    /// The 16-bit samples of a mono WAV file written by flite or listend (after its 44-byte header).
    public static func samples(of path: String) throws -> [Int16] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard data.count >= 44 else { throw ShellError("\(path) is not a WAV file") }
        return data.dropFirst(44).withUnsafeBytes { bytes in
            (0..<(bytes.count / 2)).map { Int16(littleEndian: bytes.loadUnaligned(fromByteOffset: $0 * 2, as: Int16.self)) }
        }
    }
}
