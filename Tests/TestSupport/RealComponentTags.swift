import Testing

/// Tags for the tests that drive a real component of the machine rather than a stand-in, so a
/// run can pick them out or leave them aside (`swift test --filter`/`--skip` select by name;
/// tags show in the event stream and in Xcode's and VS Code's test lists).
extension Tag {
    /// Plays or records through a real PulseAudio server (the test process's private one).
    @Tag public static var realAudio: Self
    /// Talks over a real D-Bus session bus (a private `dbus-daemon`).
    @Tag public static var realDBus: Self
    /// Synthesizes or recognizes speech with a real engine: espeak-ng, flite or PocketSphinx.
    @Tag public static var realSpeech: Self
}
