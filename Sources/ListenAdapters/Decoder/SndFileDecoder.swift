import CSndFile
#if canImport(Glibc)
import Glibc
#endif
import ListenEngine

/// WAV, FLAC, Ogg Vorbis/Opus and the other formats of libsndfile, read through its virtual I/O.
final class SndFileDecoder: AudioDecoder {
    let format: PCMFormat
    let duration: Double
    /// The container and codec libsndfile read (no chapters).
    let media: MediaInfo
    private let file: OpaquePointer
    private let cursor: SourceCursor
    private let totalFrames: Int64
    private var frameIndex: Int64 = 0
    private var name: String { cursor.source.name }

    init(source: AudioSource) throws(AudioError) {
        let cursor = SourceCursor(source: source)
        var io = SF_VIRTUAL_IO(
            get_filelen: sndfileLengthCallback,
            seek: sndfileSeekCallback,
            read: sndfileReadCallback,
            write: nil,
            tell: sndfileTellCallback
        )
        var info = SF_INFO()
        guard let file = sf_open_virtual(&io, Int32(SFM_READ), &info, Unmanaged.passUnretained(cursor).toOpaque()) else {
            if let failure = cursor.failure { throw failure }
            let reason = String(cString: sf_strerror(nil))
            throw AudioError("Cannot play \(source.name): \(Self.lowercasedFirst(reason)).")
        }
        guard info.frames > 0, info.samplerate > 0, info.channels > 0 else {
            sf_close(file)
            throw AudioError("Cannot play \(source.name): it holds no audio frames.")
        }
        let declared: PCMFormat
        do throws(AudioError) {
            declared = try PCMFormat.playable(sampleRate: Int(info.samplerate), channels: Int(info.channels), of: source.name)
        } catch {
            sf_close(file)
            throw error
        }
        self.file = file
        self.cursor = cursor
        format = declared
        media = SndFileFormatName.media(info.format)
        totalFrames = Int64(info.frames)
        duration = Double(info.frames) / Double(info.samplerate)
        if Self.dataIsShorterThanDeclared(file) || (!source.isRemote && !Self.lastFramesRead(file, total: totalFrames, channels: format.channels)) {
            sf_close(file)
            throw AudioError("Cannot play \(source.name): the file is truncated (its header declares more audio than it holds).")
        }
    }

    /// Whether the last frames the header declares can be read (a FLAC or Ogg file cut short
    /// cannot); leaves the file at its start. Local sources only: it reads the end of the file.
    private static func lastFramesRead(_ file: OpaquePointer, total: Int64, channels: Int) -> Bool {
        let tail = min(total, 1024)
        var samples = [Float](repeating: 0, count: Int(tail) * channels)
        defer { sf_seek(file, 0, SEEK_SET) }
        guard sf_seek(file, sf_count_t(total - tail), SEEK_SET) >= 0 else { return false }
        return Int64(sf_readf_float(file, &samples, sf_count_t(tail))) == tail
    }

    func read(into buffer: UnsafeMutableBufferPointer<Float>) throws(AudioError) -> Int {
        let wanted = buffer.count / format.channels
        let got = Int(sf_readf_float(file, buffer.baseAddress, sf_count_t(wanted)))
        if let failure = cursor.failure { throw failure }
        frameIndex += Int64(got)
        if got < wanted, frameIndex < totalFrames {
            let error = sf_error(file)
            let reason = error != 0 ? String(cString: sf_strerror(file)) : "the file ends early"
            let found = Double(frameIndex) / Double(format.sampleRate)
            throw AudioError("Cannot play \(name) to the end: the file is truncated or damaged at \(Int(found)) s (\(Self.lowercasedFirst(reason))).")
        }
        return got
    }

    func seek(to seconds: Double) throws(AudioError) {
        let frame = format.frame(at: seconds, of: totalFrames)
        let result = sf_seek(file, sf_count_t(frame), SEEK_SET)
        if result < 0 {
            throw cursor.failure ?? AudioError("Cannot seek in \(name): \(String(cString: sf_strerror(file))).")
        }
        frameIndex = Int64(result)
    }

    func close() {
        sf_close(file)
    }

    /// libsndfile opens a WAV whose data chunk runs past the end of the file, noting in its log
    /// `data : <declared> (should be <present>)`.
    private static func dataIsShorterThanDeclared(_ file: OpaquePointer) -> Bool {
        var log = [CChar](repeating: 0, count: 4096)
        let count = sf_command(file, Int32(SFC_GET_LOG_INFO), &log, Int32(log.count))
        guard count > 0 else { return false }
        let text = log.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return text.split(separator: "\n").contains { line in
            line.hasPrefix("data") && line.contains("(should be")
        }
    }

    private static func lowercasedFirst(_ text: String) -> String {
        var trimmed = text
        while trimmed.last == "." || trimmed.last == "\n" { trimmed.removeLast() }
        guard let first = trimmed.first else { return trimmed }
        return first.lowercased() + trimmed.dropFirst()
    }
}

private func cursor(_ userData: UnsafeMutableRawPointer?) -> SourceCursor {
    Unmanaged<SourceCursor>.fromOpaque(userData!).takeUnretainedValue()
}

private func sndfileLengthCallback(_ userData: UnsafeMutableRawPointer?) -> sf_count_t {
    sf_count_t(cursor(userData).source.length ?? -1)
}

/// Offsets come from the file's own chunk sizes (64-bit in RF64): one that overflows is refused, not added.
private func sndfileSeekCallback(_ offset: sf_count_t, _ whence: Int32, _ userData: UnsafeMutableRawPointer?) -> sf_count_t {
    let source = cursor(userData)
    let base: Int64
    switch whence {
    case SEEK_CUR: base = source.position
    case SEEK_END:
        guard let length = source.source.length else { return -1 }
        base = length
    default: return source.seek(offset: offset, whence: whence)
    }
    let (target, overflow) = base.addingReportingOverflow(offset)
    guard !overflow else { return -1 }
    return source.seek(offset: target, whence: SEEK_SET)
}

private func sndfileReadCallback(_ buffer: UnsafeMutableRawPointer?, _ count: sf_count_t, _ userData: UnsafeMutableRawPointer?) -> sf_count_t {
    let source = cursor(userData)
    var filled = 0
    while filled < Int(count) {
        let n = source.read(into: UnsafeMutableRawBufferPointer(start: buffer!.advanced(by: filled), count: Int(count) - filled))
        if n < 0 { return filled > 0 ? sf_count_t(filled) : -1 }
        if n == 0 { break }
        filled += n
    }
    return sf_count_t(filled)
}

private func sndfileTellCallback(_ userData: UnsafeMutableRawPointer?) -> sf_count_t {
    sf_count_t(cursor(userData).position)
}
