import Foundation

/// A stored password hash with the parameters and salt needed to check a password against it.
///
/// Encoded as `$scrypt$ln=15,r=8,p=1$<salt>$<key>` (salt and key in base64), so the
/// parameters can be raised later without breaking existing hashes.
struct PasswordHash: Sendable, Equatable {
    var parameters: ScryptParameters
    var salt: [UInt8]
    var key: [UInt8]

    var encoded: String {
        let p = parameters
        return "$scrypt$ln=\(p.log2N),r=\(p.blockSize),p=\(p.parallelism)$"
            + "\(Data(salt).base64EncodedString())$\(Data(key).base64EncodedString())"
    }

    init(parameters: ScryptParameters, salt: [UInt8], key: [UInt8]) {
        self.parameters = parameters
        self.salt = salt
        self.key = key
    }

    /// Parses an encoded hash; nil if it is malformed or asks for unreasonable costs.
    init?(encoded: String) {
        let fields = encoded.split(separator: "$", omittingEmptySubsequences: false)
        guard fields.count == 5, fields[0].isEmpty, fields[1] == "scrypt",
              let salt = Data(base64Encoded: String(fields[3])), !salt.isEmpty,
              let key = Data(base64Encoded: String(fields[4])), !key.isEmpty
        else { return nil }

        var values: [String: Int] = [:]
        for pair in fields[2].split(separator: ",") {
            let nameAndValue = pair.split(separator: "=")
            guard nameAndValue.count == 2, let value = Int(nameAndValue[1]) else { return nil }
            values[String(nameAndValue[0])] = value
        }
        guard let log2N = values["ln"], let r = values["r"], let p = values["p"], values.count == 3 else { return nil }
        let parameters = ScryptParameters(log2N: log2N, blockSize: r, parallelism: p)
        guard parameters.isWithinLimits else { return nil }
        self.init(parameters: parameters, salt: Array(salt), key: Array(key))
    }
}
