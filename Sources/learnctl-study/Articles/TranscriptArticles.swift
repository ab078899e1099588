import LearnCore
import ListenClient
import ListenProtocol
import Localization

/// The recordings of listend's library that have a transcript, as articles to read after
/// listening: each line a paragraph, the recording's questions with them.
enum TranscriptArticles {
    /// The articles, or none and why (listend not running, or refusing).
    static func load(socket: SocketOption) -> (articles: [Article], missing: String?) {
        do throws(ListendError) {
            let connection = try socket.connect()
            let library = try connection.request(.daemon(.list), expecting: LibraryPayload.self)
            var articles: [Article] = []
            for track in library.tracks where track.transcript != nil {
                guard let transcript = try? connection.request(.daemon(.recordingTranscript(track.id)), expecting: TranscriptPayload.self),
                      !transcript.lines.isEmpty else { continue }
                let questions = (try? connection.request(.daemon(.questions(track.id)), expecting: QuestionsPayload.self))?.questions ?? []
                // Text from the recording's files reaches a terminal: control characters go.
                articles.append(Article.transcript(
                    recordingId: track.id, title: track.title.terminalLine, level: track.level,
                    lines: transcript.lines.map { ($0.speaker?.terminalLine, $0.text.terminalLine) },
                    questions: questions.map {
                        ($0.prompt.terminalLine, $0.options.map(\.terminalLine), $0.answer, $0.explanation.terminalLine, $0.quote.terminalLine, $0.line)
                    }))
            }
            return (articles, nil)
        } catch {
            if case .notRunning = error {
                return ([], tr("listend is not running, so the recordings' transcripts are not listed."))
            }
            return ([], tr("The recordings' transcripts are not listed: %s", error.description))
        }
    }
}
