import Testing
@testable import Localization

@Suite struct MessageFormatTests {
    @Test func fillsConversionsInOrder() {
        #expect(MessageFormat.fill("%s has %s", with: ["Ada", "cards"]) == "Ada has cards")
    }

    @Test func fillsPositionalConversions() {
        #expect(MessageFormat.fill("%2$s %1$s", with: ["a", "b"]) == "b a")
    }

    @Test func writesPercentSigns() {
        #expect(MessageFormat.fill("%s%%", with: ["80"]) == "80%")
    }

    @Test func leavesAMessageWithoutConversionsAlone() {
        #expect(MessageFormat.fill("no conversions", with: []) == "no conversions")
    }

    @Test func leavesMissingArgumentsOut() {
        #expect(MessageFormat.fill("%s and %s", with: ["one"]) == "one and ")
    }

    @Test func keepsUnknownConversions() {
        #expect(MessageFormat.fill("%x", with: ["one"]) == "%x")
    }
}

@Suite struct MessageCatalogTests {
    @Test func takesTheLanguageOfALocaleName() {
        #expect(MessageCatalog.languageName(ofLocale: "fr_FR.UTF-8") == "fr_FR")
        #expect(MessageCatalog.languageName(ofLocale: "es") == "es")
        #expect(MessageCatalog.languageName(ofLocale: "de_DE@euro") == "de_DE")
        #expect(MessageCatalog.languageName(ofLocale: "C.UTF-8") == nil)
        #expect(MessageCatalog.languageName(ofLocale: "POSIX") == nil)
    }
}
