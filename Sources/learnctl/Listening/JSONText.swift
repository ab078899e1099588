import Foundation
import ListenProtocol

/// JSON as learnctl prints it: one line, keys sorted, slashes as they are.
enum JSONText {
    static func encode(_ value: some Encodable) throws(ListendError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw .unexpectedReply("\(error)")
        }
    }
}
