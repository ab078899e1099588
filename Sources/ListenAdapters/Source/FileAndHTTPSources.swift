import ListenEngine

/// Local files read with `pread`, and HTTP(S) URLs read with range requests through one shared
/// client.
public struct FileAndHTTPSources: AudioSources {
    private let http: HTTPSourceClient

    public init(http: HTTPSourceClient = HTTPSourceClient()) {
        self.http = http
    }

    public func openFile(_ path: String) throws(AudioError) -> any AudioSource {
        try FileSource(path: path)
    }

    public func openURL(_ url: String, inFlight: InFlightSource) throws(AudioError) -> any AudioSource {
        try http.open(url, inFlight: inFlight)
    }

    public func shutdown() {
        http.shutdown()
    }
}
