import Foundation

/// What an `XMLParser` error means, in words.
///
/// The codes are libxml2's `xmlParserErrors`, which Darwin's `XMLParser.ErrorCode` mirrors;
/// FoundationXML on Linux passes them through unchanged, but its `XMLParser.ErrorCode` cases
/// do not line up with them, so the numbers are matched here.
enum XMLParserProblem {
    /// Whether the error leaves the document well formed: libxml2's namespace errors (200 and
    /// up, such as a prefix nobody declared) are reported, then reading goes on as before.
    static func isNamespaceError(_ error: any Error) -> Bool {
        (200..<300).contains((error as NSError).code)
    }

    static func describe(_ error: any Error) -> String {
        let code = (error as NSError).code
        switch code {
        case 3, 4: return "the document is empty or does not start with an element"
        case 5: return "the document ends before its elements are closed, or goes on after its root element"
        case 6, 7, 8, 9: return "it holds a character XML does not allow"
        case 22, 68: return "an \"&\" or \"<\" is not escaped"
        case 23: return "an entity reference has no closing \";\" (a bare \"&\"?)"
        case 26: return "it uses an entity XML does not know (HTML's &nbsp; is one)"
        case 31, 32, 79, 81: return "its character encoding is unknown or wrong"
        case 38, 39, 40, 41, 65: return "an attribute is malformed"
        case 42: return "an attribute is given twice"
        case 45: return "a comment is not closed"
        case 63: return "a CDATA section is not closed"
        case 73, 77: return "a tag is not finished"
        case 74: return "an end tag is missing"
        case 76: return "an end tag does not match its start tag"
        case 85, 86: return "the elements are not properly nested"
        case 89: return "its entities refer to each other in a loop"
        default: return "the XML parser reports error \(code)"
        }
    }
}
