import Foundation
import Testing

/// A negative number where one is wrong is named as such, not taken for an option.
struct NegativeNumbersTests {
    @Test(arguments: [
        (["loop", "1:00", "1:05", "--gap", "-1"], "gap"),
        (["loop", "line", "--repeat", "-2"], "repeat"),
        (["line", "-1"], "-1"),
    ])
    func aNegativeNumberIsExplained(arguments: [String], named: String) throws {
        let cli = try LearnctlRunner()
        let result = try cli.run(arguments)
        #expect(result.status == LearnctlRunner.usageErrorStatus)
        #expect(!result.stderr.contains("Missing value") && !result.stderr.contains("Unknown option"), "\(result.stderr)")
        #expect(result.stderr.contains(named), "\(result.stderr)")
    }
}
