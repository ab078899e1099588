import Foundation

/// Credentials that could not be read.
enum InputError: Error, LocalizedError, CustomStringConvertible {
    /// A prompt was needed but standard input is not a terminal; `hint` says how to run from a script.
    case notATerminal(hint: String)
    /// Standard input ended before the named value.
    case missing(String)

    var description: String {
        switch self {
        case .notATerminal(let hint):
            "Standard input is not a terminal, so learnctl cannot prompt. \(hint)"
        case .missing(let what):
            "No \(what) was given: standard input ended."
        }
    }

    var errorDescription: String? { description }
}
