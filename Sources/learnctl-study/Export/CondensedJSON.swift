/// What `learnctl export condensed --json` prints.
struct CondensedJSON: Encodable {
    let title: String
    let file: String
    let lines: Int
    /// The file's length in seconds.
    let duration: Double
    /// The seconds of the recording the lines span, from the first's start to the last's end.
    let recordingDuration: Double

    enum CodingKeys: String, CodingKey {
        case title, file, lines, duration, recordingDuration = "recording_duration"
    }
}
