import ArgumentParser

/// `learnctl account`: manages the signed-in account.
struct AccountCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "account",
        abstract: "Manage your account.",
        discussion: """
            See also `learnctl whoami` to show the account and `learnctl passwd` to change its \
            password.
            """,
        subcommands: [AccountNameCommand.self, AccountDeleteCommand.self])
}
