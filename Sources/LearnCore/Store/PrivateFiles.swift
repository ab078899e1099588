import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Localization

/// Creates learnctl's directories (mode 0700) and files (mode 0600) so only their owner can read them.
enum PrivateFiles {
    /// Creates `directory` and any missing parents with mode 0700; an existing directory is left as it is.
    static func createDirectory(_ directory: URL) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return
        }
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw PrivateFileError(path: directory.path, action: "create the directory", reason: error.localizedDescription)
        }
    }

    /// Creates an empty file with mode 0600 unless something already exists at `url`, which is never touched.
    static func createEmptyFileIfMissing(_ url: URL) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            close(descriptor)
        } else if errno != EEXIST {
            throw PrivateFileError(path: url.path, action: "create", reason: String(cString: strerror(errno)))
        }
    }

    /// Replaces the contents of `url` with `data` in one step; the new file has mode 0600.
    ///
    /// The data goes first to a temporary file with a name of its own (`mkstemp`, mode 0600
    /// from its creation) next to `url`, so a temporary file left by a killed process, whatever
    /// its name, never stands in the way.
    static func writeAtomically(_ data: Data, to url: URL) throws {
        try createDirectory(url.deletingLastPathComponent())
        var template = Array((url.path + ".tmp.XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw PrivateFileError(path: url.path, action: "write", reason: String(cString: strerror(errno)))
        }
        let temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        var failure: String?
        let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written != data.count { failure = String(cString: strerror(errno)) }
        if failure == nil, fchmod(descriptor, 0o600) != 0 { failure = String(cString: strerror(errno)) }
        if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        close(descriptor)
        if failure == nil, rename(temporaryPath, url.path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporaryPath)
            throw PrivateFileError(path: url.path, action: "write", reason: failure)
        }
    }

    /// Removes the file at `url`; a missing file is not an error.
    static func remove(_ url: URL) throws {
        if unlink(url.path) != 0, errno != ENOENT {
            throw PrivateFileError(path: url.path, action: "remove", reason: String(cString: strerror(errno)))
        }
    }
}

/// A file learnctl could not create, write or remove.
public struct PrivateFileError: Error, Equatable, LocalizedError, CustomStringConvertible {
    /// The file or directory concerned.
    public let path: String
    /// What learnctl tried to do, e.g. "write".
    public let action: String
    /// The system's explanation.
    public let reason: String

    public var description: String {
        switch action {
        case "create the directory": tr("Could not create the directory %s: %s.", path, reason)
        case "create": tr("Could not create %s: %s.", path, reason)
        case "write": tr("Could not write %s: %s.", path, reason)
        case "remove": tr("Could not remove %s: %s.", path, reason)
        case "read": tr("Could not read %s: %s.", path, reason)
        default: tr("Could not %s %s: %s.", action, path, reason)
        }
    }
    public var errorDescription: String? { description }
}
