import ArgumentParser

/// The language `--language` names for transcription: one the product teaches, or `auto` (the
/// recogniser detects it from the first 30 seconds).
enum TranscriptionLanguage: String, CaseIterable, ExpressibleByArgument {
    case en, es, fr, auto

    /// The code the recogniser is given; nil: detect.
    var code: String? { self == .auto ? nil : rawValue }
}
