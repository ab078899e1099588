extension SpeechRecording {
    /// The root-mean-square level of the loudest 50 ms of the recording, in sample units
    /// (0–32767), around each window's mean so that a DC offset does not count: speech read
    /// into a microphone reaches thousands, a quiet room a few dozen.
    var loudestLevel: Double {
        let window = Self.sampleRate / 20
        var loudest = 0.0
        samples.withUnsafeBufferPointer { samples in
            var start = 0
            while start + window / 2 < samples.count || (start == 0 && !samples.isEmpty) {
                let end = min(samples.count, start + window)
                var sum = 0.0, squares = 0.0
                for index in start..<end {
                    let value = Double(samples[index])
                    sum += value
                    squares += value * value
                }
                let count = Double(end - start)
                loudest = max(loudest, squares / count - (sum / count) * (sum / count))
                start += window / 2
            }
        }
        return loudest.squareRoot()
    }
}
