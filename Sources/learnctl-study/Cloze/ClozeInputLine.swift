import Foundation
import LearnCore
import ListenProtocol

/// An input line of `cloze practice --json`: `{"answers":["meet","ticket"]}`, or
/// `{"action":"retry_all"}` (also "retry"), "retry_incorrect", "next", "finish" or "quit".
enum ClozeInputLine: Equatable {
    /// The words for the blanks of the round shown, in order; they are submitted.
    case answers([String])
    /// A choice the result offers.
    case choose(ClozeChoice)
    case quit

    init(_ line: String) throws(ClozeInputError) {
        guard case .object(let object)? = try? JSONDecoder().decode(JSONValue.self, from: Data(line.utf8)) else {
            throw .notAnObject
        }
        if let answers = object["answers"] {
            guard case .array(let values) = answers else { throw .answersNotStrings }
            let words = values.compactMap { value -> String? in if case .string(let word) = value { word } else { nil } }
            guard words.count == values.count else { throw .answersNotStrings }
            self = .answers(words)
            return
        }
        guard case .string(let action)? = object["action"] else { throw .notAnObject }
        if action == "quit" {
            self = .quit
            return
        }
        guard let choice = ClozeChoice(rawValue: action == "retry" ? ClozeChoice.retryAll.rawValue : action) else {
            throw .unknownAction(action)
        }
        self = .choose(choice)
    }
}

/// An input line of `cloze practice --json` that is not one of its objects.
enum ClozeInputError: Error, CustomStringConvertible {
    case notAnObject
    case answersNotStrings
    case unknownAction(String)

    var description: String {
        switch self {
        case .notAnObject:
            #"Each line must be a JSON object: {"answers":["word",…]} or {"action":"retry_all|retry_incorrect|next|finish|quit"}."#
        case .answersNotStrings:
            #""answers" must be an array of words, one for each blank."#
        case .unknownAction(let action):
            "Unknown action “\(action)”; use retry_all, retry_incorrect, next, finish or quit."
        }
    }
}
