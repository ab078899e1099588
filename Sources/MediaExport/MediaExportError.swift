import Foundation
import ListenEngine
import Localization

/// Why a clip or condensed audio could not be made, as a sentence for the learner.
public enum MediaExportError: Error, Equatable, CustomStringConvertible {
    /// The recording's file is not there.
    case fileMissing(String)
    /// The recording cannot be read as audio (its path, and the decoder's sentence naming it and why).
    case cannotDecode(String, String)
    /// The file cannot be written (its path, and the encoder's sentence naming it and why).
    case cannotWrite(String, String)
    /// The destination's extension names no format that can be written.
    case unsupportedFormat(String)
    /// There are no lines (spans) to cut.
    case noLines
    /// A span lies outside the recording (the span, the recording's length in seconds).
    case outsideRecording(ClipRange, Double)

    public var description: String {
        switch self {
        case .fileMissing(let path):
            return tr("The recording's file %s is missing.", path)
        case .cannotDecode(_, let sentence), .cannotWrite(_, let sentence):
            return sentence
        case .unsupportedFormat(let path):
            return tr("Cannot write %s: audio can be written as %s.", path, AudioContainer.extensionsText)
        case .noLines:
            return tr("There are no lines to cut.")
        case .outsideRecording(let range, let duration):
            return tr("The line from %s s to %s s is outside the recording, which lasts %s s.",
                      Self.seconds(range.start), Self.seconds(range.end), Self.seconds(duration))
        }
    }

    private static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value)
    }
}
