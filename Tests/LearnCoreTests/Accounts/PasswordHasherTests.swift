import Foundation
import Testing
@testable import LearnCore

struct PasswordHasherTests {
    let hasher = AuthFixture.fastHasher

    @Test func theStandardHashIsScryptN17R8P1WithA16ByteSalt() throws {
        #expect(PasswordHasher.standard.parameters == ScryptParameters(log2N: 17, blockSize: 8, parallelism: 1))
        let hash = try PasswordHasher.standard.hash("correct horse battery")
        #expect(hash.parameters.rounds == 131_072)
        #expect(hash.salt.count == 16)
        #expect(hash.key.count == 32)
        #expect(hash.encoded.hasPrefix("$scrypt$ln=17,r=8,p=1$"))
        #expect(try PasswordHasher.standard.verify("correct horse battery", against: hash))
    }

    @Test func onlyTheRightPasswordMatches() throws {
        let hash = try hasher.hash("correct horse battery")
        #expect(try hasher.verify("correct horse battery", against: hash))
        #expect(try !hasher.verify("correct horse batterY", against: hash))
        #expect(try !hasher.verify("", against: hash))
    }

    @Test func withoutAStoredHashNothingMatches() throws {
        #expect(try !hasher.verify("correct horse battery", against: nil))
    }

    @Test func eachHashHasItsOwnSalt() throws {
        let first = try hasher.hash("correct horse battery")
        let second = try hasher.hash("correct horse battery")
        #expect(first.salt != second.salt)
        #expect(first.key != second.key)
    }

    @Test func storedHashesAreCheckedWithTheirOwnParameters() throws {
        let older = try hasher.hash("correct horse battery")
        let stronger = PasswordHasher(parameters: ScryptParameters(log2N: 11, blockSize: 8, parallelism: 1))
        #expect(try stronger.verify("correct horse battery", against: older))
    }

    @Test func canonicallyEquivalentPasswordsMatch() throws {
        let hash = try hasher.hash("caf\u{E9} au lait")
        #expect(try hasher.verify("cafe\u{301} au lait", against: hash))
    }

    @Test func theEncodedHashRoundTripsAndHoldsNoPassword() throws {
        let hash = try hasher.hash("correct horse battery")
        #expect(PasswordHash(encoded: hash.encoded) == hash)
        #expect(!hash.encoded.contains("correct horse battery"))
    }

    @Test(arguments: [
        "", "scrypt", "$bcrypt$ln=10,r=8,p=1$c2FsdA==$a2V5", "$scrypt$ln=10,r=8$c2FsdA==$a2V5",
        "$scrypt$ln=10,r=8,p=1$$a2V5", "$scrypt$ln=10,r=8,p=1$c2FsdA==$not base64",
        "$scrypt$ln=40,r=8,p=1$c2FsdA==$a2V5", "$scrypt$ln=10,r=8,p=1,x=2$c2FsdA==$a2V5",
    ])
    func malformedOrExcessiveHashesAreRejected(encoded: String) {
        #expect(PasswordHash(encoded: encoded) == nil)
    }
}
