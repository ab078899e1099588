import Foundation
import Testing
@testable import SpeechScoring

struct PrivateTemporaryFileTests {
    @Test func theFileIsPrivateAndGoneAfterwards() throws {
        var seen: String?
        let mode = try PrivateTemporaryFile.with("\\data\\\n", suffix: ".lm") { path throws(SpeakingError) in
            seen = path
            #expect(path.hasSuffix(".lm"))
            #expect(FileManager.default.contents(atPath: path) == Data("\\data\\\n".utf8))
            return (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
        }
        #expect(mode == 0o600)
        #expect(!FileManager.default.fileExists(atPath: try #require(seen)))
    }

    @Test func theFileIsRemovedWhenTheWorkFails() throws {
        var seen: String?
        #expect(throws: SpeakingError.self) {
            try PrivateTemporaryFile.with("x", suffix: ".lm") { path throws(SpeakingError) in
                seen = path
                throw SpeakingError(.failed, "no")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: try #require(seen)))
    }
}
