import Foundation

/// The cues of a WebVTT file as the transcription tests read them: times, text without tags,
/// and the times of the `<hh:mm:ss.ttt>` tags in it (each word after the first).
struct WebVTTCue: Equatable {
    var start: Double
    var end: Double
    var text: String
    /// The times of the timestamp tags in the cue's text.
    var words: [Double]
}

enum WebVTTCues {
    static func read(_ path: String) throws -> [WebVTTCue] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var cues: [WebVTTCue] = []
        let lines = text.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard line.contains("-->") else { continue }
            let parts = line.components(separatedBy: "-->").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let start = seconds(parts[0]), let end = seconds(String(parts[1].split(separator: " ").first ?? "")) else { continue }
            var body: [String] = []
            while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).isEmpty {
                body.append(lines[index])
                index += 1
            }
            let raw = body.joined(separator: " ")
            var words: [Double] = [], plain = "", tag = "", inTag = false
            for character in raw {
                if character == "<" { inTag = true; tag = ""; continue }
                if character == ">", inTag {
                    inTag = false
                    if let time = seconds(tag) { words.append(time) }
                    continue
                }
                if inTag { tag.append(character) } else { plain.append(character) }
            }
            let clean = plain.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">")
            cues.append(WebVTTCue(start: start, end: end, text: clean.trimmingCharacters(in: .whitespaces), words: words))
        }
        return cues
    }

    /// `hh:mm:ss.ttt` or `mm:ss.ttt` in seconds.
    static func seconds(_ text: String) -> Double? {
        let fields = text.split(separator: ":").map(String.init)
        guard (2...3).contains(fields.count), let last = Double(fields.last!) else { return nil }
        let whole = fields.dropLast().compactMap { Double($0) }
        guard whole.count == fields.count - 1 else { return nil }
        return whole.reduce(0) { $0 * 60 + $1 } * 60 + last
    }
}

/// Word error rate, as speech recognition measures it: (substitutions + deletions + insertions)
/// ÷ the reference's words, words compared in lower case without punctuation.
enum WordErrors {
    static func words(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: \.isWhitespace).map { $0.filter { $0.isLetter || $0.isNumber || $0 == "'" } }
            .filter { !$0.isEmpty }
    }

    static func rate(reference: String, hypothesis: String) -> Double {
        let r = words(reference), h = words(hypothesis)
        guard !r.isEmpty else { return h.isEmpty ? 0 : 1 }
        var row = Array(0...h.count)
        for i in 1...r.count {
            var diagonal = row[0]
            row[0] = i
            for j in stride(from: 1, through: h.count, by: 1) {
                let above = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, diagonal + (r[i - 1] == h[j - 1] ? 0 : 1))
                diagonal = above
            }
        }
        return Double(row[h.count]) / Double(r.count)
    }
}
