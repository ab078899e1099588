import Crypto
import Foundation

/// A session's secret: 256 random bits, kept as 64 hex digits in the session file only.
/// The database stores just its SHA-256 (``hashHex``).
struct SessionToken: Sendable, Equatable {
    let hex: String

    /// A fresh random token.
    static func random() -> SessionToken {
        SessionToken(validHex: PasswordHasher.randomBytes(32).hexString)
    }

    private init(validHex: String) {
        hex = validHex
    }

    /// A token read back from its 64 hex digits; nil if `hex` is anything else.
    init?(hex: String) {
        guard hex.utf8.count == 64, hex.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else { return nil }
        self.hex = hex
    }

    /// The SHA-256 of the token, in hex: what the `session` table stores.
    var hashHex: String {
        SHA256.hash(data: Array(hex.utf8)).hexString
    }
}

extension Sequence<UInt8> {
    var hexString: String {
        map { String(format: "%02x", $0) }.joined()
    }
}
