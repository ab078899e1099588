import Foundation
import TestSupport
import Testing
@testable import LearnCore

struct LearningPathTests {
    @Test func theBundledPathGoesFromA1ToC1() throws {
        let path = try LearningPath.bundled()
        #expect(path.stages.first?.id == "A1-1")
        #expect(path.stages.last?.level == "C1")
        #expect(Set(path.stages.map(\.level)) == ["A1", "A2", "B1", "B2", "C1"])
        #expect(path.lesson("a1-1.3")?.reference == "articles")
    }

    @Test func theBundledPathPassesItsChecker() throws {
        let checker = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Content/path/check.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [checker.path]
        try process.start()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test func lessonsAreNumberedWithinTheirStage() throws {
        let path = try LearningPath.parse("stage A1-1 | One\ngrammar articles | Articles\ncards Cafe | Cafe\nstage A2-1 | Two\nrecording x | X\n")
        #expect(path.lessons.map(\.id) == ["A1-1.1", "A1-1.2", "A2-1.1"])
        #expect(path.stages.map(\.level) == ["A1", "A2"])
    }

    @Test func everyProblemIsReportedWithItsLine() {
        let text = "grammar articles | Early\nstage Z9 | Bad level\nstage A1-1 | One\nvideo x | Y\ngrammar articles\ncards Cafe | Cafe\ncards cafe | Again\n"
        #expect {
            try LearningPath.parse(text)
        } throws: { error in
            let problems = (error as? LearningPathError)?.problems.map(\.line) ?? []
            return problems == [1, 2, 4, 5, 7]
        }
    }

    @Test func aStageWithoutLessonsIsAProblem() {
        #expect(throws: LearningPathError.self) { try LearningPath.parse("stage A1-1 | One\nstage A1-2 | Two\ncards Cafe | C\n") }
        #expect(throws: LearningPathError.self) { try LearningPath.parse("# nothing\n") }
    }
}
