import Foundation
import Localization

/// Why a podcasts operation was refused; each description is a sentence for the learner.
public enum PodcastError: Error, Equatable, LocalizedError, CustomStringConvertible {
    case alreadySubscribed(title: String, feedURL: String)
    case unknownPodcast(String, suggestion: String?)
    case unknownEpisode(String, suggestion: String?)
    case noEpisodes
    case noAudio(title: String)
    case levelNotCEFR(String)
    case keepOutOfRange(Int)

    public var description: String {
        switch self {
        case .alreadySubscribed(let title, let url):
            tr("You already subscribe to \"%s\" (%s).", title, url)
        case .unknownPodcast(let name, let suggestion):
            [tr("No podcast you subscribe to is called \"%s\".", name), suggestion].compactMap { $0 }.joined(separator: " ")
        case .unknownEpisode(let name, let suggestion):
            [tr("No episode is called \"%s\" or has that number.", name), suggestion].compactMap { $0 }.joined(separator: " ")
        case .noEpisodes:
            tr("There are no episodes yet; run `learnctl podcasts refresh`.")
        case .noAudio(let title):
            tr("The episode \"%s\" has no audio in its feed.", title)
        case .levelNotCEFR(let level):
            tr("The level must be a CEFR level: A1, A2, B1, B2, C1 or C2 (not \"%s\").", level)
        case .keepOutOfRange(let count):
            tr("%s downloads cannot be kept; keep at least 1.", String(count))
        }
    }

    public var errorDescription: String? { description }
}
