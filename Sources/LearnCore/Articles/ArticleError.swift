import Foundation
import Localization

/// An articles request that cannot be carried out.
public enum ArticleError: Error, Equatable, CustomStringConvertible, LocalizedError {
    case unknownArticle(String, suggestion: String?)
    case ambiguous(String, titles: [String])
    case notAdded(title: String)
    case alreadyAdded(title: String, key: String)
    case noQuestions(title: String)
    case unknownFeed(String)
    case alreadyFollowing(String)

    public var description: String {
        switch self {
        case .unknownArticle(let name, let suggestion):
            [tr("There is no article “%s”; `learnctl articles` lists them.", name), suggestion].compactMap { $0 }.joined(separator: " ")
        case .ambiguous(let name, let titles):
            tr("“%1$s” is in several titles: %2$s. Say which, or give its ID.", name, titles.joined(separator: "; "))
        case .notAdded(let title):
            tr("“%s” comes with learnctl and cannot be removed; only articles you added can.", title)
        case .alreadyAdded(let title, let key):
            tr("“%1$s” is already in your articles (ID %2$s).", title, key)
        case .noQuestions(let title):
            tr("“%s” has no comprehension questions.", title)
        case .unknownFeed(let name):
            tr("You follow no feed of articles “%s”; `learnctl articles feeds` lists them.", name)
        case .alreadyFollowing(let url):
            tr("You already follow %s.", url)
        }
    }

    public var errorDescription: String? { description }
}
