import Foundation

/// A file only this user can read (mode 0600), in the temporary folder, removed when the work
/// that needs it is done.
enum PrivateTemporaryFile {
    /// Writes `text` to a new file named like `listend-<random><suffix>`, passes its path to
    /// `body`, and removes it afterwards, whether `body` throws or not.
    static func with<Result>(
        _ text: String, suffix: String, _ body: (String) throws(SpeakingError) -> Result
    ) throws(SpeakingError) -> Result {
        let folder = FileManager.default.temporaryDirectory.path
        var template = Array("\(folder)/listend-XXXXXX\(suffix)".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, Int32(suffix.utf8.count)) }
        guard descriptor >= 0 else { throw .failed("cannot create a temporary file in \(folder) (\(String(cString: strerror(errno))))") }
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer { unlink(path) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                offset += count
            }
            return offset
        }
        close(descriptor)
        guard written == bytes.count else { throw .failed("cannot write the temporary file \(path)") }
        return try body(path)
    }
}
