/// Signing up, signing in and managing the signed-in account.
///
/// Commands talk only to this protocol. ``LocalAuthService`` implements it on the local
/// database; another backend (a server issuing tokens) can implement it without the commands
/// changing. The session is the implementation's business: it remembers who is signed in.
public protocol AuthService: Sendable {
    /// Creates an account and signs in to it.
    func signUp(email: String, password: String, name: DisplayName?) async throws -> Account
    /// Sets (or with nil removes) the signed-in account's display name; returns the account.
    func setDisplayName(_ name: DisplayName?) async throws -> Account
    /// Signs in to an existing account.
    func signIn(email: String, password: String) async throws -> Account
    /// Ends the current session; returns whether there was one.
    func signOut() async throws -> Bool
    /// The signed-in account, or nil; using the session renews it.
    func currentAccount() async throws -> Account?
    /// Replaces the signed-in account's password and ends its other sessions.
    func changePassword(current: String, new: String) async throws
    /// Deletes the signed-in account and all its data, and ends its sessions; returns the deleted account.
    func deleteAccount(password: String) async throws -> Account
}

extension AuthService {
    /// The signed-in account; throws ``AuthError/notSignedIn`` when there is none.
    public func requireAccount() async throws -> Account {
        guard let account = try await currentAccount() else { throw AuthError.notSignedIn }
        return account
    }
}

extension AuthService {
    /// Creates an account without a display name and signs in to it.
    public func signUp(email: String, password: String) async throws -> Account {
        try await signUp(email: email, password: password, name: nil)
    }
}
