import LearnCore
import ListenClient
import Localization

extension GrammarPractice {
    /// The practice, after saying on standard error which imported topics are left out because
    /// they no longer read, naming each and how to remove it.
    func reportingUnreadableTopics() -> GrammarPractice {
        for topic in unreadableTopics {
            Output.error(tr("Warning: the imported topic “%1$s” cannot be read and is left out (%2$s). Import its file again, or remove it with `learnctl tests remove \"%1$s\"`.",
                            topic.name, topic.reason))
        }
        return self
    }
}
