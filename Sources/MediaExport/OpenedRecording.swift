import Foundation
import ListenAdapters
import ListenEngine

/// A recording's file opened with listend's decoders, read from exact frames into writers.
final class OpenedRecording {
    let path: String
    let format: PCMFormat
    /// Its length in seconds, as the decoder knows it.
    let duration: Double
    private let decoder: AudioDecoder
    private var buffer: [Float]
    private var mixed: [Float] = []

    init(path: String, decoders: any AudioDecoders) throws(MediaExportError) {
        guard FileManager.default.fileExists(atPath: path) else { throw .fileMissing(path) }
        do throws(AudioError) {
            decoder = try decoders.open(FileSource(path: path))
        } catch {
            throw .cannotDecode(path, error.message)
        }
        self.path = path
        format = decoder.format
        duration = decoder.duration
        buffer = [Float](repeating: 0, count: 8192 * decoder.format.channels)
    }

    deinit {
        decoder.close()
    }

    /// The first frame of `range` and its frame count: from the frame nearest its start, as
    /// many frames as its length holds, rounded (never past the end the decoder knows).
    func frames(of range: ClipRange) -> (first: Int64, count: Int64) {
        let rate = Double(format.sampleRate)
        let total = Int64((duration * rate).rounded())
        let first = min(total, Int64(max(0, range.start * rate).rounded()))
        let count = min(total - first, Int64((range.length * rate).rounded()))
        return (first, max(0, count))
    }

    /// Writes the frames of `range` to `writer`, mixed down to its channel count; returns how
    /// many were written (fewer only when the recording ends first).
    func copy(_ range: ClipRange, to writer: AudioFileWriter, at destination: String) throws(MediaExportError) -> Int64 {
        let (first, count) = frames(of: range)
        guard count > 0 else { return 0 }
        let channels = format.channels
        // Decoding starts a little earlier and what comes before `first` is dropped: right after
        // a seek, an MP3 decoder lacks the previous frames' bits and gives up to ~40 ms of near
        // silence.
        let preroll = min(first, Int64(Self.prerollSeconds * Double(format.sampleRate)))
        do throws(AudioError) {
            try decoder.seek(to: Double(first - preroll) / Double(format.sampleRate))
        } catch {
            throw .cannotDecode(path, error.message)
        }
        try skip(preroll)
        var written: Int64 = 0
        while written < count {
            let wanted = Int(min(Int64(buffer.count / channels), count - written))
            let got: Int
            do throws(AudioError) {
                got = try buffer.withUnsafeMutableBufferPointer { all throws(AudioError) in
                    try decoder.read(into: UnsafeMutableBufferPointer(rebasing: all[0..<wanted * channels]))
                }
            } catch {
                throw .cannotDecode(path, error.message)
            }
            guard got > 0 else { break }
            try write(frames: got, to: writer, at: destination)
            written += Int64(got)
        }
        return written
    }

    /// How much earlier than a span decoding starts.
    static let prerollSeconds = 0.25

    /// Reads and drops `frames` frames.
    private func skip(_ frames: Int64) throws(MediaExportError) {
        var left = frames
        while left > 0 {
            let wanted = Int(min(Int64(buffer.count / format.channels), left))
            let got: Int
            do throws(AudioError) {
                got = try buffer.withUnsafeMutableBufferPointer { all throws(AudioError) in
                    try decoder.read(into: UnsafeMutableBufferPointer(rebasing: all[0..<wanted * format.channels]))
                }
            } catch {
                throw .cannotDecode(path, error.message)
            }
            guard got > 0 else { return }
            left -= Int64(got)
        }
    }

    private func write(frames: Int, to writer: AudioFileWriter, at destination: String) throws(MediaExportError) {
        let channels = format.channels
        do throws(AudioError) {
            if writer.format.channels == channels {
                try buffer.withUnsafeBufferPointer { all throws(AudioError) in
                    try writer.write(UnsafeBufferPointer(rebasing: all[0..<frames * channels]))
                }
            } else {
                mixed = (0..<frames).map { frame in
                    var sum: Float = 0
                    for channel in 0..<channels { sum += buffer[frame * channels + channel] }
                    return sum / Float(channels)
                }
                try mixed.withUnsafeBufferPointer { all throws(AudioError) in try writer.write(all) }
            }
        } catch {
            throw .cannotWrite(destination, error.message)
        }
    }
}
