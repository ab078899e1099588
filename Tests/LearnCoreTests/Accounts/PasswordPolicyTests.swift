import Testing
@testable import LearnCore

struct PasswordPolicyTests {
    @Test func eightCharactersAreEnough() throws {
        try PasswordPolicy.check("12345678")
        try PasswordPolicy.check("ünïcødé!")
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
