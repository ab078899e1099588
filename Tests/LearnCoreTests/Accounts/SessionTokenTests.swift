import Testing
@testable import LearnCore

struct SessionTokenTests {
    @Test func aTokenIs256RandomBitsInHex() {
        let first = SessionToken.random()
        let second = SessionToken.random()
        #expect(first.hex.count == 64)
        #expect(first.hex.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(first != second)
    }

    @Test func theStoredFormIsTheSHA256OfTheToken() throws {
        let token = try #require(SessionToken(hex: String(repeating: "0", count: 64)))
        #expect(token.hashHex == "60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55")
    }

    @Test(arguments: ["", "abc", String(repeating: "g", count: 64), String(repeating: "A", count: 64)])
    func otherTextIsNotAToken(text: String) {
        #expect(SessionToken(hex: text) == nil)
    }
}
