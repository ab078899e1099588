import Foundation

/// Figures the kernel keeps about a running process, read from /proc.
public enum ProcessFigures {
    /// The resident set size (`VmRSS`) in kilobytes.
    public static func residentKilobytes(of pid: pid_t) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return nil }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }

    /// Bytes the process has asked `read(2)` and its kin for so far (`rchar` of /proc/PID/io).
    public static func bytesRead(by pid: pid_t) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("rchar:") }) else { return nil }
        return Int(line.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces))
    }
}
