import FoundationEssentials
import Testing
@testable import ListenProtocol

/// ``JSONParser`` reads what `JSONDecoder` reads into a ``JSONValue``, and refuses what it refuses.
@Suite struct JSONParserTests {
    static let valid = [
        #"{}"#, #"[]"#, #" { "a" : [1, -2.5, 3e2, 0.125E-2, true, false, null] } "#,
        #"{"cmd":"play","id":7,"title":"Caf\u00e9 \ud83c\udfa7 \"x\" \\ \/ \b\f\n\r\t"}"#,
        #"{"nested":{"deep":[[[{"x":"y"}]]]},"n":-0,"big":1.7976931348623157e308,"tiny":5e-324}"#,
        #""just a string""#, "42", "-0.5", "null", #"{"dup":1,"dup":2}"#,
        #"{"emoji":"🎧","accents":"élève","rtl":"\u202e"}"#,
    ]

    static let invalid = [
        "", " ", "{", "}", "[1,]", #"{"a":1,}"#, "{a:1}", "01", "1.", ".5", "-", "+1", "1e", "1e+",
        "tru", "nul", #""unterminated"#, "\"tab\there\"", #""\x""#, #""\u12""#, #""\ud800""#,
        #""\udc00""#, #""\ud800\u0041""#, "[1] 2", #"{"a" 1}"#, "NaN", "Infinity", "1e400", "[" + String(repeating: "[", count: 600),
    ]

    @Test func readsWhatJSONDecoderReads() throws {
        for text in Self.valid {
            let expected = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
            #expect(try JSONParser.parse(text) == expected, "\(text)")
        }
    }

    @Test func refusesWhatIsNotJSON() {
        for text in Self.invalid {
            #expect(throws: JSONParser.Failure.self, "\(text)") { try JSONParser.parse(text) }
        }
    }

    @Test func theFailureSaysWhereReadingStopped() {
        #expect(throws: JSONParser.Failure(offset: 8, reason: "expected ',' or '}'")) {
            try JSONParser.parse(#"{"a":1 "b":2}"#.replacingOccurrences(of: " ", with: "  "))
        }
    }

    @Test func nestingIsLimited() throws {
        let deep = String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
        #expect(throws: Never.self) { try JSONParser.parse(deep) }
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse("[" + deep + "]") }
    }
}
