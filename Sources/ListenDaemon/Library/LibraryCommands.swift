import ListenProtocol
import Suggestions

/// `hello`, `list`, `questions`, `library_add` and `library_remove`.
///
/// The additions and removals run on the library's queue, one at a time: each writes the file
/// first, with no lock held, and changes the catalog only once the file is written.
extension Daemon {
    func hello() -> HelloPayload {
        HelloPayload(version: ProtocolInfo.daemonVersion, output: outputName)
    }

    func list() -> LibraryPayload {
        let entries = catalog.withLock { $0.entries }
        return LibraryPayload(tracks: entries.map { entry in
            var track = entry.payload()
            track.resumeAt = resumeAt(entry)
            track.location = entry.locationText
            if case .file(let path) = entry.location, let media = mediaDescriptions.describe(path, sources: sources, decoders: decoders) {
                track.container = media.container
                track.codec = media.codec
            }
            return track
        })
    }

    /// The questions of the recording `name` names, or of the one selected.
    func questions(for name: String?) throws(ProtocolError) -> QuestionsPayload {
        let entry: CatalogEntry
        if let name {
            entry = try catalog.withLock { c throws(ProtocolError) in try c.resolve(.track(name)) }
        } else if let selected = selection.entry {
            entry = selected
        } else {
            throw ProtocolError(.invalidState, "No recording is selected; name one: `questions TITLE`.")
        }
        return QuestionsPayload(track: entry.payload(), questions: catalog.withLock { $0.questions[entry.id] ?? [] })
    }

    func addToLibrary(_ addition: LibraryAddition) throws(ProtocolError) -> TrackPayload {
        let library = try writableUserLibrary()
        let (entries, user) = catalog.withLock { ($0.entries, $0.user) }
        let entry = try UserLibraryEntry.make(addition, existing: entries)
        let replaced = user.contains { $0.id == entry.id }
        try save(replaced ? user.map { $0.id == entry.id ? entry : $0 } : user + [entry], to: library)
        catalog.withLock { c in
            if let index = c.user.firstIndex(where: { $0.id == entry.id }) { c.user[index] = entry } else { c.user.append(entry) }
        }
        if !entry.resume { resumePoints.forget(entry.id) }
        logger.info("user library: \(replaced ? "replaced" : "added") \(entry.title) (\(entry.locationText))")
        notify(.status) // what comes next in `list` may have changed
        return entry.payload()
    }

    func removeFromLibrary(_ name: String) throws(ProtocolError) -> TrackPayload {
        let library = try writableUserLibrary()
        let (found, user) = catalog.withLock { ($0.find(name), $0.user) }
        guard let entry = found else {
            throw ProtocolError.unknownTrack(name, among: user.map(\.title))
        }
        guard !entry.bundled else {
            throw ProtocolError(.badArgument, "\"\(entry.title)\" ships with listend; only your own recordings can be removed.")
        }
        let remaining = user.filter { $0.id != entry.id }
        try save(remaining, to: library)
        catalog.withLock { $0.user = remaining }
        resumePoints.forget(entry.id)
        logger.info("user library: removed \(entry.title)")
        notify(.status)
        return entry.payload()
    }

    private func writableUserLibrary() throws(ProtocolError) -> UserLibrary {
        guard let userLibrary else { throw ProtocolError(.internalError, "This daemon was started without a user library.") }
        if let userLibraryProblem { throw ProtocolError(.internalError, userLibraryProblem) }
        return userLibrary
    }

    private func save(_ entries: [CatalogEntry], to library: UserLibrary) throws(ProtocolError) {
        do throws(DaemonError) {
            try library.save(entries)
        } catch {
            throw ProtocolError(.internalError, "The library was not changed: \(error.description)")
        }
    }
}
