import Foundation

/// Records a sink's monitor with `parec` as mono float samples at 44.1 kHz, keeping track of
/// how many samples had arrived at any moment, so a recording can be lined up with events.
public final class MonitorRecorder: @unchecked Sendable {
    public static let rate = 44100
    private let process = Process()
    private let lock = NSLock()
    private var data = [Float]()
    private var leftover = Data()

    init(pulse: PrivatePulseAudio, source: String) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["parec", "-d", source, "--raw", "--format=float32le", "--rate=\(Self.rate)",
                             "--channels=1", "--latency-msec=5", "--process-time-msec=5"]
        process.environment = pulse.clientEnvironment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let chunk = handle.availableData
            guard let self, !chunk.isEmpty else { return }
            self.append(chunk)
        }
        try process.run()
    }

    private func append(_ chunk: Data) {
        lock.lock()
        defer { lock.unlock() }
        leftover.append(chunk)
        let whole = leftover.count / 4 * 4
        leftover.prefix(whole).withUnsafeBytes { raw in
            data.append(contentsOf: raw.bindMemory(to: Float.self))
        }
        leftover = Data(leftover.dropFirst(whole))
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
        process.terminate()
        process.waitUntilExit()
    }
}
