import Foundation

/// An email address of the practical `local@domain.tld` form, compared without regard to case.
///
/// Accepted: at most 254 characters, no spaces; a local part of letters, digits and
/// ``EmailAddress/localSymbols`` with dots only between characters; a domain of at least two
/// dot-separated labels (letters, digits, inner hyphens), the last one at least two letters.
public struct EmailAddress: Sendable, Equatable, CustomStringConvertible {
    /// The longest address accepted.
    public static let maximumLength = 254
    /// Characters besides letters, digits and dots allowed before the `@`.
    public static let localSymbols = Set("!#$%&'*+-/=?^_`{|}~")

    /// The address in lower case, as stored and compared.
    public let normalized: String

    /// Validates `text` (surrounding whitespace ignored); throws ``AuthError/invalidEmail`` if it is not an address.
    public init(_ text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard Self.isValid(trimmed) else { throw AuthError.invalidEmail }
        normalized = trimmed.lowercased()
    }

    /// An address already validated and stored in lower case.
    init(normalized: String) {
        self.normalized = normalized
    }

    public var description: String { normalized }

    private static func isValid(_ address: String) -> Bool {
        guard address.count <= maximumLength, address.allSatisfy(\.isASCII) else { return false }
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return false }
        return isValidLocalPart(parts[0]) && isValidDomain(parts[1])
    }

    private static func isValidLocalPart(_ local: Substring) -> Bool {
        let atoms = local.split(separator: ".", omittingEmptySubsequences: false)
        return atoms.allSatisfy { atom in
            !atom.isEmpty && atom.allSatisfy { $0.isLetter || $0.isNumber || localSymbols.contains($0) }
        }
    }

    private static func isValidDomain(_ domain: Substring) -> Bool {
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let topLevel = labels.last,
              topLevel.count >= 2, topLevel.allSatisfy(\.isLetter)
        else { return false }
        return labels.allSatisfy { label in
            (1...63).contains(label.count)
                && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
                && label.first != "-" && label.last != "-"
        }
    }
}
