import Foundation

/// The file holding the signed-in session's token (mode 0600, in a 0700 directory).
struct SessionFile: Sendable {
    let url: URL

    /// The token in the file; nil when there is no file or it does not hold a token.
    func read() throws -> SessionToken? {
        let contents: String
        do {
            contents = try String(contentsOf: url, encoding: .utf8)
        } catch CocoaError.fileReadNoSuchFile {
            return nil
        } catch {
            throw PrivateFileError(path: url.path, action: "read", reason: error.localizedDescription)
        }
        return SessionToken(hex: contents.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Replaces the file with one holding `token`.
    func write(_ token: SessionToken) throws {
        try PrivateFiles.writeAtomically(Data((token.hex + "\n").utf8), to: url)
    }

    /// Deletes the file if it exists.
    func remove() throws {
        try PrivateFiles.remove(url)
    }
}
