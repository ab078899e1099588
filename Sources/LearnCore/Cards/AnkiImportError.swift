import AnkiPackage
import Foundation
import Localization

/// Why an Anki package could not be imported or exported; each description is a sentence for the user.
public enum AnkiImportError: Error, Equatable, LocalizedError, CustomStringConvertible {
    /// A part of `--fields` is not `target=field`.
    case invalidFieldMapping(String)
    /// `--fields` names a field none of the package's note types has (their names and fields).
    case unknownField(String, noteType: String, fields: [String])
    /// The package cannot be read (the file and the reader's reason).
    case unreadable(file: String, reason: String)
    /// The package holds no note with a word.
    case noNotes(file: String)
    /// The package cannot be written.
    case unwritable(file: String, reason: String)
    /// There are no cards to export.
    case nothingToExport

    public var description: String {
        switch self {
        case .invalidFieldMapping(let part):
            tr("--fields takes word=FIELD, transcription=FIELD, translation=FIELD and audio=FIELD separated by commas, not \"%s\".", part)
        case .unknownField(let field, let noteType, let fields):
            tr("No note type of the package (%1$s) has a field \"%2$s\"; its fields are %3$s.", noteType, field, fields.joined(separator: ", "))
        case .unreadable(let file, let reason):
            tr("%1$s cannot be imported: %2$s.", file, reason)
        case .noNotes(let file):
            tr("%s holds no notes to import.", file)
        case .unwritable(let file, let reason):
            tr("%1$s cannot be written: %2$s.", file, reason)
        case .nothingToExport:
            tr("There are no cards to export.")
        }
    }

    public var errorDescription: String? { description }
}
