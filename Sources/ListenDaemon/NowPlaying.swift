import ListenProtocol

/// The status with the recording selected, as desktop integration shows it.
struct NowPlaying: Sendable {
    var status: StatusPayload
    var entry: CatalogEntry?
    /// Whether recordings come before and after it in `list` order.
    var hasPrevious: Bool
    var hasNext: Bool
}
