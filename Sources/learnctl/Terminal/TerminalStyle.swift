import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Whether output may be coloured: standard output is a terminal and `NO_COLOR` is not set
/// (https://no-color.org: any non-empty value turns colour off).
enum TerminalStyle {
    static var colors: Bool {
        guard isatty(STDOUT_FILENO) == 1 else { return false }
        return (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
    }
}
