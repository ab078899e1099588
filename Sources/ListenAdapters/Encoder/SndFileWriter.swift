import CSndFile
#if canImport(Glibc)
import Glibc
#endif
import ListenEngine

/// MP3 (LAME, variable bit rate, with its LAME tag so that it reads back sample-exact), WAV and
/// FLAC (16-bit) and Ogg Vorbis, written by libsndfile into a temporary file beside the
/// destination and renamed into place when finished.
final class SndFileWriter: AudioFileWriter {
    let format: PCMFormat
    private let destination: String
    private let temporaryPath: String
    private var file: OpaquePointer?
    private var finished = false

    init(path: String, format: PCMFormat, container: AudioContainer) throws(AudioError) {
        if container.maximumChannels < format.channels {
            throw AudioError("Cannot write \(path): \(container.rawValue.uppercased()) takes at most \(container.maximumChannels) channels, not \(format.channels).")
        }
        if let rates = container.sampleRates, !rates.contains(format.sampleRate) {
            throw AudioError("Cannot write \(path): \(container.rawValue.uppercased()) does not take a sample rate of \(format.sampleRate) Hz; write .wav or .flac instead.")
        }
        let (descriptor, temporaryPath) = try Self.createTemporaryFile(beside: path)
        var info = SF_INFO()
        info.samplerate = Int32(format.sampleRate)
        info.channels = Int32(format.channels)
        info.format = Self.sndfileFormat(container)
        guard let file = sf_open_fd(descriptor, Int32(SFM_WRITE), &info, 1) else {
            // libsndfile has closed the descriptor (it was handed over).
            let reason = String(cString: sf_strerror(nil))
            unlink(temporaryPath)
            throw AudioError("Cannot write \(path): \(reason).")
        }
        self.format = format
        self.destination = path
        self.temporaryPath = temporaryPath
        self.file = file
        var on = Int32(SF_TRUE)
        sf_command(file, Int32(SFC_SET_CLIPPING), &on, Int32(MemoryLayout<Int32>.size))
        if container == .mp3 {
            var mode = Int32(SF_BITRATE_MODE_VARIABLE)
            sf_command(file, Int32(SFC_SET_BITRATE_MODE), &mode, Int32(MemoryLayout<Int32>.size))
            var level = 0.3 // LAME's VBR quality 3 of 0 (best) to 9: transparent speech, about 130 kbit/s for music
            sf_command(file, Int32(SFC_SET_COMPRESSION_LEVEL), &level, Int32(MemoryLayout<Double>.size))
        }
    }

    deinit {
        if !finished { discard() }
    }

    func write(_ samples: UnsafeBufferPointer<Float>) throws(AudioError) {
        guard let file else { throw AudioError("Cannot write \(destination): the file was already closed.") }
        let frames = samples.count / format.channels
        guard frames > 0 else { return }
        let written = sf_writef_float(file, samples.baseAddress, sf_count_t(frames))
        guard written == sf_count_t(frames) else {
            throw AudioError("Cannot write \(destination): \(String(cString: sf_strerror(file))).")
        }
    }

    func finish() throws(AudioError) {
        guard let file else { throw AudioError("Cannot write \(destination): the file was already closed.") }
        self.file = nil
        sf_write_sync(file)
        let closed = sf_close(file)
        guard closed == 0 else {
            unlink(temporaryPath)
            throw AudioError("Cannot write \(destination): \(String(cString: sf_error_number(closed))).")
        }
        guard rename(temporaryPath, destination) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw AudioError("Cannot write \(destination): \(reason).")
        }
        finished = true
    }

    func discard() {
        if let file {
            sf_close(file)
            self.file = nil
        }
        if !finished {
            unlink(temporaryPath)
            finished = true
        }
    }

    private static func sndfileFormat(_ container: AudioContainer) -> Int32 {
        switch container {
        case .mp3: return Int32(SF_FORMAT_MPEG | SF_FORMAT_MPEG_LAYER_III)
        case .wav: return Int32(SF_FORMAT_WAV | SF_FORMAT_PCM_16)
        case .flac: return Int32(SF_FORMAT_FLAC | SF_FORMAT_PCM_16)
        case .ogg: return Int32(SF_FORMAT_OGG | SF_FORMAT_VORBIS)
        }
    }

    /// A new file beside `path` (same folder, so that the rename is atomic), named after it and
    /// hidden, with the permissions a new file gets (0666 less the umask).
    private static func createTemporaryFile(beside path: String) throws(AudioError) -> (Int32, String) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw AudioError("Cannot write \(path): it names a folder, not a file.") }
        for _ in 0..<16 {
            let candidate = "\(folder)/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).part"
            let descriptor = open(candidate, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (descriptor, candidate) }
            if errno != EEXIST {
                throw AudioError("Cannot write \(path): \(String(cString: strerror(errno))).")
            }
        }
        throw AudioError("Cannot write \(path): no temporary file could be created beside it.")
    }
}
