import CZstd
import Foundation

/// Zstandard decompression (libzstd), for the collection and media of Anki's newer packages.
enum Zstd {
    /// The data `compressed` holds: one or more frames, of known or unknown size.
    static func decompress(_ compressed: Data) throws(AnkiPackageError) -> Data {
        guard let stream = ZSTD_createDStream() else { throw .damaged("zstd: out of memory") }
        defer { ZSTD_freeDStream(stream) }
        ZSTD_initDStream(stream)
        let chunkSize = ZSTD_DStreamOutSize()
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        var output = Data()
        var pending = 0
        let failure: String? = compressed.withUnsafeBytes { raw -> String? in
            var input = ZSTD_inBuffer(src: raw.baseAddress, size: raw.count, pos: 0)
            var filled = false
            repeat {
                let result = chunk.withUnsafeMutableBytes { out -> Int in
                    var buffer = ZSTD_outBuffer(dst: out.baseAddress, size: chunkSize, pos: 0)
                    let result = ZSTD_decompressStream(stream, &buffer, &input)
                    output.append(contentsOf: out.prefix(buffer.pos))
                    filled = buffer.pos == chunkSize
                    return result
                }
                if ZSTD_isError(result) != 0 { return String(cString: ZSTD_getErrorName(result)) }
                pending = result
            } while input.pos < input.size || filled
            return nil
        }
        if let failure { throw .damaged("zstd: \(failure)") }
        if pending != 0 { throw .damaged("zstd: the data ends inside a frame") }
        return output
    }
}
