import ArgumentParser
import LearnCore
import Localization

/// `learnctl signout`: ends the session.
struct SignOutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "signout",
        abstract: "Sign out of your account.",
        discussion: """
            Ends the session in the database, so its token no longer works anywhere, and removes \
            the session file. Signing out when not signed in is not an error.
            """)

    func run() async throws {
        let context = try LearnContext.open()
        if try await context.auth.signOut() {
            print(tr("Signed out."))
        } else {
            print(tr("You were not signed in."))
        }
    }
}
