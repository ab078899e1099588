import Foundation
import Localization

/// Credentials that could not be read.
enum InputError: Error, LocalizedError, CustomStringConvertible {
    /// A prompt was needed but standard input is not a terminal; `hint` says how to run from a script.
    case notATerminal(hint: String)
    /// Standard input ended before the value.
    case missing(Value)

    /// What was asked for.
    enum Value {
        case email, password
        /// A field a prompt named, already translated ("Word").
        case field(String)
    }

    var description: String {
        switch self {
        case .notATerminal(let hint):
            tr("Standard input is not a terminal, so learnctl cannot prompt. %s", hint)
        case .missing(.email):
            tr("No email address was given: standard input ended.")
        case .missing(.password):
            tr("No password was given: standard input ended.")
        case .missing(.field(let field)):
            // TRANSLATORS: %s is the field asked for, e.g. "Word".
            tr("No %s was given: standard input ended.", field)
        }
    }

    var errorDescription: String? { description }
}
