import ListenProtocol

/// The `Metadata` of the recording selected, and its track id.
enum MPRISMetadata {
    static let noTrack = "/org/mpris/MediaPlayer2/TrackList/NoTrack"

    /// An object path naming the recording: `/org/listend/track/` and its id, every byte other
    /// than a letter or digit written `_XX`.
    static func trackID(_ entry: CatalogEntry?) -> String {
        guard let entry else { return noTrack }
        var element = ""
        for byte in entry.id.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                element.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                element += "_" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return "/org/listend/track/" + (element.isEmpty ? "_" : element)
    }

    /// `mpris:trackid`, `mpris:length` (µs, when known), `xesam:title`, `xesam:url`,
    /// `xesam:genre` (the CEFR level), `xesam:asText` (the line heard), and the chapter heard:
    /// `listend:chapter` (its title), `listend:chapterNumber` (from 1) and `listend:chapters`
    /// (how many). `xesam:title` stays the recording's title, as MPRIS clients show it.
    static func of(_ now: NowPlaying) -> BusValue {
        guard let entry = now.entry else { return .dictionary([BusEntry("mpris:trackid", .objectPath(noTrack))]) }
        var entries = [BusEntry("mpris:trackid", .objectPath(trackID(entry)))]
        if let duration = now.status.duration, duration > 0 {
            entries.append(BusEntry("mpris:length", .int64(Int64((duration * 1_000_000).rounded()))))
        }
        entries.append(BusEntry("xesam:title", .string(now.status.track?.title ?? entry.title)))
        switch entry.location {
        case .file(let path): entries.append(BusEntry("xesam:url", .string(FileURL.url(forPath: path))))
        case .url(let url): entries.append(BusEntry("xesam:url", .string(url)))
        }
        if let level = entry.level { entries.append(BusEntry("xesam:genre", .strings([level]))) }
        if let line = now.status.line { entries.append(BusEntry("xesam:asText", .string(line.text))) }
        if let chapter = now.status.chapter {
            entries.append(BusEntry("listend:chapter", .string(chapter.title)))
            entries.append(BusEntry("listend:chapterNumber", .int64(Int64(chapter.index))))
            entries.append(BusEntry("listend:chapters", .int64(Int64(now.status.chapters))))
        }
        return .dictionary(entries)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
