import Foundation
import GRDB

/// ``AuthService`` on the local learning database, remembering the session in a 0600 token file.
public struct LocalAuthService: AuthService {
    private let database: LearnDatabase
    private let sessionFile: SessionFile
    private let clock: LearnClock
    private let hasher: PasswordHasher

    /// A service storing accounts in `database` and the session token at `sessionFileURL`.
    public init(database: LearnDatabase, sessionFileURL: URL, clock: LearnClock, hasher: PasswordHasher = .standard) {
        self.database = database
        self.sessionFile = SessionFile(url: sessionFileURL)
        self.clock = clock
        self.hasher = hasher
    }

    public func signUp(email: String, password: String, name: DisplayName?) async throws -> Account {
        let address = try EmailAddress(email)
        try PasswordPolicy.check(password, email: address.normalized, name: name?.text)
        let hash = try hasher.hash(password)
        let previousToken = try sessionFile.read()
        let now = clock.now()
        let (account, token) = try database.write { db in
            var stored = StoredAccount(id: nil, email: address.normalized, passwordHash: hash.encoded, createdAt: now,
                                       displayName: name?.text)
            do {
                try stored.insert(db)
            } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
                throw AuthError.emailTaken
            }
            let token = try startSession(for: stored.account, replacing: previousToken, at: now, in: db)
            return (stored.account, token)
        }
        try sessionFile.write(token)
        return account
    }

    /// Signs in; a stored hash made with a lower scrypt N than this service's is replaced by a
    /// new hash of the password with the current parameters.
    public func signIn(email: String, password: String) async throws -> Account {
        let address = try EmailAddress(email)
        let stored = try database.read { try StoredAccount.withEmail(address).fetchOne($0) }
        let matches = try checkPassword(password, of: address, storedHash: stored?.passwordHash)
        guard matches, let stored else { throw AuthError.invalidCredentials }
        let account = stored.account
        let upgradedHash = try upgradedHash(of: password, replacing: stored.passwordHash)

        let previousToken = try sessionFile.read()
        let now = clock.now()
        let token = try database.write { db in
            if let upgradedHash {
                try db.execute(
                    sql: "UPDATE account SET passwordHash = ? WHERE id = ? AND passwordHash = ?",
                    arguments: [upgradedHash.encoded, account.id, stored.passwordHash])
            }
            return try startSession(for: account, replacing: previousToken, at: now, in: db)
        }
        try sessionFile.write(token)
        return account
    }

    public func signOut() async throws -> Bool {
        guard let token = try sessionFile.read() else { return false }
        let now = clock.now()
        let wasLive = try database.write { db in
            let live = try StoredSession.withToken(token).filter(Column("expiresAt") > now).fetchCount(db) > 0
            try StoredSession.withToken(token).deleteAll(db)
            return live
        }
        try sessionFile.remove()
        return wasLive
    }

    public func currentAccount() async throws -> Account? {
        try signedInSession()?.account.account
    }

    public func setDisplayName(_ name: DisplayName?) async throws -> Account {
        guard let signedIn = try signedInSession() else { throw AuthError.notSignedIn }
        var stored = signedIn.account
        stored.displayName = name?.text
        try database.write { [stored] db in try stored.update(db) }
        return stored.account
    }

    public func changePassword(current: String, new: String) async throws {
        guard let signedIn = try signedInSession() else { throw AuthError.notSignedIn }
        try PasswordPolicy.check(new, email: signedIn.account.email, name: signedIn.account.displayName)
        let email = EmailAddress(normalized: signedIn.account.email)
        guard try checkPassword(current, of: email, storedHash: signedIn.account.passwordHash) else {
            throw AuthError.incorrectPassword
        }
        let hash = try hasher.hash(new)
        try database.write { db in
            var account = signedIn.account
            account.passwordHash = hash.encoded
            try account.update(db)
            try StoredSession
                .filter(Column("accountId") == signedIn.session.accountId && Column("id") != signedIn.session.id)
                .deleteAll(db)
        }
    }

    public func deleteAccount(password: String) async throws -> Account {
        guard let signedIn = try signedInSession() else { throw AuthError.notSignedIn }
        let email = EmailAddress(normalized: signedIn.account.email)
        guard try checkPassword(password, of: email, storedHash: signedIn.account.passwordHash) else {
            throw AuthError.incorrectPassword
        }
        let takes = try database.write { db in
            let takes = try SpeakingAttempt.filter(Column("accountId") == signedIn.account.id)
                .filter(SpeakingAttempt.Columns.recordingPath != nil)
                .select([SpeakingAttempt.Columns.recordingPath], as: String.self).fetchAll(db)
            _ = try signedIn.account.delete(db)
            try SignInThrottle.reset(email, in: db)
            return takes
        }
        SpeakingTakes.deleteUnreferenced(takes, in: database)
        if let id = signedIn.account.id { CardMedia(database: database, accountId: id).removeAll() }
        try sessionFile.remove()
        return signedIn.account.account
    }

    /// Checks a password under the sign-in throttle: refused while the email is locked out;
    /// otherwise the attempt is counted as a failure in the same write transaction as that
    /// check (see ``SignInThrottle/admit(_:at:in:)``), and a match then clears the failures.
    /// Unknown accounts (no stored hash) cost the same time as a wrong password.
    func checkPassword(_ password: String, of email: EmailAddress, storedHash: String?) throws -> Bool {
        let now = clock.now()
        try database.write { db in try SignInThrottle.admit(email, at: now, in: db) }
        let matches = try hasher.verify(password, against: storedHash.flatMap(PasswordHash.init(encoded:)))
        if matches {
            try database.write { db in try SignInThrottle.reset(email, in: db) }
        }
        return matches
    }

    /// A new hash of `password` with this service's cost when `storedHash` was made with a
    /// lower N (an account from before the cost was raised); nil when it is as strong already.
    private func upgradedHash(of password: String, replacing storedHash: String) throws -> PasswordHash? {
        guard let stored = PasswordHash(encoded: storedHash), stored.parameters.log2N < hasher.parameters.log2N else {
            return nil
        }
        return try hasher.hash(password)
    }

    /// Records a new session for `account`, replacing the one this machine had, and returns its token.
    private func startSession(
        for account: Account, replacing previousToken: SessionToken?, at now: Date, in db: Database
    ) throws -> SessionToken {
        try StoredSession.filter(Column("expiresAt") <= now).deleteAll(db)
        if let previousToken {
            try StoredSession.withToken(previousToken).deleteAll(db)
        }
        let token = SessionToken.random()
        var session = StoredSession(
            id: nil, accountId: account.id, tokenHash: token.hashHex,
            createdAt: now, expiresAt: now.addingTimeInterval(StoredSession.lifetime))
        try session.insert(db)
        return token
    }

    /// The live session named by the session file and its account, renewed for another lifetime.
    private func signedInSession() throws -> (session: StoredSession, account: StoredAccount)? {
        guard let token = try sessionFile.read() else { return nil }
        let now = clock.now()
        return try database.write { db in
            guard var session = try StoredSession.withToken(token).fetchOne(db) else { return nil }
            guard session.expiresAt > now else {
                _ = try session.delete(db)
                return nil
            }
            guard let account = try StoredAccount.fetchOne(db, key: session.accountId) else { return nil }
            session.expiresAt = max(session.expiresAt, now.addingTimeInterval(StoredSession.lifetime))
            try session.update(db)
            return (session, account)
        }
    }
}
