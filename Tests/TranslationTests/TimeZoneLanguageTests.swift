import Testing
@testable import Translation

struct TimeZoneLanguageTests {
    @Test(arguments: [
        ("Europe/Madrid", "ES", "es"), ("Europe/Paris", "FR", "fr"), ("America/New_York", "US", "en"),
        ("America/Mexico_City", "MX", "es"), ("Europe/London", "GB", "en"), ("America/Argentina/Buenos_Aires", "AR", "es"),
        ("Europe/Zurich", "CH", "de"), ("Africa/Dakar", "SN", "fr"),
    ])
    func aZoneSuggestsItsCountrysLanguage(zone: String, country: String, language: String) throws {
        let suggestion = try #require(TimeZoneLanguage.suggestion(for: zone))
        #expect(suggestion.country == country)
        #expect(suggestion.language.code == language)
    }

    @Test func zonesWithoutACountrySuggestNothing() {
        #expect(TimeZoneLanguage.suggestion(for: "Etc/UTC") == nil)
        #expect(TimeZoneLanguage.suggestion(for: "Nowhere/City") == nil)
    }

    @Test func theZoneIsReadFromTZInItsForms() {
        #expect(TimeZoneLanguage.zoneName(environment: ["TZ": "Europe/Madrid"]) == "Europe/Madrid")
        #expect(TimeZoneLanguage.zoneName(environment: ["TZ": ":Europe/Paris"]) == "Europe/Paris")
        #expect(TimeZoneLanguage.zoneName(environment: ["TZ": "/usr/share/zoneinfo/posix/America/Lima"]) == "America/Lima")
        #expect(TimeZoneLanguage.zoneName(environment: ["TZ": "CET-1CEST"]) == nil)
        #expect(TimeZoneLanguage.current(environment: ["TZ": "Europe/Madrid"])?.language == .spanish)
    }
}
