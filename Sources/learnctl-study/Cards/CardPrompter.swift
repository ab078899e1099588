import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// Asks for a card's fields on the terminal; prompts and hints go to standard error.
struct CardPrompter {
    /// One line of input for `field`; throws when input ends.
    /// `field` is the prompt's label, already translated ("Word", "Transcription").
    func ask(_ field: String, optional: Bool = false) throws -> String {
        // TRANSLATORS: a prompt on the terminal; %s is the field asked for, e.g. "Transcription".
        let prompt = optional ? tr("%s (optional): ", field) : tr("%s: ", field)
        guard let answer = TerminalInput.readLine(prompt: prompt) else { throw InputError.missing(.field(field)) }
        return answer
    }

    /// A group of `collection` picked by its number in a list, or typed by name; asks again until one is valid.
    func chooseGroup(in collection: CardCollection) throws -> String {
        let names = try collection.groupSummaries().map(\.group.name)
        guard !names.isEmpty else {
            throw ValidationError(tr("You have no groups yet; create one with `learnctl cards group add NAME` first."))
        }
        Output.write(tr("Groups:") + "\n" + names.enumerated().map { "  \($0 + 1)) \($1)\n" }.joined(), to: STDERR_FILENO)
        while true {
            let answer = try ask(tr("Group (number or name)"))
            if let number = Int(answer.trimmingCharacters(in: .whitespaces)), names.indices.contains(number - 1) {
                return names[number - 1]
            }
            do {
                return try collection.group(named: answer).name
            } catch let error as CardError {
                Output.write("\(error.description)\n", to: STDERR_FILENO)
            }
        }
    }
}
