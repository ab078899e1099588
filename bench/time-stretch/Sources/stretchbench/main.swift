// stretchbench: measures libsonic and librubberband (R3 finer, R2 faster) as a streaming player
// would use them. Usage:
//   stretchbench cpu SPEECH_44100.wav [SPEECH_48000.wav]   CPU seconds per second of input
//   stretchbench pitch                                       440 Hz tone: peak frequency, length
//   stretchbench latency                                     first output, reported delays
//   stretchbench align                                       where tone changes / onsets land
//   stretchbench change                                      speed changes mid-stream
//   stretchbench unity SPEECH_44100.wav                      behaviour at speed 1.0
//   stretchbench speech IN_DIR OUT_DIR                       stretch clips, round-trip spectral distance
//   stretchbench dump KIND SPEED RATE OUT.wav                the 440 Hz tone through one stretcher
// Set DEBUG_CHANGE=1 to print every mark of the `change` test.
import Foundation

let block = 2048
let kinds = Kind.allCases
let args = CommandLine.arguments

func out(_ s: String) { print(s); fflush(nil) }

func cpuSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}
func wallSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// Output frames the player should drop at the start so that output frame o lines up with
/// input frame o×speed (the library's own figure; 0 for sonic).
func reportedStartDelay(_ s: Stretcher) -> Int { (s as? RubberBand)?.startDelay ?? 0 }

// MARK: 1. CPU

func threadCPUSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
}

func cpu(_ files: [String]) throws {
    let runs = 3
    out("## CPU per second of input (release, blocks of \(block) frames)")
    out("Process CPU time of the process/retrieve calls only (no file I/O), the least of \(runs) runs (the machine is shared:")
    out("the least is the one least disturbed); wall time of that run; the largest CPU time (this thread) spent on one block.")
    out("Load average before: \(loadAverage()).")
    out("| library | rate | channels | speed | CPU s / s input | wall s / s input | worst block, CPU ms | block length ms |")
    out("|---|---|---|---|---|---|---|---|")
    for file in files {
        let w = try readWav(file)
        precondition(w.channels == 1)
        let mono = w.samples
        // Stereo: the speech on the left, a delayed (10 ms), quieter copy on the right.
        let d = w.rate / 100
        let right = (0..<mono.count).map { $0 >= d ? 0.7 * mono[$0 - d] : 0 }
        let stereo = interleave([mono, right])
        let seconds = Double(w.frames) / Double(w.rate)
        for kind in kinds {
            for ch in [1, 2] {
                for speed in [0.75, 1.0, 1.5] {
                    var best = (cpu: Double.infinity, wall: 0.0, worst: 0.0)
                    for _ in 0..<runs {
                        let s = makeStretcher(kind, rate: w.rate, channels: ch, speed: speed, block: block)
                        let input = ch == 1 ? mono : stereo
                        var worstBlock = 0.0
                        var last = threadCPUSeconds()
                        let c0 = cpuSeconds(), w0 = wallSeconds()
                        _ = stream(s, input, block: block) { _ in
                            let now = threadCPUSeconds()
                            worstBlock = max(worstBlock, now - last)
                            last = now
                        }
                        let c = cpuSeconds() - c0, wl = wallSeconds() - w0
                        if c < best.cpu { best = (c, wl, worstBlock) }
                    }
                    out("| \(kind.rawValue) | \(w.rate) | \(ch) | \(speed) | \(f(best.cpu / seconds, 4)) | \(f(best.wall / seconds, 4)) | \(f(1000 * best.worst, 2)) | \(f(1000 * Double(block) / Double(w.rate), 1)) |")
                }
            }
        }
        out("(input: \(f(seconds, 1)) s of speech at \(w.rate) Hz; load average after: \(loadAverage()))")
    }
}

// MARK: 2. Pitch and length

