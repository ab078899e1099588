#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written whole or not at all: the text goes to a temporary file in the same folder,
/// which then takes the file's name (`rename(2)`), replacing a file of that name. The file is
/// readable by all and writable by its owner (0644).
public enum AtomicFile {
    /// Why the file could not be written: the system's reason, e.g. "Permission denied".
    public struct Failure: Error {
        public let reason: String
    }

    public static func write(_ text: String, to path: String) throws(Failure) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = ((folder == "/" ? "/" : folder + "/") + "." + name + ".XXXXXX").utf8CString
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw Failure(reason: systemReason()) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var closed = false
        defer {
            if !closed { close(descriptor) }
        }
        guard fchmod(descriptor, 0o644) == 0, Output.write(text, to: descriptor), fsync(descriptor) == 0 else {
            let reason = systemReason()
            unlink(temporary)
            throw Failure(reason: reason)
        }
        closed = true
        guard close(descriptor) == 0, rename(temporary, path) == 0 else {
            let reason = systemReason()
            unlink(temporary)
            throw Failure(reason: reason)
        }
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}
