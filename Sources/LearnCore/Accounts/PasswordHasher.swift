import Crypto
import _CryptoExtras
import Foundation

/// Hashes passwords with scrypt and checks them in constant time.
public struct PasswordHasher: Sendable {
    /// The salt length: 16 random bytes per hash.
    public static let saltByteCount = 16
    /// The derived key length.
    public static let keyByteCount = 32

    /// The hasher learnctl uses: ``ScryptParameters/standard``.
    public static let standard = PasswordHasher(parameters: .standard)

    /// The cost of new hashes (stored hashes are checked with their own parameters).
    public let parameters: ScryptParameters

    /// A hasher producing hashes with `parameters`.
    public init(parameters: ScryptParameters) {
        self.parameters = parameters
    }

    /// A new hash of `password` with a fresh random salt.
    func hash(_ password: String) throws -> PasswordHash {
        let salt = Self.randomBytes(Self.saltByteCount)
        let key = try Self.derive(password, salt: salt, parameters: parameters, byteCount: Self.keyByteCount)
        return PasswordHash(parameters: parameters, salt: salt, key: key.withUnsafeBytes { Array($0) })
    }

    /// Whether `password` matches `stored`.
    ///
    /// Without a stored hash (unknown account) it does the same work against a throwaway hash
    /// and returns false, so both cases take about the same time.
    func verify(_ password: String, against stored: PasswordHash?) throws -> Bool {
        let target = stored ?? PasswordHash(
            parameters: parameters,
            salt: Self.randomBytes(Self.saltByteCount),
            key: Self.randomBytes(Self.keyByteCount))
        let derived = try Self.derive(password, salt: target.salt, parameters: target.parameters, byteCount: target.key.count)
        let matches = derived == SymmetricKey(data: target.key)
        return stored != nil && matches
    }

    private static func derive(
        _ password: String, salt: [UInt8], parameters: ScryptParameters, byteCount: Int
    ) throws -> SymmetricKey {
        try KDF.Scrypt.deriveKey(
            from: Array(password.precomposedStringWithCanonicalMapping.utf8),
            salt: salt,
            outputByteCount: byteCount,
            rounds: parameters.rounds,
            blockSize: parameters.blockSize,
            parallelism: parameters.parallelism)
    }

    static func randomBytes(_ count: Int) -> [UInt8] {
        SymmetricKey(size: SymmetricKeySize(bitCount: count * 8)).withUnsafeBytes { Array($0) }
    }
}
