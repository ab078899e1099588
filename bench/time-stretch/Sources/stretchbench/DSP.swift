import Foundation

// MARK: FFT

/// In-place radix-2 complex FFT; `re.count` must be a power of two.
func fft(_ re: inout [Double], _ im: inout [Double]) {
    let n = re.count
    var j = 0
    for i in 1..<n {
        var bit = n >> 1
        while j & bit != 0 { j ^= bit; bit >>= 1 }
        j |= bit
        if i < j { re.swapAt(i, j); im.swapAt(i, j) }
    }
    var len = 2
    while len <= n {
        let ang = -2 * Double.pi / Double(len)
        let wr = cos(ang), wi = sin(ang)
        var i = 0
        while i < n {
            var cr = 1.0, ci = 0.0
            for k in 0..<(len / 2) {
                let a = i + k, b = a + len / 2
                let tr = re[b] * cr - im[b] * ci
                let ti = re[b] * ci + im[b] * cr
                re[b] = re[a] - tr; im[b] = im[a] - ti
                re[a] += tr; im[a] += ti
                let ncr = cr * wr - ci * wi
                ci = cr * wi + ci * wr
                cr = ncr
            }
            i += len
        }
        len <<= 1
    }
}

func hann(_ n: Int) -> [Double] {
    (0..<n).map { 0.5 - 0.5 * cos(2 * Double.pi * Double($0) / Double(n)) }
}

/// Power spectrum (bins 0...n/2) of `x[start ..< start+n]` under a Hann window.
func powerSpectrum(_ x: [Float], start: Int, n: Int, window: [Double]) -> [Double] {
    var re = [Double](repeating: 0, count: n), im = [Double](repeating: 0, count: n)
    for i in 0..<n {
        let k = start + i
        re[i] = (k >= 0 && k < x.count ? Double(x[k]) : 0) * window[i]
    }
    fft(&re, &im)
    return (0...(n / 2)).map { re[$0] * re[$0] + im[$0] * im[$0] }
}

/// Frequency of the strongest FFT peak in `x[start ..< start+n]` (Hann window, parabolic
/// interpolation on log magnitudes).
func peakFrequency(_ x: [Float], start: Int, n: Int, rate: Int) -> Double {
    let p = powerSpectrum(x, start: start, n: n, window: hann(n))
    var best = 1
    for k in 2..<(p.count - 1) where p[k] > p[best] { best = k }
    let a = log(p[best - 1] + 1e-30), b = log(p[best] + 1e-30), c = log(p[best + 1] + 1e-30)
    let delta = 0.5 * (a - c) / (a - 2 * b + c)
    return (Double(best) + delta) * Double(rate) / Double(n)
}

/// Goertzel power of frequency `f` over `x[start ..< start+n]` (Hann window).
func goertzel(_ x: [Float], start: Int, n: Int, f: Double, rate: Int, window: [Double]) -> Double {
    let w = 2 * Double.pi * f / Double(rate)
    let coeff = 2 * cos(w)
    var s1 = 0.0, s2 = 0.0
    for i in 0..<n {
        let k = start + i
        let v = (k >= 0 && k < x.count ? Double(x[k]) : 0) * window[i]
        let s0 = v + coeff * s1 - s2
        s2 = s1; s1 = s0
    }
    return s1 * s1 + s2 * s2 - coeff * s1 * s2
}

// MARK: Signals

func tone(_ f: Double, seconds: Double, rate: Int, amplitude: Double = 0.5) -> [Float] {
    let n = Int(seconds * Double(rate))
    return (0..<n).map { Float(amplitude * sin(2 * Double.pi * f * Double($0) / Double(rate))) }
}

/// Channel `c` of interleaved `x`.
func channel(_ x: [Float], _ c: Int, of channels: Int) -> [Float] {
    stride(from: c, to: x.count, by: channels).map { x[$0] }
}

func interleave(_ planes: [[Float]]) -> [Float] {
    let n = planes[0].count, ch = planes.count
    var out = [Float](repeating: 0, count: n * ch)
    for c in 0..<ch { for i in 0..<n { out[i * ch + c] = planes[c][i] } }
    return out
}

/// RMS of `x[start ..< start+n]`.
func rms(_ x: [Float], start: Int, n: Int) -> Double {
    var s = 0.0
    for i in max(0, start)..<min(x.count, start + n) { s += Double(x[i]) * Double(x[i]) }
    return (s / Double(max(n, 1))).squareRoot()
}

// MARK: WAV files (16-bit PCM or 32-bit float)

struct Wav {
    var rate: Int
    var channels: Int
    var samples: [Float]   // interleaved
    var frames: Int { samples.count / channels }
}

enum WavError: Error { case bad(String) }

func readWav(_ path: String) throws -> Wav {
    let d = try Data(contentsOf: URL(fileURLWithPath: path))
    let b = [UInt8](d)
    func u32(_ o: Int) -> Int { Int(b[o]) | Int(b[o + 1]) << 8 | Int(b[o + 2]) << 16 | Int(b[o + 3]) << 24 }
    func u16(_ o: Int) -> Int { Int(b[o]) | Int(b[o + 1]) << 8 }
    guard b.count > 12, String(bytes: b[0..<4], encoding: .ascii) == "RIFF" else { throw WavError.bad("\(path): not RIFF") }
    var o = 12
    var fmt = 0, ch = 0, rate = 0, bits = 0
    while o + 8 <= b.count {
        let id = String(bytes: b[o..<(o + 4)], encoding: .ascii) ?? ""
        var size = u32(o + 4)
        if id == "fmt " {
            fmt = u16(o + 8); ch = u16(o + 10); rate = u32(o + 12); bits = u16(o + 22)
            if fmt == 0xFFFE { fmt = u16(o + 32) }
        } else if id == "data" {
            if size == 0 || o + 8 + size > b.count { size = b.count - o - 8 }
            var s: [Float] = []
            if fmt == 1 && bits == 16 {
                let n = size / 2
                s = [Float](repeating: 0, count: n)
                for i in 0..<n { s[i] = Float(Int16(bitPattern: UInt16(u16(o + 8 + 2 * i)))) / 32768 }
            } else if fmt == 3 && bits == 32 {
                let n = size / 4
                s = [Float](repeating: 0, count: n)
                for i in 0..<n { s[i] = Float(bitPattern: UInt32(u32(o + 8 + 4 * i))) }
            } else { throw WavError.bad("\(path): format \(fmt)/\(bits) bits not supported") }
            return Wav(rate: rate, channels: ch, samples: s)
        }
        o += 8 + size + (size & 1)
    }
    throw WavError.bad("\(path): no data chunk")
}

/// Writes 32-bit float WAV.
func writeWav(_ path: String, _ w: Wav) throws {
    var d = Data()
    func put32(_ v: Int) { var x = UInt32(v).littleEndian; d.append(Data(bytes: &x, count: 4)) }
    func put16(_ v: Int) { var x = UInt16(v).littleEndian; d.append(Data(bytes: &x, count: 2)) }
    let dataBytes = w.samples.count * 4
    d.append("RIFF".data(using: .ascii)!); put32(36 + dataBytes)
    d.append("WAVEfmt ".data(using: .ascii)!); put32(16)
    put16(3); put16(w.channels); put32(w.rate); put32(w.rate * w.channels * 4); put16(w.channels * 4); put16(32)
    d.append("data".data(using: .ascii)!); put32(dataBytes)
    w.samples.withUnsafeBufferPointer { d.append(Data(buffer: $0)) }
    try d.write(to: URL(fileURLWithPath: path))
}

// MARK: Formatting

func f(_ x: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", x) }
