import Articles
import LearnCore
import Localization

/// How articles are described on the screens.
enum ArticleText {
    /// "bundled", "recording", "file", "web", "feed".
    static func sourceKind(_ article: Article) -> String {
        switch article.origin {
        case .bundled: "bundled"
        case .transcript: "recording"
        case .added(let source, _): source.hasPrefix("http://") || source.hasPrefix("https://") ? "web" : "file"
        case .feed: "feed"
        }
    }

    /// The source as the list shows it, in the learner's language.
    static func source(_ article: Article) -> String {
        switch article.origin {
        case .bundled: tr("bundled")
        case .transcript: tr("recording")
        case .added(let source, _): source.terminalLine
        case .feed(let feedTitle, _): feedTitle.terminalLine
        }
    }

    /// A share as a whole percentage: "7%".
    static func percent(_ share: Double) -> String { NumberText.percent(Int((share * 100).rounded())) }
}
