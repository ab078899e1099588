#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
            value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
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
        do {
            guard case .string(let name)? = fields["cmd"] else {
                throw ProtocolError(.invalidRequest, fields["cmd"] == nil
                    ? "The request has no \"cmd\"." : "\"cmd\" must be a string.")
            }
            let arguments = JSONArguments(fields: fields)
            return .success(Request(id: id, command: try command(named: name, arguments)))
        } catch let error as ProtocolError {
            return .failure(RequestFailure(id: id, error: error))
        } catch {
            return .failure(RequestFailure(id: id, error: ProtocolError(.invalidRequest, "\(error)")))
        }
    }

    static func command(named name: String, _ a: JSONArguments) throws(ProtocolError) -> Command {
        switch name {
        case "hello": return .hello
        case "list": return .list
        case "pause": return .pause
        case "resume": return .resume
        case "toggle": return .toggle
        case "stop": return .stop
        case "status": return .status
        case "unsubscribe": return .unsubscribe
        case "play":
            if let track = try a.string("track") { return .play(.track(track)) }
            if let file = try a.string("file") {
                guard file.hasPrefix("/") else { throw ProtocolError(.badArgument, "\"file\" must be an absolute path.") }
                return .play(.file(file))
            }
            if let url = try a.string("url") {
                guard case .url = PlayTarget.guess(url) else { throw ProtocolError(.badArgument, "\"url\" must be an http:// or https:// URL.") }
                return .play(.url(url))
            }
            return .play(nil)
        case "seek":
            if let offset = try a.seekValue("offset") {
                switch offset {
                case .relative(let value), .absolute(let value): return .seek(.relative(value))
                }
            }
            if let position = try a.seekValue("position") {
                guard case .absolute(let value) = position else {
                    throw ProtocolError(.badArgument, "\"position\" must be a time from the start, such as 95 or \"1:35\".")
                }
                return .seek(.absolute(value))
            }
            throw ProtocolError(.badArgument, "seek needs \"offset\" (± seconds) or \"position\" (seconds).")
        case "subscribe":
            let interval = try a.integer("interval_ms") ?? Command.defaultTickInterval
            return try subscribe(interval)
        case "library_add":
            guard let source = try a.string("source") else { throw ProtocolError(.badArgument, "library_add needs \"source\": a file path or URL.") }
            guard let title = try a.string("title"), !title.trimmingWhitespace().isEmpty else {
                throw ProtocolError(.badArgument, "library_add needs a \"title\".")
            }
            return .libraryAdd(LibraryAddition(source: source, title: title, level: try a.string("level"), transcript: try a.string("transcript")))
        case "library_remove":
            var title = try a.string("title")
            if title == nil { title = try a.string("track") }
            guard let title else {
                throw ProtocolError(.badArgument, "library_remove needs the \"title\" to remove.")
            }
            return .libraryRemove(title)
        default:
            throw unknownCommand(name)
        }
    }

    static func subscribe(_ interval: Int) throws(ProtocolError) -> Command {
        guard interval >= Command.minimumTickInterval else {
            throw ProtocolError(.badArgument, "interval_ms must be at least \(Command.minimumTickInterval).")
        }
        return .subscribe(intervalMilliseconds: interval)
    }

    static func unknownCommand(_ name: String) -> ProtocolError {
        let close = Command.names.filter { editDistance($0, name) <= 2 || $0.hasPrefix(name.lowercased()) }
        let hint = close.isEmpty ? " Commands: \(Command.names.joined(separator: ", "))." : " Did you mean \(close.map { "\"\($0)\"" }.joined(separator: " or "))?"
        return ProtocolError(.unknownCommand, "Unknown command \"\(name)\".\(hint)")
    }

    // MARK: - Plain text

    static func parseText(_ text: String) -> Result<Request, ProtocolError> {
        do throws(ProtocolError) {
            let words = TextCommandLexer.split(text)
            guard let name = words.first else { throw ProtocolError(.invalidRequest, "The line is empty.") }
            let rest = Array(words.dropFirst())
            return .success(Request(command: try textCommand(name.lowercased(), rest)))
        } catch {
            return .failure(error)
        }
    }

    static func textCommand(_ name: String, _ args: [String]) throws(ProtocolError) -> Command {
        func noArguments(_ command: Command) throws(ProtocolError) -> Command {
            guard args.isEmpty else { throw ProtocolError(.badArgument, "\(name) takes no arguments.") }
            return command
        }
        switch name {
        case "hello": return try noArguments(.hello)
        case "list": return try noArguments(.list)
        case "pause": return try noArguments(.pause)
        case "resume": return try noArguments(.resume)
        case "toggle": return try noArguments(.toggle)
        case "stop": return try noArguments(.stop)
        case "status": return try noArguments(.status)
        case "unsubscribe": return try noArguments(.unsubscribe)
        case "play":
            return .play(args.isEmpty ? nil : PlayTarget.guess(args.joined(separator: " ")))
        case "seek":
            guard args.count == 1 else { throw ProtocolError(.badArgument, "seek takes one argument: +N, -N, N or m:ss.") }
            guard let target = SeekTarget.parse(args[0]) else {
                throw ProtocolError(.badArgument, "Cannot seek to \"\(args[0])\": use +N, -N, N or m:ss (for example +10, -10, 95, 1:35).")
            }
            return .seek(target)
        case "subscribe":
            guard args.count <= 1 else { throw ProtocolError(.badArgument, "subscribe takes at most one argument: the tick interval in ms.") }
            guard let interval = args.isEmpty ? Command.defaultTickInterval : Int(args[0]) else {
                throw ProtocolError(.badArgument, "The tick interval must be a whole number of milliseconds.")
            }
            return try subscribe(interval)
        case "library_add":
            guard args.count >= 2 else { throw ProtocolError(.badArgument, "library_add takes a source and a title.") }
            return .libraryAdd(LibraryAddition(source: args[0], title: args.dropFirst().joined(separator: " ")))
        case "library_remove":
            guard !args.isEmpty else { throw ProtocolError(.badArgument, "library_remove takes a title.") }
            return .libraryRemove(args.joined(separator: " "))
        default:
            throw unknownCommand(name)
        }
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }
}

/// Typed access to a JSON request's named arguments, with errors that name the field.
struct JSONArguments {
    let fields: [String: JSONValue]

    func string(_ key: String) throws(ProtocolError) -> String? {
        switch fields[key] {
        case nil, .null?: return nil
        case .string(let value)?: return value
        default: throw ProtocolError(.badArgument, "\"\(key)\" must be a string.")
        }
    }

    func integer(_ key: String) throws(ProtocolError) -> Int? {
        switch fields[key] {
        case nil, .null?: return nil
        case .number(let value)? where value == value.rounded() && abs(value) < 1e9: return Int(value)
        default: throw ProtocolError(.badArgument, "\"\(key)\" must be a whole number.")
        }
    }

    /// A number of seconds, or a string in the text form (`+10`, `1:35`).
    func seekValue(_ key: String) throws(ProtocolError) -> SeekTarget? {
        switch fields[key] {
        case nil, .null?: return nil
        case .number(let value)? where value.isFinite: return key == "offset" ? .relative(value) : .absolute(value)
        case .string(let text)?:
            guard let target = SeekTarget.parse(text) else {
                throw ProtocolError(.badArgument, "\"\(key)\" must be seconds or m:ss, not \"\(text)\".")
            }
            return target
        default: throw ProtocolError(.badArgument, "\"\(key)\" must be a number of seconds.")
        }
    }
}
