import Foundation
import Testing
@testable import LearnCore

struct LearnClockTests {
    @Test func learnctlNowFixesTheClock() throws {
        let clock = try LearnClock.fromEnvironment(["LEARNCTL_NOW": "2025-01-31T09:00:00Z"])
        #expect(clock.now() == Date(timeIntervalSince1970: 1_738_314_000))
    }

    @Test(arguments: [
        ("2025-01-31T10:00:00+01:00", 1_738_314_000.0),
        ("2025-01-31T09:00:00.250Z", 1_738_314_000.25),
    ])
    func learnctlNowAcceptsOffsetsAndFractions(value: String, expected: Double) throws {
        let clock = try LearnClock.fromEnvironment(["LEARNCTL_NOW": value])
        #expect(clock.now().timeIntervalSince1970 == expected)
    }

    @Test func withoutLearnctlNowTheClockIsTheSystemClock() throws {
        let clock = try LearnClock.fromEnvironment([:])
        #expect(abs(clock.now().timeIntervalSinceNow) < 5)
    }

    @Test func anInvalidLearnctlNowIsAnErrorNamingTheValue() {
        #expect(throws: LearnClockError.invalidNow("next tuesday")) {
            try LearnClock.fromEnvironment(["LEARNCTL_NOW": "next tuesday"])
        }
        #expect(LearnClockError.invalidNow("next tuesday").description
            == "LEARNCTL_NOW must be an ISO 8601 date and time such as 2025-01-31T09:00:00Z, not “next tuesday”.")
    }
}
