import ListenProtocol

/// One fuzz input for the request parser: any line must parse or fail with a protocol
/// error, never trap; and a request that parses must survive the trip through the client's
/// encoder unchanged (what `learnctl` sends is what the daemon reads).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let line = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard case .success(let request) = RequestParser.parse(line) else { return 0 }
    let sent = Wire.request(request)
    guard case .success(let read) = RequestParser.parse(String(sent.dropLast())), read == request else {
        fatalError("round trip changed \(request) into \(RequestParser.parse(String(sent.dropLast()))) via \(sent)")
    }
    return 0
}