func pitch() {
    for rate in [44100, 48000] {
        out("## 440 Hz tone, 10 s at \(rate) Hz, mono, blocks of \(block)")
        out("Peak: FFT (65536 frames, Hann, interpolated) of the middle of the output. Lengths: the end marked on the last block,")
        out("then (last column) by an extra empty final call after the last block.")
        out("Zero-crossing Hz: upward zero crossings per second over the middle 60% of the output. Envelope: 10 ms RMS min/max over the")
        out("same span, relative to the input tone's RMS.")
        out("| library | speed | peak Hz | zero-crossing Hz | envelope min / max | output frames | input/speed | difference | difference after dropping the start delay | start delay (frames) | difference, empty final call |")
        out("|---|---|---|---|---|---|---|---|---|---|---|")
        let input = tone(440, seconds: 10, rate: rate)
        for kind in kinds {
            for speed in [0.5, 0.75, 1.5, 2.0] {
                let s = makeStretcher(kind, rate: rate, channels: 1, speed: speed, block: block)
                let run = stream(s, input, block: block)
                let o = run.output
                let n = 65536
                let start = max(0, o.count / 2 - n / 2)
                let peak = o.count >= n ? peakFrequency(o, start: start, n: n, rate: rate) : .nan
                let expected = Double(input.count) / speed
                let sd = reportedStartDelay(s)
                let e = makeStretcher(kind, rate: rate, channels: 1, speed: speed, block: block)
                let oe = stream(e, input, block: block, emptyFinal: true).output
                let (zc, emin, emax) = toneShape(o, rate: rate)
                out("| \(kind.rawValue) | \(speed) | \(f(peak, 2)) | \(f(zc, 2)) | \(f(emin, 2)) / \(f(emax, 2)) | \(o.count) | \(f(expected, 0)) | \(f(Double(o.count) - expected, 0)) | \(f(Double(o.count - sd) - expected, 0)) | \(sd) | \(f(Double(oe.count) - expected, 0)) |")
            }
        }
    }
}

/// Upward zero crossings per second, and 10 ms RMS min/max relative to a 0.5-amplitude sine,
/// over the middle 60% of `o`.
func toneShape(_ o: [Float], rate: Int) -> (Double, Double, Double) {
    let a = Int(Double(o.count) * 0.2), b = Int(Double(o.count) * 0.8)
    var crossings: [Double] = []
    for i in (a + 1)..<b where o[i - 1] < 0 && o[i] >= 0 {
        crossings.append(Double(i - 1) + Double(-o[i - 1]) / Double(o[i] - o[i - 1]))
    }
    let zc = crossings.count > 1 ? Double(crossings.count - 1) * Double(rate) / (crossings.last! - crossings.first!) : .nan
    let w = rate / 100, ref = 0.5 / 2.0.squareRoot()
    var emin = Double.infinity, emax = 0.0
    var t = a
    while t + w <= b { let r = rms(o, start: t, n: w) / ref; emin = min(emin, r); emax = max(emax, r); t += w }
    return (zc, emin, emax)
}

// MARK: 3. Latency

func latency() {
    for rate in [44100, 48000] {
        out("## Latency at \(rate) Hz, mono (440 Hz tone as input)")
        out("| library | speed | first output after N input frames (1-frame blocks) | same, \(block)-frame blocks | input frames not yet out when the input ends (before the final call) | get_latency | get_start_delay | get_preferred_start_pad |")
        out("|---|---|---|---|---|---|---|---|")
        let input = tone(440, seconds: 10, rate: rate)
        for kind in kinds {
            for speed in [0.5, 0.75, 1.0, 1.5, 2.0] {
                let s1 = makeStretcher(kind, rate: rate, channels: 1, speed: speed, block: 1)
                // Feed one frame at a time until the first output appears.
                var first: Int? = nil
                input.withUnsafeBufferPointer { all in
                    for i in 0..<min(input.count, 20000) {
                        let o = s1.process(UnsafeBufferPointer(rebasing: all[i..<(i + 1)]), frames: 1, final: false)
                        if !o.isEmpty { first = i + 1; break }
                    }
                }
                let s2 = makeStretcher(kind, rate: rate, channels: 1, speed: speed, block: block)
                let run = stream(s2, input, block: block, emptyFinal: true)
                let held = Double(input.count) - Double(run.outputBeforeFlush - reportedStartDelay(s2)) * speed
                var extra = "| – | – | – |"
                if let rb = s2 as? RubberBand {
                    extra = "| \(rb.latency) | \(rb.startDelay) | \(rb.preferredStartPad) |"
                }
                out("| \(kind.rawValue) | \(speed) | \(first.map(String.init) ?? "none in 20000") | \(run.firstOutputAfterInput.map(String.init) ?? "none") | \(f(held, 0)) \(extra)")
            }
        }
    }
}

// MARK: 4. Alignment

/// Tones that change frequency every second.
let markFreqs: [Double] = [400, 600, 450, 700, 500, 800, 550, 650, 420, 750, 480, 620, 520]

