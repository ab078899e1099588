import Foundation

/// Subtitle files beside a video or audio file, named as players find them: the file's base name,
/// an optional language code, and `.vtt`, `.srt`, `.ass` or `.ssa` in any case — `film.srt`,
/// `film.en.srt`, `film.eng.vtt`, `film.en-US.ass`.
enum SubtitleSidecar {
    static let extensions = ["vtt", "srt", "ass", "ssa"]

    /// One subtitle file found beside a recording.
    struct Candidate: Equatable {
        let path: String
        /// The language code in its name, or nil for `base.ext`.
        let language: String?
    }

    /// The sidecar to read for `audioPath`: one in `language` when given and there is one, else
    /// the one without a language (`.vtt`, `.VTT`, `.srt`, `.SRT` first, as before, then ASS/SSA),
    /// else the first with a language by name. Nil when there is none, or `audioPath` is not an
    /// absolute path.
    static func find(for audioPath: String, language: String? = nil) -> Candidate? {
        choose(among: candidates(for: audioPath), language: language)
    }

    /// Chooses among `candidates` as ``find(for:language:)`` describes.
    static func choose(among candidates: [Candidate], language: String?) -> Candidate? {
        if let wanted = language.flatMap(LanguageCode.init),
           let match = candidates.first(where: { $0.language.flatMap(LanguageCode.init) == wanted }) {
            return match
        }
        return candidates.first { $0.language == nil } ?? candidates.first
    }

    /// Every subtitle file beside `audioPath`: those without a language first (`.vtt`, `.VTT`,
    /// `.srt`, `.SRT`, then `.ass`/`.ssa`), then those with one, by name.
    static func candidates(for audioPath: String) -> [Candidate] {
        guard audioPath.hasPrefix("/") else { return [] }
        let folderEnd = audioPath.lastIndex(of: "/")!
        let folder = String(audioPath[...folderEnd])
        let fileName = String(audioPath[audioPath.index(after: folderEnd)...])
        guard !fileName.isEmpty, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var base = fileName[...]
        if let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex { base = fileName[..<dot] }
        var plain: [(rank: Int, name: String)] = []
        var tagged: [Candidate] = []
        for name in names where name != fileName && name.hasPrefix(base + ".") {
            guard let dot = name.lastIndex(of: ".") else { continue }
            let fileExtension = name[name.index(after: dot)...]
            guard extensions.contains(fileExtension.lowercased()), isRegularFile(folder + name) else { continue }
            let middle = name[name.index(name.startIndex, offsetBy: base.count)..<dot]
            if middle.isEmpty {
                plain.append((rank(of: fileExtension), name))
            } else if middle.hasPrefix("."), LanguageCode(middle.dropFirst()) != nil {
                tagged.append(Candidate(path: folder + name, language: String(middle.dropFirst())))
            }
        }
        let first = plain.sorted { ($0.rank, $0.name) < ($1.rank, $1.name) }.map { Candidate(path: folder + $0.name, language: nil) }
        return first + tagged.sorted { $0.path < $1.path }
    }

    /// The order of sidecars without a language: `.vtt`, `.VTT`, `.srt`, `.SRT` as ever, then the others.
    private static func rank(of fileExtension: Substring) -> Int {
        ["vtt", "VTT", "srt", "SRT"].firstIndex(of: String(fileExtension)) ?? 4 + (extensions.firstIndex(of: fileExtension.lowercased()) ?? 0)
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
