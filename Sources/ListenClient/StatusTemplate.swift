import ListenProtocol
import Localization

/// A `--format` template such as `{title} {position}/{duration}`.
///
/// `{name}` made of letters is a field and must be one of ``StatusField``; `{{` and `}}` are
/// literal braces; any other text, braces included (such as polybar's `%{F#f00}`), is kept as it is.
public struct StatusTemplate: Sendable {
    public enum Part: Sendable, Equatable {
        case text(String)
        case field(StatusField)
    }

    /// A `{name}` that is not a field.
    public struct UnknownField: Error, CustomStringConvertible {
        public let name: String
        public var description: String {
            // TRANSLATORS: %1$s is the unknown name; %2$s the fields' names in braces, which stay as they are.
            tr("Unknown field {%1$s} in the format; the fields are %2$s.", name,
               StatusField.allCases.map { "{\($0.rawValue)}" }.joined(separator: " "))
        }
    }

    public let parts: [Part]

    public init(_ text: String) throws(UnknownField) {
        var parts = [Part]()
        var literal = ""
        var rest = Substring(text)
        while let first = rest.first {
            if rest.hasPrefix("{{") || rest.hasPrefix("}}") {
                literal.append(first)
                rest = rest.dropFirst(2)
                continue
            }
            if first == "{", let close = rest.dropFirst().firstIndex(of: "}") {
                let name = rest[rest.index(after: rest.startIndex)..<close]
                if !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "_") }) {
                    guard let field = StatusField(rawValue: String(name)) else { throw UnknownField(name: String(name)) }
                    if !literal.isEmpty { parts.append(.text(literal)) }
                    literal = ""
                    parts.append(.field(field))
                    rest = rest[rest.index(after: close)...]
                    continue
                }
            }
            literal.append(first)
            rest = rest.dropFirst()
        }
        if !literal.isEmpty { parts.append(.text(literal)) }
        self.parts = parts
    }

    public func render(_ status: StatusPayload) -> String {
        parts.map { part in
            switch part {
            case .text(let text): text
            case .field(let field): field.value(in: status)
            }
        }.joined()
    }
}
