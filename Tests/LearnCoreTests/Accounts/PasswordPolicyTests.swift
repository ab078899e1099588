import Testing
@testable import LearnCore

struct PasswordPolicyTests {
    @Test func eightCharactersAreEnough() throws {
        try PasswordPolicy.check("k7#mQz2p")
        try PasswordPolicy.check("ünïcødé!")
    }

    @Test func aCommonPasswordIsRefusedWhateverItsCase() {
        #expect(throws: AuthError.passwordTooCommon) { try PasswordPolicy.check("12345678") }
        #expect(throws: AuthError.passwordTooCommon) { try PasswordPolicy.check("PassWord1") }
    }

    @Test func theEmailItsLocalPartAndTheNameAreRefused() {
        #expect(throws: AuthError.passwordIsEmail) { try PasswordPolicy.check("ADA@example.com", email: "ada@example.com") }
        #expect(throws: AuthError.passwordIsEmail) { try PasswordPolicy.check("adalovelace", email: "adalovelace@example.com") }
        #expect(throws: AuthError.passwordIsName) { try PasswordPolicy.check("ada lovelace", name: "Ada Lovelace") }
        #expect(throws: AuthError.passwordIsName) { try PasswordPolicy.check("adalovelace", name: "Ada Lovelace") }
    }

    @Test func sevenCharactersAreTooShort() {
        #expect(throws: AuthError.passwordTooShort) { try PasswordPolicy.check("1234567") }
        #expect(AuthError.passwordTooShort.description == "The password is too short; use at least 8 characters.")
    }

    @Test func theRepeatMustMatch() throws {
        try PasswordPolicy.checkRepeat("correct horse", repeated: "correct horse")
        #expect(throws: AuthError.passwordsDoNotMatch) {
            try PasswordPolicy.checkRepeat("correct horse", repeated: "correct house")
        }
        #expect(AuthError.passwordsDoNotMatch.description == "The passwords don't match.")
    }
}
