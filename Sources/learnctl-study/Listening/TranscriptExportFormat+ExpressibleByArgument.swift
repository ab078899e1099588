import ArgumentParser
import ListenClient

/// `--export vtt`, `--export srt` or `--export txt`.
extension TranscriptExportFormat: ExpressibleByArgument {}