func marks(rate: Int) -> [Float] {
    var x: [Float] = []
    var phase = 0.0
    for fr in markFreqs {
        for _ in 0..<rate {
            x.append(Float(0.5 * sin(phase)))
            phase += 2 * Double.pi * fr / Double(rate)
        }
    }
    return x
}

/// Output frame where the tone changes from `a` to `b`, searched in [lo, hi).
func findChange(_ x: [Float], from a: Double, to b: Double, lo: Int, hi: Int, rate: Int) -> Double? {
    let n = 2048, hop = 4
    let win = hann(n)
    var prev: (Int, Double)? = nil
    var t = max(lo, n / 2)
    while t < min(hi, x.count - n / 2) {
        let pa = goertzel(x, start: t - n / 2, n: n, f: a, rate: rate, window: win)
        let pb = goertzel(x, start: t - n / 2, n: n, f: b, rate: rate, window: win)
        let d = log10(pb + 1e-20) - log10(pa + 1e-20)
        if let (pt, pd) = prev, pd < 0, d >= 0 {
            return Double(pt) + Double(hop) * (-pd) / (d - pd)
        }
        prev = (t, d)
        t += hop
    }
    return nil
}

/// Tone bursts: 200 ms of 500 Hz (2 ms ramps) at the start of every second, silence between.
func bursts(rate: Int, count: Int) -> [Float] {
    var x = [Float](repeating: 0, count: rate * count)
    let len = rate / 5, ramp = rate / 500
    for k in 0..<count {
        for i in 0..<len {
            var g = 1.0
            if i < ramp { g = Double(i) / Double(ramp) } else if i > len - ramp { g = Double(len - i) / Double(ramp) }
            x[k * rate + i] = Float(0.5 * g * sin(2 * Double.pi * 500 * Double(i) / Double(rate)))
        }
    }
    return x
}

/// First frame in [lo, hi) where the 1 ms RMS envelope reaches half the burst level.
func findOnset(_ x: [Float], lo: Int, hi: Int, rate: Int) -> Double? {
    let w = rate / 1000
    let level = 0.5 / 2.0.squareRoot()
    var t = max(lo, 0)
    var prev = 0.0
    while t + w < min(hi, x.count) {
        let r = rms(x, start: t, n: w)
        if r >= 0.5 * level {
            let frac = (0.5 * level - prev) / max(r - prev, 1e-12)
            return Double(t - 1) + frac + Double(w) / 2   // centre of the window
        }
        prev = r
        t += 1
    }
    return nil
}

struct Stats { var mean, min, max: Double }
func stats(_ a: [Double]) -> Stats? {
    guard !a.isEmpty else { return nil }
    return Stats(mean: a.reduce(0, +) / Double(a.count), min: a.min()!, max: a.max()!)
}
func describe(_ s: Stats?, scale: Double, digits: Int = 1) -> String {
    guard let s else { return "not found" }
    return "\(f(s.mean * scale, digits)) (\(f(s.min * scale, digits)) … \(f(s.max * scale, digits)))"
}

/// Track-time offsets (input frames) of each mark: Δ = o_actual × speed − expected input frame.
/// Positive Δ: the listener hears that input frame later than o×speed predicts, i.e. the player
/// must report position = o×speed − Δ.
func markOffsets(_ o: [Float], speed: Double, rate: Int) -> [Double] {
    var d: [Double] = []
    for k in 1..<markFreqs.count {
        let expected = Double(k * rate) / speed
        let lo = Int(expected - 0.4 * Double(rate) / speed), hi = Int(expected + 0.4 * Double(rate) / speed)
        if let at = findChange(o, from: markFreqs[k - 1], to: markFreqs[k], lo: lo, hi: hi, rate: rate) {
            d.append(at * speed - Double(k * rate))
        }
    }
    return d
}

func burstOffsets(_ o: [Float], input: [Float], speed: Double, rate: Int, count: Int) -> [Double] {
    var d: [Double] = []
    for k in 1..<count {
        guard let inAt = findOnset(input, lo: k * rate - rate / 4, hi: k * rate + rate / 4, rate: rate) else { continue }
        let expected = inAt / speed
        let lo = Int(expected - 0.45 * Double(rate) / speed), hi = Int(expected + 0.45 * Double(rate) / speed)
        if let at = findOnset(o, lo: lo, hi: hi, rate: rate) { d.append(at * speed - inAt) }
    }
    return d
}

