import ListenEngine

/// libsndfile's writers: MP3, WAV, FLAC and Ogg Vorbis (see ``SndFileWriter``).
public struct SndFileWriters: AudioFileWriters {
    public init() {}

    public func create(at path: String, format: PCMFormat, container: AudioContainer) throws(AudioError) -> AudioFileWriter {
        try SndFileWriter(path: path, format: format, container: container)
    }
}
