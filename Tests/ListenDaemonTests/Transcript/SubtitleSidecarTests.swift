import Foundation
import Testing
import TestSupport
@testable import ListenDaemon

/// Subtitle files beside a video, named as players find them, and the one chosen by language.
struct SubtitleSidecarTests {
    /// A folder holding `names` (empty files) and the recording `film.mkv`.
    static func folder(with names: [String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder("side")
        for name in names + ["film.mkv"] {
            FileManager.default.createFile(atPath: "\(folder.path)/\(name)", contents: Data())
        }
        return folder
    }

    /// The name of the sidecar found for film.mkv among `names` with `language` asked for.
    static func found(_ names: [String], language: String? = nil) throws -> String? {
        let folder = try folder(with: names)
        defer { folder.remove() }
        return SubtitleSidecar.find(for: "\(folder.path)/film.mkv", language: language)?.path
            .replacingOccurrences(of: folder.path + "/", with: "")
    }

    @Test func theNamesPlayersUseAreFound() throws {
        #expect(try Self.found(["film.srt"]) == "film.srt")
        #expect(try Self.found(["film.en.srt"]) == "film.en.srt")
        #expect(try Self.found(["film.en.vtt"]) == "film.en.vtt")
        #expect(try Self.found(["film.ass"]) == "film.ass")
        #expect(try Self.found(["film.SSA"]) == "film.SSA")
        #expect(try Self.found(["film.eng.Srt"]) == "film.eng.Srt")
        #expect(try Self.found(["film.en-US.ass"]) == "film.en-US.ass")
    }

    @Test func otherNamesAreNot() throws {
        #expect(try Self.found(["film.txt", "film.en.txt", "films.srt", "film.english.srt", "film.e.srt", "other.srt", "film.12.srt"]) == nil)
        // A folder with that name is no sidecar.
        let folder = try Self.folder(with: [])
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: "\(folder.path)/film.srt", withIntermediateDirectories: false)
        #expect(SubtitleSidecar.find(for: "\(folder.path)/film.mkv") == nil)
    }

    @Test func theExactSidecarKeepsItsOrderAndComesBeforeLanguages() throws {
        #expect(try Self.found(["film.srt", "film.vtt", "film.ass"]) == "film.vtt")
        #expect(try Self.found(["film.SRT", "film.ass"]) == "film.SRT")
        #expect(try Self.found(["film.ass", "film.en.srt"]) == "film.ass")
        #expect(try Self.found(["film.srt", "film.en.srt", "film.es.srt"]) == "film.srt")
    }

    @Test func theLanguageAskedForIsChosenInEitherForm() throws {
        let names = ["film.srt", "film.en.srt", "film.spa.vtt", "film.fr.ass"]
        #expect(try Self.found(names, language: "es") == "film.spa.vtt")
        #expect(try Self.found(names, language: "spa") == "film.spa.vtt")
        #expect(try Self.found(names, language: "eng") == "film.en.srt")
        #expect(try Self.found(names, language: "fre") == "film.fr.ass")
        #expect(try Self.found(names, language: "fra") == "film.fr.ass")
        // No file in that language: the one without a language, else the first by name.
        #expect(try Self.found(names, language: "de") == "film.srt")
        #expect(try Self.found(["film.es.srt", "film.de.srt"], language: "it") == "film.de.srt")
    }

    @Test func languageCodesMatchAcrossForms() {
        #expect(LanguageCode("en") == LanguageCode("eng"))
        #expect(LanguageCode("es") == LanguageCode("spa"))
        #expect(LanguageCode("fr") == LanguageCode("fre"))
        #expect(LanguageCode("fra") == LanguageCode("FR"))
        #expect(LanguageCode("en-US") == LanguageCode("en_GB"))
        #expect(LanguageCode("de") != LanguageCode("en"))
        #expect(LanguageCode("english") == nil)
        #expect(LanguageCode("e1") == nil)
    }
}