enum StartMode { case raw, drop, padDrop }

/// Streams `input`; `.drop` drops the library's start delay from the output, `.padDrop` also
/// feeds its preferred start pad of zeros first (the library's own recipe for alignment).
func stretchAligned(_ kind: Kind, speed: Double, _ input: [Float], rate: Int, mode: StartMode) -> [Float] {
    let s = makeStretcher(kind, rate: rate, channels: 1, speed: speed, block: block)
    guard let rb = s as? RubberBand, mode != .raw else { return stream(s, input, block: block).output }
    let pad = mode == .padDrop ? rb.preferredStartPad : 0
    let o = stream(s, [Float](repeating: 0, count: pad) + input, block: block).output
    return Array(o.dropFirst(rb.startDelay))
}

func align() {
    let rate = 44100
    let ms = 1000.0 / Double(rate)
    let input = marks(rate: rate)
    let bIn = bursts(rate: rate, count: 12)
    out("## Alignment at \(rate) Hz, mono, blocks of \(block): Δ = o×speed − track position heard at output frame o")
    out("Δ in ms of track time, mean (min … max) over 12 tone changes / 11 burst onsets (200 ms of 500 Hz after silence).")
    out("raw: the output as it comes; drop: the library's start delay dropped from the output; pad+drop: its preferred")
    out("start pad of zeros fed first and the start delay dropped (sonic has neither: all three are the raw output).")
    out("| library | speed | Δ tone changes, raw | Δ tone changes, drop | Δ tone changes, pad+drop | Δ onsets, raw | Δ onsets, pad+drop |")
    out("|---|---|---|---|---|---|---|")
    // Calibration: the detectors on the input itself.
    let cal = stats(markOffsets(input, speed: 1, rate: rate))
    let calB = stats(burstOffsets(bIn, input: bIn, speed: 1, rate: rate, count: 12))
    out("| (input itself) | 1.0 | \(describe(cal, scale: ms, digits: 2)) | | | \(describe(calB, scale: ms, digits: 2)) | |")
    for kind in kinds {
        for speed in [0.5, 0.75, 1.0, 1.5, 2.0] {
            let isSonic = kind == .sonic || kind == .sonicQ1
            let modes: [StartMode] = isSonic ? [.raw] : [.raw, .drop, .padDrop]
            var cells: [String] = []
            for m in modes {
                cells.append(describe(stats(markOffsets(stretchAligned(kind, speed: speed, input, rate: rate, mode: m), speed: speed, rate: rate)), scale: ms))
            }
            while cells.count < 3 { cells.append(cells[0]) }
            let bModes: [StartMode] = isSonic ? [.raw] : [.raw, .padDrop]
            for m in bModes {
                let ob = stretchAligned(kind, speed: speed, bIn, rate: rate, mode: m)
                cells.append(describe(stats(burstOffsets(ob, input: bIn, speed: speed, rate: rate, count: 12)), scale: ms))
            }
            while cells.count < 5 { cells.append(cells[3]) }
            out("| \(kind.rawValue) | \(speed) | " + cells.joined(separator: " | ") + " |")
        }
    }
}

// MARK: 5. Speed changes and speed 1.0

