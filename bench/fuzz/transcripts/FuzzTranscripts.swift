import ListenDaemon
import ListenProtocol

/// One fuzz input for the transcript readers: its first byte chooses the format (WebVTT, SubRip,
/// ASS/SSA, JSON) and the encoding (none, or windows-1252), the rest is the file. Any file must be
/// read or refused with a ``TranscriptError``, never trap, and what is read must hold together
/// (``TranscriptInvariants``).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let formats: [TranscriptFormat] = [.webVTT, .subRip, .ass, .podcastJSON]
    let encoding = data[0] & 0x80 != 0 ? "windows-1252" : nil
    do throws(TranscriptError) {
        let transcript = try Transcript.parse(bytes, name: "fuzz", format: formats[Int(data[0] & 0x03)], encoding: encoding)
        if let broken = TranscriptInvariants.firstBroken(in: transcript) { fatalError(broken) }
    } catch {
        if error.message.isEmpty { fatalError("a refusal without a message") }
    }
    return 0
}
