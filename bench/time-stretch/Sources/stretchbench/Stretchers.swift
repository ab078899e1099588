import CRubberBand
import CSonic

/// The kinds of stretcher compared.
enum Kind: String, CaseIterable {
    case sonic = "sonic"
    case sonicQ1 = "sonic-q1"   // sonicSetQuality(1): pitch periods searched at the full rate
    case r3 = "rubberband-R3"
    case r2 = "rubberband-R2"
}

/// One streaming time-stretcher: interleaved float frames in, interleaved float frames out.
/// `speed` is playback speed (2.0 = twice as fast, output half as long); pitch is kept.
protocol Stretcher: AnyObject {
    var channels: Int { get }
    func setSpeed(_ speed: Double)
    /// Feeds `frames` interleaved frames (may be 0) and returns every output frame available.
    func process(_ input: UnsafeBufferPointer<Float>, frames: Int, final: Bool) -> [Float]
}

func makeStretcher(_ kind: Kind, rate: Int, channels: Int, speed: Double, block: Int) -> Stretcher {
    switch kind {
    case .sonic: return Sonic(rate: rate, channels: channels, speed: speed)
    case .sonicQ1: return Sonic(rate: rate, channels: channels, speed: speed, quality: 1)
    case .r3: return RubberBand(rate: rate, channels: channels, speed: speed, finer: true, block: block)
    case .r2: return RubberBand(rate: rate, channels: channels, speed: speed, finer: false, block: block)
    }
}

final class Sonic: Stretcher {
    let stream: sonicStream
    let channels: Int
    private var out = [Float](repeating: 0, count: 1 << 16)

    init(rate: Int, channels: Int, speed: Double, quality: Int = 0) {
        stream = sonicCreateStream(Int32(rate), Int32(channels))
        self.channels = channels
        sonicSetQuality(stream, Int32(quality))
        sonicSetSpeed(stream, Float(speed))
        sonicSetPitch(stream, 1)
        sonicSetRate(stream, 1)
    }
    deinit { sonicDestroyStream(stream) }

    func setSpeed(_ speed: Double) { sonicSetSpeed(stream, Float(speed)) }

    func process(_ input: UnsafeBufferPointer<Float>, frames: Int, final: Bool) -> [Float] {
        if frames > 0 {
            let ok = sonicWriteFloatToStream(stream, UnsafeMutablePointer(mutating: input.baseAddress!), Int32(frames))
            precondition(ok != 0, "sonicWriteFloatToStream failed")
        }
        if final { precondition(sonicFlushStream(stream) != 0) }
        var result: [Float] = []
        while true {
            let maxFrames = out.count / channels
            let n = Int(out.withUnsafeMutableBufferPointer { sonicReadFloatFromStream(stream, $0.baseAddress!, Int32(maxFrames)) })
            if n <= 0 { break }
            result.append(contentsOf: out[0..<(n * channels)])
        }
        return result
    }

    /// The 16-bit API, to see whether speed 1.0 passes samples through unchanged.
    func processShort(_ input: [Int16], final: Bool) -> [Int16] {
        var input = input
        let frames = input.count / channels
        if frames > 0 { _ = sonicWriteShortToStream(stream, &input, Int32(frames)) }
        if final { _ = sonicFlushStream(stream) }
        var result: [Int16] = []
        var buf = [Int16](repeating: 0, count: 1 << 16)
        while true {
            let n = Int(sonicReadShortFromStream(stream, &buf, Int32(buf.count / channels)))
            if n <= 0 { break }
            result.append(contentsOf: buf[0..<(n * channels)])
        }
        return result
    }
}

final class RubberBand: Stretcher {
    let state: RubberBandState
    let channels: Int
    private var inCapacity: Int
    private var inPlanes: [UnsafeMutablePointer<Float>]
    private let outCapacity = 1 << 15
    private let outPlanes: [UnsafeMutablePointer<Float>]

    init(rate: Int, channels: Int, speed: Double, finer: Bool, block: Int) {
        var options = RubberBandOptionProcessRealTime.rawValue
        options |= finer ? RubberBandOptionEngineFiner.rawValue : RubberBandOptionEngineFaster.rawValue
        state = rubberband_new(UInt32(rate), UInt32(channels), Int32(bitPattern: options), 1.0 / speed, 1.0)
        self.channels = channels
        inCapacity = max(block, 1)
        rubberband_set_max_process_size(state, UInt32(inCapacity))
        inPlanes = (0..<channels).map { _ in .allocate(capacity: max(block, 1)) }
        outPlanes = (0..<channels).map { _ in .allocate(capacity: 1 << 15) }
    }
    deinit {
        rubberband_delete(state)
        inPlanes.forEach { $0.deallocate() }
        outPlanes.forEach { $0.deallocate() }
    }

