import Foundation
import Localization

/// Reads one speaking topic file, in the format described in `Content/speaking/README.md`: a
/// `title:` line, then one `<level> | <sentence>` line per sentence; `#` comments and blank lines
/// are ignored.
///
/// It checks everything that concerns a single file; titles used by two files are
/// ``SpeakingTopics``' job.
public enum SpeakingTopicParser {
    /// What starts the title line (in any case).
    public static let titlePrefix = "title:"

    /// The topic in `text`, from a file called `fileName` whose base name is `id`.
    ///
    /// Throws ``SpeakingTopicError/malformed(_:)`` listing every problem found, each with its line.
    public static func parse(_ text: String, fileName: String, id: String) throws(SpeakingTopicError) -> SpeakingTopic {
        var problems: [SpeakingTopicProblem] = []
        func report(_ line: Int, _ message: String) {
            problems.append(SpeakingTopicProblem(fileName: fileName, line: line, message: message))
        }
        if !isValidID(id) {
            report(0, tr("the file name must be the topic's id, made of lowercase letters, digits and hyphens (for example everyday-life.txt)"))
        }

        var title: String?
        var titleLine = 0
        var reportedMissingTitle = false
        var sentences: [SpeakingSentence] = []
        var firstLineOfSentence: [String: Int] = [:]
        for (index, line) in lines(of: text).enumerated() {
            let number = index + 1
            let stripped = line.trimmingSpaces
            if stripped.isEmpty || stripped.hasPrefix("#") { continue }

            if let name = titleText(stripped) {
                if titleLine > 0 {
                    report(number, tr("the title may appear only once (it is on line %s)", String(titleLine)))
                } else if reportedMissingTitle {
                    report(number, tr("the title must come before the first sentence"))
                } else {
                    titleLine = number
                    if name.isEmpty { report(number, tr("empty title")) } else { title = name }
                }
                continue
            }
            if titleLine == 0 && !reportedMissingTitle {
                report(number, tr("expected '%s <Topic title>' before the first sentence", titlePrefix))
                reportedMissingTitle = true
            }

            guard let bar = stripped.firstIndex(of: "|") else {
                report(number, tr("expected '<level> | <sentence>', for example 'A1 | Where is the station?'"))
                continue
            }
            let levelText = stripped[..<bar].trimmingSpaces
            let sentence = stripped[stripped.index(after: bar)...].trimmingSpaces
            let level = CEFRLevel(rawValue: levelText)
            if levelText.isEmpty {
                report(number, tr("missing level before '|'"))
            } else if level == nil {
                let levels = CEFRLevel.allCases.map(\.rawValue).joined(separator: ", ")
                report(number, tr("invalid level '%s' (use one of %s)", levelText, levels))
            }
            let words = SpeakingText.words(in: sentence)
            if sentence.isEmpty {
                report(number, tr("empty sentence"))
                continue
            }
            if sentence.contains("|") {
                report(number, tr("a sentence may not hold '|'"))
                continue
            }
            if words.isEmpty {
                report(number, tr("the sentence has no words"))
                continue
            }
            let key = words.joined(separator: " ")
            if let first = firstLineOfSentence[key] {
                report(number, tr("the same sentence as line %s", String(first)))
                continue
            }
            firstLineOfSentence[key] = number
            guard let level else { continue }
            sentences.append(SpeakingSentence(index: sentences.count + 1, level: level, text: sentence))
        }

        if titleLine == 0 && !reportedMissingTitle { report(1, tr("missing '%s <Topic title>' at the top", titlePrefix)) }
        if sentences.isEmpty && problems.isEmpty { report(titleLine, tr("the file has no sentences")) }
        guard problems.isEmpty, let title else { throw .malformed(sorting: problems) }
        return SpeakingTopic(id: id, title: title, sentences: sentences, fileName: fileName, titleLine: titleLine)
    }

    /// Whether `id` can name a topic: lowercase letters, digits and single hyphens between them.
    static func isValidID(_ id: String) -> Bool {
        GIFTParser.isValidSlug(id)
    }

    /// The lines of `text` without their line ends (LF or CRLF) and without a byte order mark.
    private static func lines(of text: String) -> [Substring] {
        var text = text.replacingOccurrences(of: "\r\n", with: "\n")
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// The title of a `title:` line (in any case), trimmed; nil for another line.
    private static func titleText(_ stripped: String) -> String? {
        guard stripped.lowercased().hasPrefix(titlePrefix) else { return nil }
        return stripped.dropFirst(titlePrefix.count).trimmingSpaces
    }
}
