import Localization
import Suggestions

extension DidYouMean {
    /// `Did you mean "Travel"?` for the names closest to `query`, or nil when none is close.
    public static func sentence(for query: String, in candidates: [String]) -> String? {
        sentence(offering: ClosestMatches.find(query, in: candidates))
    }
}