func change() {
    let rate = 44100
    let ms = 1000.0 / Double(rate)
    let input = marks(rate: rate)
    out("## Speed change mid-stream (\(rate) Hz, mono, blocks of \(block)); tones change every second")
    out("The speed is set before the first block that starts at or after 4.5 s of input. For each tone change k,")
    out("Δ = [o_c×s1 + (o_k − o_c)×s2] − k×rate, where o_c = output frames retrieved before the change")
    out("(a player that multiplies every retrieved frame by the speed in force when it was retrieved).")
    out("| library | s1 → s2 | Δ at 1…4 s, before the change (ms) | Δ at 8…12 s (ms) | Δ at 5 s, 6 s, 7 s (ms) |")
    out("|---|---|---|---|---|")
    for kind in kinds {
        for (s1, s2) in [(1.0, 1.5), (1.5, 0.75), (0.75, 1.0), (1.0, 2.0), (2.0, 0.5)] {
            let s = makeStretcher(kind, rate: rate, channels: 1, speed: s1, block: block)
            var changedAt: Int? = nil
            var outBefore = 0
            var produced = 0
            // Stream by hand so that the output count at the change is known.
            var o: [Float] = []
            input.withUnsafeBufferPointer { all in
                var pos = 0
                while pos < input.count {
                    if changedAt == nil && pos >= 9 * rate / 2 {
                        s.setSpeed(s2); changedAt = pos; outBefore = produced
                    }
                    let n = min(block, input.count - pos)
                    let r = s.process(UnsafeBufferPointer(rebasing: all[pos..<(pos + n)]), frames: n, final: false)
                    o.append(contentsOf: r); produced += r.count; pos += n
                }
                o.append(contentsOf: s.process(UnsafeBufferPointer(start: nil, count: 0), frames: 0, final: true))
            }
            var before: [Double] = [], after: [Double] = []
            let oc = Double(outBefore)
            let ic = Double(changedAt!)
            // The player's position for output frame o: piecewise, switching at o_c.
            func position(_ o: Double) -> Double { o <= oc ? o * s1 : oc * s1 + (o - oc) * s2 }
            for k in 1..<markFreqs.count {
                let inK = Double(k * rate)
                // Where the mark should land under that model (ignoring latency).
                let exp = inK <= oc * s1 ? inK / s1 : oc + (inK - oc * s1) / s2
                let sk = inK < ic ? s1 : s2
                let lo = Int(exp - 0.4 * Double(rate) / sk), hi = Int(exp + 0.4 * Double(rate) / sk)
                guard let at = findChange(o, from: markFreqs[k - 1], to: markFreqs[k], lo: lo, hi: hi, rate: rate) else { continue }
                if ProcessInfo.processInfo.environment["DEBUG_CHANGE"] != nil { out("  k=\(k) at=\(f(at, 0)) exp=\(f(exp, 0)) delta=\(f((position(at) - inK) * ms, 1))") }
                if inK < ic { before.append(position(at) - inK) } else { after.append(position(at) - inK) }
            }
            let first3 = after.prefix(3).map { f($0 * ms, 1) }.joined(separator: ", ")
            out("| \(kind.rawValue) | \(s1) → \(s2) | \(describe(stats(before), scale: ms)) | \(describe(stats(after.count > 3 ? Array(after.dropFirst(3)) : []), scale: ms)) | \(first3) |")
        }
    }

    out("")
    out("## Glitches at a speed change: 440 Hz tone, speed 1.0 → 1.5 at 2 s → 0.75 at 4 s → 1.0 at 6 s → 2.0 at 8 s (input time)")
    out("5 ms RMS windows of the output (skipping the first and last 0.3 s), relative to the median window;")
    out("largest sample-to-sample step relative to the largest step of the input tone; peak frequency after the last change.")
    out("| library | min RMS / median | max RMS / median | max step / input max step | peak Hz in the last second |")
    out("|---|---|---|---|---|")
    let t = tone(440, seconds: 10, rate: rate)
    let schedule: [(Int, Double)] = [(2, 1.5), (4, 0.75), (6, 1.0), (8, 2.0)]
    var inStep = 0.0
    for i in 1..<t.count { inStep = max(inStep, Double(abs(t[i] - t[i - 1]))) }
    for kind in kinds {
        let s = makeStretcher(kind, rate: rate, channels: 1, speed: 1.0, block: block)
        var next = 0
        let o = stream(s, t, block: block) { pos in
            if next < schedule.count && pos >= schedule[next].0 * rate { s.setSpeed(schedule[next].1); next += 1 }
        }.output
        let w = rate / 200
        let skip = Int(0.3 * Double(rate))
        var r: [Double] = []
        var start = skip
        while start + w < o.count - skip { r.append(rms(o, start: start, n: w)); start += w }
        let med = r.sorted()[r.count / 2]
        var step = 0.0
        for i in (skip + 1)..<(o.count - skip) { step = max(step, Double(abs(o[i] - o[i - 1]))) }
        let n = 16384
        let pk = peakFrequency(o, start: o.count - skip - n, n: n, rate: rate)
        out("| \(kind.rawValue) | \(f(r.min()! / med, 3)) | \(f(r.max()! / med, 3)) | \(f(step / inStep, 2)) | \(f(pk, 1)) |")
    }
}

