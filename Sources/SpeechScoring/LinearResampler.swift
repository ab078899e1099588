/// Changes a signal's sample rate by linear interpolation between neighbouring samples.
///
/// Good enough for speech going to the recogniser, whose front end looks at 130–6800 Hz only:
/// there is no anti-alias filter, so content above the new Nyquist frequency folds back.
enum LinearResampler {
    static func resample(_ input: [Float], from sourceRate: Int, to targetRate: Int) -> [Float] {
        guard sourceRate != targetRate, !input.isEmpty else { return input }
        let step = Double(sourceRate) / Double(targetRate)
        let count = Int((Double(input.count) / step).rounded())
        var output = [Float](repeating: 0, count: count)
        input.withUnsafeBufferPointer { source in
            let last = source.count - 1
            for index in 0..<count {
                let position = Double(index) * step
                let before = min(Int(position), last)
                let after = min(before + 1, last)
                let fraction = Float(position - Double(before))
                output[index] = source[before] + (source[after] - source[before]) * fraction
            }
        }
        return output
    }
}
