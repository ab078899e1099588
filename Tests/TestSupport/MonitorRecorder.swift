import Foundation

/// Records a sink's monitor with `parec` as mono float samples at 44.1 kHz, keeping track of
/// how many samples had arrived at any moment, so a recording can be lined up with events.
public final class MonitorRecorder: @unchecked Sendable {
    public static let rate = 44100
    private let lock = NSLock()
    private var data = [Float]()
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
            lock.lock()
            data.append(contentsOf: floats)
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

    /// Waits until at least `count` samples have arrived (or `timeout` passes).
    public func waitFor(count: Int, timeout: Double = 10) {
        let deadline = Date().addingTimeInterval(timeout)
        while self.count < count, Date() < deadline { usleep(5_000) }
    }

    public func stop() {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        reader.wait()
        close(readEnd)
    }
}