func unity(_ file: String) throws {
    let w = try readWav(file)
    let rate = w.rate
    let x = w.samples
    out("## Speed 1.0 on \(f(Double(w.frames) / Double(rate), 1)) s of speech at \(rate) Hz, mono, blocks of \(block)")
    out("| library | output frames / input frames | first output after N input frames | best lag (frames) | max |out − in| | SNR vs input (dB) | bit-identical? |")
    out("|---|---|---|---|---|---|---|")
    for kind in kinds {
        let s = makeStretcher(kind, rate: rate, channels: 1, speed: 1.0, block: block)
        let run = stream(s, x, block: block)
        let o = run.output
        let (lag, _) = bestLagFFT(x, o, maxLag: 8192)
        var maxErr = 0.0, se = 0.0, sx = 0.0
        var identical = true
        for i in 0..<x.count {
            let j = i + lag
            let y = (j >= 0 && j < o.count) ? o[j] : 0
            let e = Double(y - x[i])
            maxErr = max(maxErr, abs(e)); se += e * e; sx += Double(x[i]) * Double(x[i])
            if y != x[i] { identical = false }
        }
        var note = identical ? "yes" : "no"
        if let q = [Kind.sonic: 0, .sonicQ1: 1][kind] {
            // The 16-bit API: does speed 1.0 pass the samples through unchanged?
            let son = Sonic(rate: rate, channels: 1, speed: 1.0, quality: q)
            let shorts = x.map { Int16(max(-32768, min(32767, ($0 * 32768).rounded()))) }
            var got: [Int16] = []
            var pos = 0
            while pos < shorts.count {
                let n = min(block, shorts.count - pos)
                got.append(contentsOf: son.processShort(Array(shorts[pos..<(pos + n)]), final: false))
                pos += n
            }
            got.append(contentsOf: son.processShort([], final: true))
            note += "; float API max error \(f(maxErr * 32768, 2)) LSB of 16 bits; 16-bit API: " + (got == shorts ? "bit-identical" : "differs (\(got.count) vs \(shorts.count) samples)")
        }
        out("| \(kind.rawValue) | \(o.count) / \(x.count) | \(run.firstOutputAfterInput.map(String.init) ?? "none") | \(lag) | \(String(format: "%.2e", maxErr)) | \(f(10 * log10(sx / max(se, 1e-30)), 1)) | \(note) |")
    }

    out("")
    out("## Returning to 1.0 after 1.5: speed 1.5 for the first 3 s of speech, then 1.0")
    out("After the change, does the output become a plain (delayed) copy of the input? Lag and error over the last 2 s.")
    out("| library | lag (frames) over the last 2 s | SNR there (dB) | max error (LSB of 16 bits) |")
    out("|---|---|---|---|")
    for kind in kinds {
        let s = makeStretcher(kind, rate: rate, channels: 1, speed: 1.5, block: block)
        var changed = false
        let o = stream(s, x, block: block) { pos in
            if !changed && pos >= 3 * rate { s.setSpeed(1.0); changed = true }
        }.output
        // Compare the last 2 s of input with the output.
        let seg = Array(x.suffix(2 * rate))
        let base = x.count - seg.count
        // Expected lag: output is shorter by the 3 s at 1.5 (1 s), roughly.
        let (lag, _) = bestLagFFT(x, o, maxLag: 3 * rate, from: base, to: x.count)
        var se = 0.0, sx = 0.0, maxErr = 0.0
        for i in base..<x.count {
            let j = i + lag
            let y = (j >= 0 && j < o.count) ? o[j] : 0
            let e = Double(y - x[i]); se += e * e; sx += Double(x[i]) * Double(x[i]); maxErr = max(maxErr, abs(e))
        }
        out("| \(kind.rawValue) | \(lag) | \(f(10 * log10(sx / max(se, 1e-30)), 1)) | \(f(maxErr * 32768, 2)) |")
    }
}

// MARK: 6. Speech clips: stretch, write, round-trip log-spectral distance

/// Cross-correlation by FFT: the lag (y[i+lag] ≈ x[i]) in ±maxLag with the largest correlation,
/// using x[from..<to] only.
func bestLagFFT(_ x: [Float], _ y: [Float], maxLag: Int, from: Int = 0, to: Int? = nil) -> (Int, Double) {
    let to = to ?? x.count
    var n = 1
    while n < max(x.count, y.count) + maxLag + 1 { n <<= 1 }
    var xr = [Double](repeating: 0, count: n), xi = xr, yr = xr, yi = xr
    for i in from..<to { xr[i] = Double(x[i]) }
    for i in 0..<y.count { yr[i] = Double(y[i]) }
    fft(&xr, &xi); fft(&yr, &yi)
    // corr[lag] = Σ x[i] y[i+lag]  →  IFFT(conj(X)·Y)
    var cr = [Double](repeating: 0, count: n), ci = cr
    for k in 0..<n {
        cr[k] = xr[k] * yr[k] + xi[k] * yi[k]
        ci[k] = -(xr[k] * yi[k] - xi[k] * yr[k])   // conjugate for the inverse via forward FFT
    }
    fft(&cr, &ci)
    var best = (0, -Double.infinity)
    for lag in -maxLag...maxLag {
        let v = cr[(lag + n) % n]
        if v > best.1 { best = (lag, v) }
    }
    return best
}

