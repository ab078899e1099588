import ListenEngine

extension OpenedRecording {
    /// Writes the spans `ranges` (already padded and kept within the recording), one after the
    /// other, into a new file at `destination` in the format its extension names. On failure
    /// nothing is left at `destination`.
    func export(_ ranges: [ClipRange], to destination: String, writers: any AudioFileWriters) throws(MediaExportError) -> ExportedAudio {
        let output = try ExportFormat(for: destination, from: format)
        let writer: AudioFileWriter
        do throws(AudioError) {
            writer = try writers.create(at: destination, format: output.format, container: output.container)
        } catch {
            throw .cannotWrite(destination, error.message)
        }
        var frames: Int64 = 0
        do throws(MediaExportError) {
            for range in ranges { frames += try copy(range, to: writer, at: destination) }
            do throws(AudioError) {
                try writer.finish()
            } catch {
                throw MediaExportError.cannotWrite(destination, error.message)
            }
        } catch {
            writer.discard()
            throw error
        }
        return ExportedAudio(path: destination, ranges: ranges, frames: frames, sampleRate: output.format.sampleRate,
                             channels: output.format.channels)
    }
}
