#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Suggestions

/// Turns a protocol line into a `Request`: JSON when it starts with `{`, else the plain-text form
/// `cmd arg…` with shell-like quoting.
public enum RequestParser {
    public static func parse(_ line: String) -> Result<Request, RequestFailure> {
        let text = line.hasSuffix("\r") ? String(line.dropLast()) : line
        if text.drop(while: \.isWhitespace).first == "{" {
            return parseJSON(text)
        }
        return parseText(text).mapError { RequestFailure(id: nil, error: $0) }
    }

    // MARK: - JSON

    static func parseJSON(_ text: String) -> Result<Request, RequestFailure> {
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch {
            return .failure(RequestFailure(id: nil, error: ProtocolError(.malformedJSON, "The line is not valid JSON.")))
        }
        guard case .object(let fields) = value else {
            return .failure(RequestFailure(id: nil, error: ProtocolError(.invalidRequest, "A request must be a JSON object.")))
        }
        let id = fields["id"]
        if let id, !id.isScalar {
            return .failure(RequestFailure(id: nil, error: ProtocolError(.invalidRequest, "The id must be a string, number, boolean or null.")))
        }
        do throws(ProtocolError) {
            guard case .string(let name)? = fields["cmd"] else {
                throw ProtocolError(.invalidRequest, fields["cmd"] == nil
                    ? "The request has no \"cmd\"." : "\"cmd\" must be a string.")
            }
            return .success(Request(id: id, command: try command(named: name, JSONArguments(fields: fields))))
        } catch {
            return .failure(RequestFailure(id: id, error: error))
        }
    }

    static func command(named name: String, _ arguments: JSONArguments) throws(ProtocolError) -> Command {
        guard let declaration = CommandDeclaration.named(name) else { throw unknownCommand(name) }
        return try declaration.fromJSON(arguments)
    }

    static func unknownCommand(_ name: String) -> ProtocolError {
        let names = CommandDeclaration.names
        let hint = ClosestMatches.suggestion(for: name, in: names).map { " " + $0 } ?? " Commands: \(names.joined(separator: ", "))."
        return ProtocolError(.unknownCommand, "Unknown command \"\(name)\".\(hint)")
    }

    // MARK: - Plain text

    static func parseText(_ text: String) -> Result<Request, ProtocolError> {
        do throws(ProtocolError) {
            let words = TextCommandLexer.split(text)
            guard let name = words.first?.lowercased() else { throw ProtocolError(.invalidRequest, "The line is empty.") }
            guard let declaration = CommandDeclaration.named(name) else { throw unknownCommand(name) }
            return .success(Request(command: try declaration.fromWords(TextArguments(name: name, words: Array(words.dropFirst())))))
        } catch {
            return .failure(error)
        }
    }
}
