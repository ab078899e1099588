import Foundation
import Testing
@testable import LearnCore

struct ClozeFileReaderTests {
    @Test func eachBadLineIsReportedByNumberAndBlankLinesAreSkipped() throws {
        let text = "meet; Nice to meet you\n\nno semicolon here\n  ; empty word\ngreet; Nice to meet you\nticket;I lost my ticket\n"
        let file = try ClozeFileReader.read(Data(text.utf8), file: "words.txt")
        #expect(file.entries == [
            ClozeFile.Entry(line: 1, word: "meet", sentence: "Nice to meet you"),
            ClozeFile.Entry(line: 6, word: "ticket", sentence: "I lost my ticket"),
        ])
        #expect(file.problems == [
            ClozeLineProblem(line: 3, text: "no semicolon here", error: .missingSemicolon),
            ClozeLineProblem(line: 4, text: "  ; empty word", error: .emptySide),
            ClozeLineProblem(line: 5, text: "greet; Nice to meet you", error: .wordNotInSentence),
        ])
        #expect(file.problems[0].description == "line 3: Format error, each entry must include a `;`.")
    }

    @Test func windowsAndOldMacLineEndingsAndAByteOrderMark() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data("meet;Nice to meet you\r\nrun;Run fast\rsee; See you\n".utf8)
        let file = try ClozeFileReader.read(data, file: "memo.txt")
        #expect(file.entries.map(\.word) == ["meet", "run", "see"])
        #expect(file.entries.map(\.line) == [1, 2, 3])
        #expect(file.problems.isEmpty)
    }

    @Test func aFileThatIsNotUTF8IsRefused() {
        #expect(throws: ClozeFileError(file: "x.txt", message: "The file is not UTF-8 text.")) {
            try ClozeFileReader.read(Data([0x6D, 0x3B, 0xFF, 0xFE]), file: "x.txt")
        }
    }

    @Test func theImportErrorListsEveryLineAndWhatToDo() {
        let error = ClozeImportError(file: "words.txt", problems: [
            ClozeLineProblem(line: 2, text: "x", error: .missingSemicolon),
            ClozeLineProblem(line: 5, text: "y; z", error: .wordNotInSentence),
        ], validCount: 3)
        #expect(error.description == """
            words.txt: 2 lines are not entries, so nothing was added:
              line 2: Format error, each entry must include a `;`.
              line 5: The sentence must include the word.
            Correct them, or add --skip-invalid to add the 3 valid entries.
            """)
    }
}
