import AsyncHTTPClient

extension HTTPClientResponse.Body {
    /// Reads and drops a body nobody needs (a redirect's, an error page), so that the
    /// connection can be used again; gives up on a long one, which closes the connection.
    func discard() async {
        var left = 64 << 10
        do {
            for try await part in self {
                left -= part.readableBytes
                if left < 0 { return }
            }
        } catch {}
    }
}