    var latency: Int { Int(rubberband_get_latency(state)) }
    var startDelay: Int { Int(rubberband_get_start_delay(state)) }
    var preferredStartPad: Int { Int(rubberband_get_preferred_start_pad(state)) }
    var samplesRequired: Int { Int(rubberband_get_samples_required(state)) }
    var engine: Int { Int(rubberband_get_engine_version(state)) }

    func setSpeed(_ speed: Double) { rubberband_set_time_ratio(state, 1.0 / speed) }

    func process(_ input: UnsafeBufferPointer<Float>, frames: Int, final: Bool) -> [Float] {
        if inCapacity < frames {
            inPlanes.forEach { $0.deallocate() }
            inPlanes = (0..<channels).map { _ in .allocate(capacity: frames) }
            inCapacity = frames
            rubberband_set_max_process_size(state, UInt32(frames))
        }
        for c in 0..<channels {
            for i in 0..<frames { inPlanes[c][i] = input[i * channels + c] }
        }
        if frames > 0 || final {
            let ptrs: [UnsafePointer<Float>?] = inPlanes.map { UnsafePointer($0) }
            rubberband_process(state, ptrs, UInt32(frames), final ? 1 : 0)
        }
        var result: [Float] = []
        let outPtrs: [UnsafeMutablePointer<Float>?] = outPlanes
        var drains = 0
        while true {
            let avail = Int(rubberband_available(state))
            if avail < 0 { break }   // -1: everything has been retrieved after the final block
            if avail == 0 {
                // After the final block, the rest comes out only with further (empty, final) calls.
                guard final && drains < 10_000 else { break }
                drains += 1
                let ptrs: [UnsafePointer<Float>?] = inPlanes.map { UnsafePointer($0) }
                rubberband_process(state, ptrs, 0, 1)
                continue
            }
            let got = Int(rubberband_retrieve(state, outPtrs, UInt32(min(avail, outCapacity))))
            if got == 0 { break }
            let base = result.count
            result.append(contentsOf: repeatElement(0, count: got * channels))
            for c in 0..<channels {
                for i in 0..<got { result[base + i * channels + c] = outPlanes[c][i] }
            }
        }
        return result
    }
}

/// Streams interleaved `input` through `s` in blocks of `block` frames, as a player would,
/// and records after each block how many frames went in and came out.
struct StreamRun {
    var output: [Float] = []
    /// Input frames fed when the first output frame appeared (nil: none until the flush).
    var firstOutputAfterInput: Int? = nil
    /// Output frames before the flush (the rest came from the flush/final block).
    var outputBeforeFlush = 0
    /// (input frames fed so far, output frames retrieved so far), one entry per block.
    var trace: [(Int, Int)] = []
}

/// The end of the input is marked on the last block (`emptyFinal == false`) or, as a player that
/// learns of the end only when the decoder returns nothing would do, by one more empty call.
func stream(_ s: Stretcher, _ input: [Float], block: Int, emptyFinal: Bool = false,
            onBlock: ((Int) -> Void)? = nil) -> StreamRun {
    let ch = s.channels
    let frames = input.count / ch
    var run = StreamRun()
    run.output.reserveCapacity(input.count * 3)
    var pos = 0
    input.withUnsafeBufferPointer { all in
        while pos < frames {
            onBlock?(pos)
            let n = min(block, frames - pos)
            let slice = UnsafeBufferPointer(rebasing: all[(pos * ch)..<((pos + n) * ch)])
            let last = pos + n == frames
            if last && !emptyFinal { run.outputBeforeFlush = run.output.count / ch }
            let out = s.process(slice, frames: n, final: last && !emptyFinal)
            pos += n
            if !out.isEmpty && run.firstOutputAfterInput == nil { run.firstOutputAfterInput = pos }
            run.output.append(contentsOf: out)
            run.trace.append((pos, run.output.count / ch))
        }
        if emptyFinal {
            run.outputBeforeFlush = run.output.count / ch
            let tail = s.process(UnsafeBufferPointer(start: nil, count: 0), frames: 0, final: true)
            run.output.append(contentsOf: tail)
        }
    }
    return run
}
