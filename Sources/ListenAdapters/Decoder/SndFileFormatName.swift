import CSndFile
import ListenEngine

/// The container and codec of a libsndfile format code (`SF_INFO.format`), as a listener names
/// them: "WAV" and "PCM", "FLAC" and "FLAC", "Ogg" and "Vorbis" or "Opus", "AIFF" and "PCM" …
enum SndFileFormatName {
    /// The media information a format code gives (no chapters: libsndfile reads none).
    static func media(_ format: Int32) -> MediaInfo {
        let major = Int(format) & Int(SF_FORMAT_TYPEMASK)
        // A FLAC file's minor type is the sample width it decodes to (PCM_16 …), not its codec.
        let codec = major == Int(SF_FORMAT_FLAC) ? "FLAC" : codec(Int(format) & Int(SF_FORMAT_SUBMASK))
        return MediaInfo(container: container(major), codec: codec)
    }

    static func container(_ major: Int) -> String? {
        switch major {
        case Int(SF_FORMAT_WAV), Int(SF_FORMAT_WAVEX): "WAV"
        case Int(SF_FORMAT_RF64): "RF64"
        case Int(SF_FORMAT_W64): "Wave64"
        case Int(SF_FORMAT_AIFF): "AIFF"
        case Int(SF_FORMAT_AU): "AU"
        case Int(SF_FORMAT_CAF): "CAF"
        case Int(SF_FORMAT_FLAC): "FLAC"
        case Int(SF_FORMAT_OGG): "Ogg"
        default: nil
        }
    }

    static func codec(_ minor: Int) -> String? {
        switch minor {
        case Int(SF_FORMAT_PCM_S8), Int(SF_FORMAT_PCM_16), Int(SF_FORMAT_PCM_24), Int(SF_FORMAT_PCM_32), Int(SF_FORMAT_PCM_U8): "PCM"
        case Int(SF_FORMAT_FLOAT), Int(SF_FORMAT_DOUBLE): "PCM float"
        case Int(SF_FORMAT_ULAW): "µ-law"
        case Int(SF_FORMAT_ALAW): "A-law"
        case Int(SF_FORMAT_IMA_ADPCM), Int(SF_FORMAT_MS_ADPCM): "ADPCM"
        case Int(SF_FORMAT_GSM610): "GSM"
        case Int(SF_FORMAT_VORBIS): "Vorbis"
        case Int(SF_FORMAT_OPUS): "Opus"
        case Int(SF_FORMAT_ALAC_16), Int(SF_FORMAT_ALAC_20), Int(SF_FORMAT_ALAC_24), Int(SF_FORMAT_ALAC_32): "ALAC"
        default: nil
        }
    }
}
