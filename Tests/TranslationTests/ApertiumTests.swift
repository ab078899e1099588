import Foundation
import Testing
@testable import Translation

/// Runs Debian's Apertium with the English–Spanish pair (scripts/install-deps.sh installs it).
struct ApertiumTests {
    let apertium = Apertium(dataFolder: "/usr/share/apertium")
    let english = LanguagePair(.english, .spanish)

    @Test func aKnownSentenceTranslates() throws {
        let translation = try apertium.translate("The cat is sleeping on the sofa.", mode: "eng-spa", pair: english)
        #expect(translation.text == "El gato está durmiendo en el sofá.")
        #expect(translation.untranslated.isEmpty)
    }

    @Test func theOtherDirectionTranslatesBack() throws {
        let translation = try apertium.translate("Tengo un perro grande.", mode: "spa-eng", pair: english.swapped)
        #expect(translation.text == "Have a big dog.")
    }

    @Test func unknownWordsAreMarkedNotHidden() throws {
        let translation = try apertium.translate("The xylophonist sings", mode: "eng-spa", pair: english)
        #expect(translation.marked == "El *xylophonist canta")
        #expect(translation.untranslated == ["xylophonist"])
    }

    @Test func aProgramThatTakesTooLongIsStopped() throws {
        let script = try Self.script("sleep 30")
        defer { try? FileManager.default.removeItem(atPath: script) }
        var slow = Apertium(dataFolder: "/usr/share/apertium", timeout: .milliseconds(300))
        slow.program = script
        let started = ContinuousClock.now
        #expect(throws: TranslateError.apertiumTimedOut(english, seconds: 0)) {
            try slow.translate("Hello", mode: "eng-spa", pair: english)
        }
        #expect(ContinuousClock.now - started < .seconds(5), "the sleeping child was killed with its group")
    }

    @Test func aFailingProgramGivesItsMessage() throws {
        let script = try Self.script("echo 'Error: Mode eng-spa does not exist' >&2; exit 1")
        defer { try? FileManager.default.removeItem(atPath: script) }
        var broken = apertium
        broken.program = script
        #expect(throws: TranslateError.apertiumFailed(english, message: "Error: Mode eng-spa does not exist")) {
            try broken.translate("Hello", mode: "eng-spa", pair: english)
        }
    }

    @Test func aMissingProgramNamesThePackages() {
        var missing = apertium
        missing.program = "/nonexistent/apertium"
        #expect(throws: TranslateError.apertiumMissing(english, package: "apertium-eng-spa")) {
            try missing.translate("Hello", mode: "eng-spa", pair: english)
        }
        #expect(TranslateError.apertiumMissing(english, package: "apertium-eng-spa").description.contains("sudo apt install apertium apertium-eng-spa"))
    }

    static func script(_ body: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("apertium-\(UUID().uuidString)").path
        try "#!/bin/sh\ncat >/dev/null\n\(body)\n".write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        return path
    }
}
