#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a JSON file into a value, with the caller's words for each way it can fail.
enum JSONFile {
    /// - Parameters:
    ///   - unreadable: the error when the file cannot be read.
    ///   - invalid: the error when it is not JSON of `type`'s shape, given the decoder's reason.
    static func decode<T: Decodable>(_ type: T.Type, at path: String, unreadable: String,
                                     invalid: (Error) -> String) throws(DaemonError) -> T {
        guard let data = FileManager.default.contents(atPath: path) else { throw DaemonError(unreadable) }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw DaemonError(invalid(error))
        }
    }
}
