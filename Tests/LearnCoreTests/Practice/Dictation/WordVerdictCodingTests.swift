import Foundation
import Testing
@testable import LearnCore

/// The JSON form of a verdict.
@Suite struct WordVerdictCodingTests {
    private func json(_ verdict: WordVerdict) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(verdict), as: UTF8.self)
    }

    private func verdict(_ json: String) throws -> WordVerdict {
        try JSONDecoder().decode(WordVerdict.self, from: Data(json.utf8))
    }

    @Test func encodedWithTheVerdictAndItsWords() throws {
        #expect(try json(.correct(expected: "Don't", typed: "do not"))
            == #"{"expected":"Don't","typed":"do not","verdict":"correct"}"#)
        #expect(try json(.slip(expected: "right", typed: "rihgt")) == #"{"expected":"right","typed":"rihgt","verdict":"slip"}"#)
        #expect(try json(.wrong(expected: "to", typed: "too")) == #"{"expected":"to","typed":"too","verdict":"wrong"}"#)
        #expect(try json(.missing(expected: "is/has")) == #"{"expected":"is/has","verdict":"missing"}"#)
        #expect(try json(.extra(typed: "please")) == #"{"typed":"please","verdict":"extra"}"#)
    }

    @Test func decodedBack() throws {
        let all: [WordVerdict] = [
            .correct(expected: "Excuse", typed: "excuse"), .slip(expected: "café", typed: "cafe"),
            .wrong(expected: "to", typed: "too"), .missing(expected: "Manchester"), .extra(typed: "please"),
        ]
        let data = try JSONEncoder().encode(all)
        #expect(try JSONDecoder().decode([WordVerdict].self, from: data) == all)
        #expect(try verdict(#"{"verdict":"missing","expected":"a","typed":null}"#) == .missing(expected: "a"))
    }

    @Test func anUnknownVerdictOrAMissingWordIsAnError() {
        #expect(throws: DecodingError.self) { try verdict(#"{"verdict":"great","expected":"a"}"#) }
        #expect(throws: DecodingError.self) { try verdict(#"{"verdict":"wrong","expected":"a"}"#) }
    }
}
