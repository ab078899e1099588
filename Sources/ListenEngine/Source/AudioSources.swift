/// Opens the bytes of a recording: a local file or an HTTP(S) URL.
public protocol AudioSources: Sendable {
    func openFile(_ path: String) throws(AudioError) -> any AudioSource
    /// Opens `url`, handing the source to `inFlight` as soon as it exists so that a new load,
    /// `stop` or shutdown can close it while it is still opening.
    func openURL(_ url: String, inFlight: InFlightSource) throws(AudioError) -> any AudioSource
    /// Ends what the sources share (connections); nothing opens afterwards.
    func shutdown()
}