/// Mean log-spectral distance (dB) between x and y (y[i+lag] ≈ x[i]), 1024-frame Hann windows,
/// hop 256, 50 Hz–8 kHz, over frames of x within 40 dB of its loudest frame.
func logSpectralDistance(_ x: [Float], _ y: [Float], lag: Int, rate: Int) -> Double {
    let n = 1024, hop = 256
    let win = hann(n)
    let lo = Int(50.0 * Double(n) / Double(rate)), hi = Int(8000.0 * Double(n) / Double(rate))
    var frames: [(Int, Double)] = []
    var t = 0
    while t + n <= x.count { frames.append((t, rms(x, start: t, n: n))); t += hop }
    let loud = frames.map { $0.1 }.max() ?? 0
    var pMax = 0.0
    var specs: [([Double], [Double])] = []
    for (t, e) in frames where e > loud * 0.01 {
        let px = powerSpectrum(x, start: t, n: n, window: win)
        let py = powerSpectrum(y, start: t + lag, n: n, window: win)
        pMax = max(pMax, px[lo...hi].max()!)
        specs.append((px, py))
    }
    let floor = pMax * 1e-8   // -80 dB
    var total = 0.0
    for (px, py) in specs {
        var s = 0.0
        for k in lo...hi {
            let d = 10 * log10(px[k] + floor) - 10 * log10(py[k] + floor)
            s += d * d
        }
        total += (s / Double(hi - lo + 1)).squareRoot()
    }
    return total / Double(max(specs.count, 1))
}

func speech(inDir: String, outDir: String) throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: inDir).filter { $0.hasSuffix(".wav") }.sorted()
    out("clip\tlibrary\tspeed\tout_frames\texpected_frames\tround_trip_lsd_db\tround_trip_lag")
    for file in files {
        let w = try readWav(inDir + "/" + file)
        precondition(w.channels == 1)
        let base = String(file.dropLast(4))
        for kind in kinds {
            for speed in [0.75, 1.5] {
                let s = makeStretcher(kind, rate: w.rate, channels: 1, speed: speed, block: block)
                let o = stream(s, w.samples, block: block).output
                try writeWav("\(outDir)/\(base)__\(kind.rawValue)__\(speed).wav", Wav(rate: w.rate, channels: 1, samples: o))
                let back = makeStretcher(kind, rate: w.rate, channels: 1, speed: 1 / speed, block: block)
                let rt = stream(back, o, block: block).output
                let (lag, _) = bestLagFFT(w.samples, rt, maxLag: 16384)
                let lsd = logSpectralDistance(w.samples, rt, lag: lag, rate: w.rate)
                out("\(base)\t\(kind.rawValue)\t\(speed)\t\(o.count)\t\(f(Double(w.frames) / speed, 0))\t\(f(lsd, 3))\t\(lag)")
            }
        }
    }
}

// MARK: main

switch args.count > 1 ? args[1] : "" {
case "cpu": try cpu(Array(args.dropFirst(2)))
case "pitch": pitch()
case "latency": latency()
case "align": align()
case "change": change()
case "unity": try unity(args[2])
case "speech": try speech(inDir: args[2], outDir: args[3])
case "dump":
    // dump KIND SPEED RATE OUT.wav: the 440 Hz tone (10 s) through one stretcher.
    let rate = Int(args[4])!
    let s = makeStretcher(Kind(rawValue: args[2])!, rate: rate, channels: 1, speed: Double(args[3])!, block: block)
    try writeWav(args[5], Wav(rate: rate, channels: 1, samples: stream(s, tone(440, seconds: 10, rate: rate), block: block).output))
default:
    print("usage: stretchbench cpu|pitch|latency|align|change|unity|speech|dump …")
    exit(2)
}
