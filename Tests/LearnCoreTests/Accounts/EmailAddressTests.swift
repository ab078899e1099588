import Testing
@testable import LearnCore

struct EmailAddressTests {
    @Test(arguments: [
        "ada@example.com", "ada.lovelace+notes@mail.example.co.uk", "a_b-c@x-y.io", "o'brien@example.ie",
    ])
    func practicalAddressesAreAccepted(address: String) throws {
        #expect(try EmailAddress(address).normalized == address)
    }

    @Test(arguments: [
        "", "ada", "ada@", "@example.com", "ada@example", "ada@example.c", "ada @example.com", "ada@exa mple.com",
        "ada@@example.com", "ada@b@example.com", "ada.@example.com", ".ada@example.com", "a..b@example.com",
        "ada@-example.com", "ada@example-.com", "ada@example..com", "ada@example.c0m", "adä@example.com",
        "ada(x)@example.com",
    ])
    func otherTextIsRejected(text: String) {
        #expect(throws: AuthError.invalidEmail) { try EmailAddress(text) }
    }

    @Test func addressesAreComparedWithoutCase() throws {
        #expect(try EmailAddress("Ada.Lovelace@Example.COM") == EmailAddress("ada.lovelace@example.com"))
        #expect(try EmailAddress("Ada.Lovelace@Example.COM").normalized == "ada.lovelace@example.com")
    }

    @Test func surroundingWhitespaceIsIgnored() throws {
        #expect(try EmailAddress("  ada@example.com\n").normalized == "ada@example.com")
    }

    @Test func atMost254CharactersAreAccepted() throws {
        let domain = [String](repeating: String(repeating: "d", count: 60), count: 4).joined(separator: ".") + ".com"
        let longest = String(repeating: "a", count: 254 - domain.count - 1) + "@" + domain
        #expect(longest.count == 254)
        #expect(try EmailAddress(longest).normalized == longest)
        #expect(throws: AuthError.invalidEmail) { try EmailAddress("a" + longest) }
    }

    @Test func theErrorIsASentence() {
        #expect(AuthError.invalidEmail.description == "That is not a valid email address; use the form name@example.com.")
    }
}
