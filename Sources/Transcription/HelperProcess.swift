import Foundation
import ProcessGroups
#if canImport(Glibc)
import Glibc
#endif

/// A helper program started in a process group of its own, its standard output read line by
/// line as it writes it and its standard error kept for messages; its standard input is empty, or
/// lines ``send(_:)`` writes. Ends with its group on ``terminate()``.
final class HelperProcess: @unchecked Sendable {
    let pid: pid_t
    private let output: Int32
    private let errors: Int32
    /// The write end of its standard input, when it takes lines; -1 otherwise.
    private var input: Int32 = -1
    private var pending: [UInt8] = []
    private var errorText: [UInt8] = []
    private let errorsRead = DispatchSemaphore(value: 0)

    /// Starts `executable` with `arguments` (and, when given, `environment` in place of this
    /// process's), its standard input open for ``send(_:)`` when `takesInput`; throws the reason
    /// it could not start.
    init(executable: String, arguments: [String], environment: [String: String]? = nil, takesInput: Bool = false) throws(TranscriptionError) {
        signal(SIGPIPE, SIG_IGN)
        var out: [Int32] = [-1, -1], err: [Int32] = [-1, -1], inputPair: [Int32] = [-1, -1]
        // Close-on-exec from the start (socket pairs, as glibc's pipe2 is not visible from Swift): a
        // program another thread starts meanwhile must not hold them open.
        let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        guard socketpair(AF_UNIX, kind, 0, &out) == 0, socketpair(AF_UNIX, kind, 0, &err) == 0,
              !takesInput || socketpair(AF_UNIX, kind, 0, &inputPair) == 0 else {
            throw .helper(status: -1, message: String(cString: strerror(errno)))
        }
        let childInput = takesInput ? inputPair[0] : open("/dev/null", O_RDONLY | O_CLOEXEC)
        let spawned = GroupedSpawn.start(executable, arguments, environment: environment, stdin: childInput, stdout: out[1], stderr: err[1])
        if childInput >= 0 { close(childInput) }
        close(out[1])
        close(err[1])
        switch spawned {
        case .success(let pid): self.pid = pid
        case .failure(let error):
            close(out[0])
            close(err[0])
            if takesInput { close(inputPair[1]) }
            throw .helper(status: -1, message: "\(executable) could not be started: \(error.message)")
        }
        output = out[0]
        errors = err[0]
        input = takesInput ? inputPair[1] : -1
        DispatchQueue.global().async { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = read(errors, &buffer, buffer.count)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                if errorText.count < 65_536 { errorText += buffer[..<n] }
            }
            errorsRead.signal()
        }
    }

    /// The next line of standard output without its newline; nil at its end.
    func nextLine() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            if let newline = pending.firstIndex(of: 10) {
                let line = Array(pending[..<newline])
                pending.removeSubrange(...newline)
                return line
            }
            let n = read(output, &buffer, buffer.count)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                guard !pending.isEmpty else { return nil }
                defer { pending = [] }
                return pending
            }
            pending += buffer[..<n]
        }
    }

    /// Writes `line` and a newline to the helper's standard input; false when it cannot (the
    /// helper has ended, or takes no input).
    func send(_ line: String) -> Bool {
        guard input >= 0 else { return false }
        var bytes = Array((line + "\n").utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            bytes = bytes.dropFirst(n)
        }
        return true
    }

    /// Closes the helper's standard input: a helper that serves requests ends.
    func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    /// Waits for the helper to end; its exit status (128 + the signal for one that killed it)
    /// and what it wrote on standard error.
    func wait() -> (status: Int32, errors: String) {
        closeInput()
        close(output)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        errorsRead.wait()
        close(errors)
        let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (code, String(decoding: errorText, as: UTF8.self))
    }

    /// Ends the helper and everything it started.
    func terminate() {
        kill(-pid, SIGTERM)
    }
}
