import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A pseudo-terminal for running `learnctl` as if someone were typing at it.
///
/// The process gets the terminal's secondary side as standard input, output and error; the
/// test reads what appears on the screen and types through the primary side.
final class PseudoTerminal {
    private let primary: Int32
    private let secondary: Int32
    /// Everything shown on the terminal so far (including what the terminal echoed).
    private(set) var screen = ""
    private var searchedUpTo: String.Index

    init() throws {
        let libc = PseudoTerminalFunctions()
        primary = libc.posixOpenpt(O_RDWR | O_NOCTTY)
        guard primary >= 0, libc.grantpt(primary) == 0, libc.unlockpt(primary) == 0,
              let name = libc.ptsname(primary)
        else {
            throw PseudoTerminalError(description: "cannot open a pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        secondary = open(String(cString: name), O_RDWR | O_NOCTTY)
        guard secondary >= 0 else {
            throw PseudoTerminalError(description: "cannot open \(String(cString: name))")
        }
        searchedUpTo = screen.startIndex
    }

    deinit {
        close(primary)
        close(secondary)
    }

    /// Starts `process` attached to this terminal.
    func run(_ process: Process) throws {
        let handle = FileHandle(fileDescriptor: secondary, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.start()
    }

    /// Whether the terminal echoes what is typed (what `learnctl` turns off for passwords).
    var echoes: Bool {
        var settings = termios()
        tcgetattr(secondary, &settings)
        return settings.c_lflag & tcflag_t(ECHO) != 0
    }

    /// Types `text` on the keyboard.
    func type(_ text: String) {
        var text = text
        text.withUTF8 { _ = write(primary, $0.baseAddress, $0.count) }
    }

    /// Reads the screen until `text` appears after the previous match; throws after `timeout` seconds.
    func waitFor(_ text: String, timeout: TimeInterval = 30) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let found = screen.range(of: text, range: searchedUpTo..<screen.endIndex) {
                searchedUpTo = found.upperBound
                return
            }
            guard Date() < deadline else {
                throw PseudoTerminalError(description: "“\(text)” did not appear; the screen shows: \(screen)")
            }
            readAvailable(waitingUpTo: 0.1)
        }
    }

    /// Reads the screen until a line containing `text` appears after the previous match, and
    /// returns that whole line; throws after `timeout` seconds.
    func waitForLine(containing text: String, timeout: TimeInterval = 30) throws -> String {
        try waitFor(text, timeout: timeout)
        let lineStart = screen[..<searchedUpTo].lastIndex(where: \.isNewline).map { screen.index(after: $0) } ?? screen.startIndex
        let lineEnd = screen[searchedUpTo...].firstIndex(where: \.isNewline) ?? screen.endIndex
        return String(screen[lineStart..<lineEnd])
    }

    /// Reads the screen until a whole frame that contains `text` appears after the previous
    /// match, and returns it; throws after `timeout` seconds. A frame is what a full-screen
    /// program draws at once: from the cursor sent home (`ESC [ H`) to the clearing of the rest
    /// of the screen (`ESC [ J`).
    @discardableResult
    func waitForFrame(containing text: String, timeout: TimeInterval = 30) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            var from = searchedUpTo
            while let start = screen.range(of: "\u{1B}[H", range: from..<screen.endIndex),
                  let end = screen.range(of: "\u{1B}[J", range: start.upperBound..<screen.endIndex) {
                let frame = String(screen[start.upperBound..<end.lowerBound])
                from = end.upperBound
                if frame.contains(text) {
                    searchedUpTo = end.upperBound
                    return frame
                }
            }
            guard Date() < deadline else {
                throw PseudoTerminalError(description: "no frame showed “\(text)”; the screen shows: \(screen[searchedUpTo...].debugDescription)")
            }
            readAvailable(waitingUpTo: 0.1)
        }
    }

    /// Collects whatever output is left once the process has exited.
    func drain() {
        readAvailable(waitingUpTo: 0.2)
    }

    private func readAvailable(waitingUpTo seconds: TimeInterval) {
        var descriptor = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
        var buffer = [UInt8](repeating: 0, count: 4096)
        var timeout = Int32(seconds * 1000)
        while poll(&descriptor, 1, timeout) > 0, descriptor.revents & Int16(POLLIN) != 0 {
            let count = read(primary, &buffer, buffer.count)
            guard count > 0 else { return }
            let offset = screen.distance(from: screen.startIndex, to: searchedUpTo)
            screen += String(decoding: buffer[0..<count], as: UTF8.self)
            searchedUpTo = screen.index(screen.startIndex, offsetBy: offset)
            timeout = 0
        }
    }
}

/// The C library's pseudo-terminal functions, which Swift's Glibc module does not expose.
private struct PseudoTerminalFunctions {
    typealias DescriptorFunction = @convention(c) (Int32) -> Int32
    typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    let posixOpenpt: DescriptorFunction = Self.function("posix_openpt")
    let grantpt: DescriptorFunction = Self.function("grantpt")
    let unlockpt: DescriptorFunction = Self.function("unlockpt")
    let ptsname: NameFunction = Self.function("ptsname")

    private static func function<F>(_ name: String) -> F {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { fatalError("\(name) is missing from the C library") }
        return unsafeBitCast(symbol, to: F.self)
    }
}

/// A pseudo-terminal that could not be set up or did not show what was expected.
struct PseudoTerminalError: Error, CustomStringConvertible {
    let description: String
}
