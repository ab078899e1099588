import Foundation
import ProcessGroups
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program with text on its standard input and collects its output, in a process group of
/// its own so that a time limit ends it with everything it started (Apertium is a pipeline of
/// programs behind a shell script).
struct Subprocess {
    /// How a run ended.
    struct Outcome {
        var status: Int32
        var output: [UInt8]
        var errors: [UInt8]
    }

    enum Failure: Error, Equatable {
        /// The program is not on the PATH (or not executable).
        case notFound(String)
        /// It ran past the time limit and was killed.
        case timedOut
        case couldNotStart(String)
    }

    let program: String
    let arguments: [String]
    var environment: [String: String]? = nil

    /// Runs the program, writing `input` to it, and waits at most `timeout`.
    func run(input: [UInt8], timeout: Duration) throws(Failure) -> Outcome {
        guard let executable = Self.find(program) else { throw .notFound(program) }
        // A program that stops reading early must not end this process with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        var toChild: [Int32] = [-1, -1], fromChild: [Int32] = [-1, -1], errorsFromChild: [Int32] = [-1, -1]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0, pipe(&errorsFromChild) == 0 else {
            throw .couldNotStart(String(cString: strerror(errno)))
        }
        for descriptor in toChild + fromChild + errorsFromChild { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        let spawned = GroupedSpawn.start(executable, arguments, environment: environment,
                                         stdin: toChild[0], stdout: fromChild[1], stderr: errorsFromChild[1])
        for descriptor in [toChild[0], fromChild[1], errorsFromChild[1]] { close(descriptor) }
        let pid: pid_t
        switch spawned {
        case .success(let started): pid = started
        case .failure(let error):
            for descriptor in [toChild[1], fromChild[0], errorsFromChild[0]] { close(descriptor) }
            throw .couldNotStart(error.message)
        }
        let outcome = exchange(input: input, with: (toChild[1], fromChild[0], errorsFromChild[0]), timeout: timeout)
        if outcome == nil { kill(-pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard var outcome else { throw .timedOut }
        // Whatever the program left running in its group ends with it.
        kill(-pid, SIGKILL)
        outcome.status = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return outcome
    }

    /// Writes the input and reads both outputs until they close; nil when the time runs out.
    private func exchange(input: [UInt8], with pipes: (input: Int32, output: Int32, errors: Int32), timeout: Duration) -> Outcome? {
        let deadline = ContinuousClock.now + timeout
        var output: [UInt8] = [], errors: [UInt8] = []
        var written = 0
        var inputOpen = true, outputOpen = true, errorsOpen = true
        _ = fcntl(pipes.input, F_SETFL, fcntl(pipes.input, F_GETFL) | O_NONBLOCK)
        if input.isEmpty { close(pipes.input); inputOpen = false }
        defer {
            if inputOpen { close(pipes.input) }
            close(pipes.output)
            close(pipes.errors)
        }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while outputOpen || errorsOpen {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return nil }
            var descriptors = [
                pollfd(fd: outputOpen ? pipes.output : -1, events: Int16(POLLIN), revents: 0),
                pollfd(fd: errorsOpen ? pipes.errors : -1, events: Int16(POLLIN), revents: 0),
                pollfd(fd: inputOpen ? pipes.input : -1, events: Int16(POLLOUT), revents: 0),
            ]
            let milliseconds = Int32(min(Double(Int32.max), max(1, left / .milliseconds(1))))
            let ready = poll(&descriptors, 3, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            guard ready >= 0 else { return nil }
            if inputOpen, descriptors[2].revents != 0 {
                let count = input[written...].withUnsafeBytes { write(pipes.input, $0.baseAddress, $0.count) }
                if count > 0 { written += count }
                if count < 0 && errno != EAGAIN || written == input.count {
                    close(pipes.input)
                    inputOpen = false
                }
            }
            for (index, descriptor) in [(0, pipes.output), (1, pipes.errors)] where descriptors[index].revents != 0 {
                let count = read(descriptor, &buffer, buffer.count)
                if count > 0 {
                    if index == 0 { output += buffer[..<count] } else { errors += buffer[..<count] }
                } else if count == 0 || errno != EINTR && errno != EAGAIN {
                    if index == 0 { outputOpen = false } else { errorsOpen = false }
                }
            }
        }
        return Outcome(status: 0, output: output, errors: errors)
    }

    /// The program's path: as given when it has a slash, else the first executable on the PATH.
    static func find(_ program: String) -> String? {
        if program.contains("/") { return access(program, X_OK) == 0 ? program : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(program)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
