#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keys from standard input, read as they arrive and decoded by ``KeyDecoder``; the terminal is
/// in single-key mode (``SingleKeyTerminal``). Keys that arrive together are handed out one at
/// a time. One reader serves a screen from start to end, so that no key typed ahead is lost.
final class KeyReader {
    private var waiting: [Key] = []

    /// The keys typed since the last read, as one read brings them (at least one byte, so a
    /// call blocks until something is typed); nil at the end of input.
    func read() -> [Key]? {
        if !waiting.isEmpty {
            defer { waiting = [] }
            return waiting
        }
        return readStandardInput().map(KeyDecoder.keys)
    }

    /// Whether keys that arrived together with the last one are still to be handed out.
    var hasWaiting: Bool { !waiting.isEmpty }

    /// The next key; blocks until one is typed. nil at the end of input.
    func next() -> Key? {
        while waiting.isEmpty {
            guard let keys = read() else { return nil }
            waiting = keys
        }
        return waiting.removeFirst()
    }

    /// A key typed since the last call, if any, without waiting; nil when none is waiting.
    func pressed() -> Key? {
        if waiting.isEmpty {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 0) > 0 else { return nil }
        }
        return next()
    }

    /// Waits until a key that `choice` accepts is typed, and returns what it makes of it; keys it
    /// does not accept are skipped. nil at the end of input.
    func next<Choice>(_ choice: (Key) -> Choice?) -> Choice? {
        while let key = next() {
            if let chosen = choice(key) { return chosen }
        }
        return nil
    }
}

/// The bytes standard input has (up to 64, so that an escape sequence comes whole); blocks until
/// there is at least one. nil at the end of input.
private func readStandardInput() -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: 64)
    while true {
        let count = read(STDIN_FILENO, &bytes, bytes.count)
        if count > 0 { return Array(bytes[..<count]) }
        if count < 0 && errno == EINTR { continue }
        return nil
    }
}
