import Foundation

/// Records a sink's monitor with `parec` as mono float samples at 44.1 kHz, keeping track of
/// how many samples had arrived at any moment, so a recording can be lined up with events.
public final class MonitorRecorder: @unchecked Sendable {
    public static let rate = 44100
    private let lock = NSLock()
    private var data = [Float]()
    /// (monotonic seconds, samples received by then) for every chunk that arrived.
    private var arrivals = [(time: Double, count: Int)]()
    private let pid: pid_t
    private let readEnd: Int32
    private let reader = DispatchSemaphore(value: 0)

    init(pulse: PrivatePulseAudio, source: String) throws {
        let arguments = ["parec", "-d", source, "--raw", "--format=float32le", "--rate=\(Self.rate)",
                         "--channels=1", "--latency-msec=5", "--process-time-msec=5"]
        let child = try ChildProcess.spawn(arguments, environment: pulse.clientEnvironment)
        pid = child.pid
        readEnd = child.stdout
        Thread.detachNewThread { [self] in
            readLoop()
            reader.signal()
        }
    }

    private func readLoop() {
        var chunk = [UInt8](repeating: 0, count: 16384)
        var carry = [UInt8]()
        while true {
            let n = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            carry.append(contentsOf: chunk[0..<n])
            let whole = carry.count / 4 * 4
            let floats = carry[0..<whole].withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
            carry.removeFirst(whole)
            let now = Self.now()
            lock.lock()
            data.append(contentsOf: floats)
            arrivals.append((now, data.count))
            lock.unlock()
        }
    }

    /// Samples received so far.
    public var count: Int {
        lock.lock(); defer { lock.unlock() }
        return data.count
    }

    /// A copy of everything received so far.
    public var samples: [Float] {
        lock.lock(); defer { lock.unlock() }
        return data
    }

    /// Monotonic seconds, the clock `sampleIndex(at:)` takes.
    public static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// The index of the sample being captured at monotonic `time`.
    ///
    /// Chunks arrive late by varying amounts; the least-delayed chunk near `time` tells the capture
    /// clock best, so the estimate is free of the delivery's chunking.
    public func sampleIndex(at time: Double) -> Int? {
        lock.lock(); defer { lock.unlock() }
        let near = arrivals.filter { abs($0.time - time) < 1.0 }
        guard let origin = near.map({ $0.time - Double($0.count) / Double(Self.rate) }).min() else { return nil }
        return Int(((time - origin) * Double(Self.rate)).rounded())
    }

    /// Waits until at least `count` samples have arrived (or `timeout` passes).
    public func waitFor(count: Int, timeout: Double = 10) {
        let deadline = Date().addingTimeInterval(timeout)
        while self.count < count, Date() < deadline { usleep(5_000) }
    }

    /// Kills `parec` and ends the reading thread. The pipe's other end is parec's alone (children
    /// inherit no descriptors: `Spawn`); if its end of stream still does not come, the descriptor
    /// is left open rather than closed under the blocked reader.
    public func stop() {
        Spawn.stop(pid, signal: SIGKILL)
        if reader.wait(timeout: .now() + 5) == .success { close(readEnd) }
    }

    /// The second of the marks fixture heard between `from` and `to` seconds after sample `start`.
    public func secondHeard(after start: Int, from: Double = 0.15, to: Double = 0.4) -> Int? {
        let begin = start + Int(from * Double(Self.rate)), end = start + Int(to * Double(Self.rate))
        waitFor(count: end)
        let all = samples
        guard all.count >= end else { return nil }
        return ToneAnalysis.second(of: all[begin..<end])
    }
}
