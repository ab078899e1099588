import Foundation
import LearnCore
import ListenClient
import ListenProtocol
import Localization

/// The signed-in account's generated tests, with what they are drawn from: the grammar bank
/// (bundled and imported topics) and, when listend answers, its recordings' comprehension questions.
struct TestMaterial: SignedInData {
    let tests: GeneratedTests
    /// The account's topic tests, with the bank (bundled and imported topics).
    let practice: GrammarPractice
    var bank: QuestionBank { practice.bank }
    /// Empty when listend is not running.
    let recordings: [ListeningRecording]
    /// Why there are no recordings, when there are none because of listend.
    let listeningProblem: String?

    /// The material with listend's recordings' comprehension questions; without them, and why,
    /// when listend does not answer.
    func withRecordings(socket: SocketOption) -> TestMaterial {
        do {
            return TestMaterial(tests: tests, practice: practice, recordings: try Self.recordings(socket: socket), listeningProblem: nil)
        } catch {
            return TestMaterial(tests: tests, practice: practice, recordings: [], listeningProblem: tr("No listening questions: %s", error.description))
        }
    }

    /// Why a test of `request` has no listening questions although listend has recordings with
    /// some: without --topics they come only from recordings the learner has practised.
    func unpractisedNotice(for request: TestRequest) throws -> String? {
        guard request.topics == nil, request.skills?.contains(.listening) ?? true, !recordings.isEmpty else { return nil }
        let listened = try tests.listenedRecordingIds()
        guard !recordings.contains(where: { listened.contains($0.id) }) else { return nil }
        return tr("No listening questions: they come from the recordings you have practised, and you have not practised one yet (`learnctl practice dictation TITLE`). Or name a recording with --topics.")
    }

    /// Every recording of listend's library with comprehension questions; their texts are shown
    /// on a terminal, so they lose control characters here.
    static func recordings(socket: SocketOption) throws(ListendError) -> [ListeningRecording] {
        let connection = try socket.connect()
        let library = try connection.request(.daemon(.list), expecting: LibraryPayload.self)
        var recordings: [ListeningRecording] = []
        for track in library.tracks where track.bundled != false {
            let reply = try connection.request(.daemon(.questions(track.id)), expecting: QuestionsPayload.self)
            guard !reply.questions.isEmpty else { continue }
            recordings.append(ListeningRecording(
                id: track.id, title: track.title.terminalLine, level: track.level.flatMap { CEFRLevel(rawValue: $0.uppercased()) },
                questions: reply.questions.map {
                    QuizQuestion(prompt: $0.prompt.terminalLine, options: $0.options.map(\.terminalLine), answer: $0.answer,
                                 explanation: $0.explanation.terminalLine, line: $0.line, lineText: $0.quote.terminalLine)
                }))
        }
        return recordings
    }

    /// Generates the scheduled tests that are due (see ``GeneratedTests/generateDue(seed:bank:recordings:)``)
    /// and says so on standard error, one line each. listend is asked for its recordings only
    /// when a due test may have listening questions and they were not fetched yet.
    func generateDueTests(seed: UInt64, socket: SocketOption) throws {
        let due = try tests.dueSchedules()
        guard !due.isEmpty else { return }
        var recordings = self.recordings
        if recordings.isEmpty, listeningProblem == nil, due.contains(where: { $0.request.skills?.contains(.listening) ?? true }) {
            do {
                recordings = try Self.recordings(socket: socket)
            } catch {
                Output.error(tr("No listening questions: %s", error.description))
            }
        }
        for test in try tests.generateDue(seed: seed, bank: bank, recordings: recordings) {
            let id = test.id.map(String.init) ?? "?"
            if test.state == .failed {
                Output.error(tr("The scheduled test “%s” could not be generated (test %s): %s", test.title, id, test.failure ?? ""))
            } else {
                Output.error(tr("The scheduled test “%s” is ready: `learnctl tests start %s`.", test.title, id))
            }
        }
    }
}

extension TestMaterial {
    /// The account's tests and the bank, without listend's recordings (see ``withRecordings(socket:)``);
    /// imported topics that no longer read are named on standard error.
    init(signedIn: SignedIn) throws {
        self.init(tests: GeneratedTests(signedIn: signedIn), practice: try GrammarPractice(signedIn: signedIn).reportingUnreadableTopics(),
                  recordings: [], listeningProblem: nil)
    }
}
