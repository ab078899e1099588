import Testing
@testable import LearnCore

struct SignInThrottleTests {
    @Test(arguments: [
        (1, nil), (4, nil), (5, 30.0), (6, 60.0), (7, 120.0), (8, 240.0), (9, 480.0), (10, 900.0), (11, 900.0),
        (1000, 900.0),
    ] as [(Int, Double?)])
    func theLockoutDoublesFrom30SecondsUpTo15Minutes(failures: Int, lockout: Double?) {
        #expect(SignInThrottle.lockout(afterFailures: failures) == lockout)
    }
}
