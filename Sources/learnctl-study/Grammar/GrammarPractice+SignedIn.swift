import LearnCore
import ListenClient
import Localization

extension GrammarPractice {
    /// The grammar tests of the signed-in account; throws when nobody is signed in.
    ///
    /// An imported topic that no longer reads is left out with a warning on standard error
    /// naming it and saying how to remove it, unless `warning` is false.
    static func signedIn(warningAboutUnreadableTopics warning: Bool = true) async throws -> GrammarPractice {
        let context = try LearnContext.open()
        let account = try await context.requireAccount()
        let practice = try GrammarPractice.open(context: context, account: account)
        if warning { practice.warnAboutUnreadableTopics() }
        return practice
    }

    /// Says on standard error which imported topics are left out because they no longer read.
    func warnAboutUnreadableTopics() {
        for topic in unreadableTopics {
            Output.error(tr("Warning: the imported topic “%1$s” cannot be read and is left out (%2$s). Import its file again, or remove it with `learnctl tests remove \"%1$s\"`.",
                            topic.name, topic.reason))
        }
    }
}
