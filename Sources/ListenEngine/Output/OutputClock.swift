#if canImport(Glibc)
import Glibc
#endif

/// The time a ``NullOutput`` keeps: the machine's monotonic clock, or a virtual one that a test
/// moves forward, so that logic built on what is heard runs without waiting in real time.
public protocol OutputClock: Sendable {
    /// Seconds since a fixed point.
    func now() -> Double
    /// Waits until about `seconds` have passed on this clock (a virtual clock may return sooner;
    /// the caller looks again).
    func sleep(_ seconds: Double)
}

/// The machine's monotonic clock.
public struct MonotonicClock: OutputClock {
    public init() {}

    public func now() -> Double {
        monotonicSeconds()
    }

    public func sleep(_ seconds: Double) {
        sleepSeconds(seconds)
    }
}

func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func sleepSeconds(_ seconds: Double) {
    guard seconds > 0 else { return }
    var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - Double(Int(seconds))) * 1e9))
    var remaining = timespec()
    while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
}
