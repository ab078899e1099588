import Foundation
import TestSupport
@testable import Transcription

/// Words spoken one after another: each `wordDuration` long with `gap` between them; a token
/// `|x|` makes the next gap `x` seconds instead. A token ending in `¶` ends a paragraph (the mark
/// is not part of the word).
func speech(_ text: String, from start: Double = 0, wordDuration: Double = 0.3, gap: Double = 0.05) -> [TimedWord] {
    var words: [TimedWord] = []
    var at = start
    var nextGap: Double?
    for token in text.split(separator: " ") {
        if token.count > 2, token.first == "|", token.last == "|", let pause = Double(token.dropFirst().dropLast()) {
            nextGap = pause
            continue
        }
        if let last = words.last { at = last.end + (nextGap ?? gap) }
        nextGap = nil
        var text = String(token)
        let endsParagraph = text.hasSuffix("¶")
        if endsParagraph { text.removeLast() }
        words.append(TimedWord(text: text, start: at, end: at + wordDuration, endsParagraph: endsParagraph))
    }
    return words
}

/// Heard words for `text`, spoken as ``speech(_:from:wordDuration:gap:)`` says.
func heard(_ text: String, from start: Double = 0, wordDuration: Double = 0.3, gap: Double = 0.05) -> [RecognisedWord] {
    speech(text, from: start, wordDuration: wordDuration, gap: gap).map { RecognisedWord(text: $0.text, start: $0.start, end: $0.end) }
}

func isClose(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// SplitMix64: the same numbers for the same seed on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A stand-in for the faster-whisper installation: a home whose `venv/bin/python3` is the
/// system's Python, and a helper script written by the test.
struct FakeWhisper {
    let folder: TemporaryFolder
    let installation: WhisperInstallation

    /// The script's body follows a prelude defining `emit(**fields)` (one JSON line, flushed),
    /// `folder` (the temporary folder) and `args` (its arguments).
    init(_ body: String) throws {
        folder = try TemporaryFolder("whisper")
        let home = "\(folder.path)/home"
        try FileManager.default.createDirectory(atPath: "\(home)/venv/bin", withIntermediateDirectories: true)
        // A link to the system's Python rather than a script that runs it: a script just written
        // may still be open for writing in a process another test is starting at that moment,
        // and then it cannot be run ("Text file busy").
        try FileManager.default.createSymbolicLink(atPath: "\(home)/venv/bin/python3", withDestinationPath: Self.systemPython)
        let prelude = """
            import json, os, signal, subprocess, sys, time
            folder = \(String(reflecting: folder.path))
            args = sys.argv[1:]
            def emit(**fields):
                print(json.dumps(fields, ensure_ascii=False), flush=True)

            """
        try Self.write(prelude + body + "\n", to: "\(folder.path)/helper.py", mode: 0o644)
        installation = WhisperInstallation(home: home, helper: "\(folder.path)/helper.py")
    }

    private static let systemPython: String = {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/python3" }
        return (["/usr/bin/python3"] + path).first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/python3"
    }()

    func file(_ name: String) -> String { "\(folder.path)/\(name)" }

    func contents(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func write(_ text: String, to path: String, mode: Int) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    }
}

/// A value shared between a test and the threads it starts.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }

    var current: Value { withLock { $0 } }
}

/// Whether a process is alive: there, and not a zombie.
func isAlive(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return false }
    let state = stat[stat.index(after: close)...].split(separator: " ").first
    return state != "Z" && state != "X"
}

/// The live (not zombie) processes in process group `group`.
func liveMembers(ofGroup group: Int32) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { Int32($0) }.filter { pid in
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // Fields after the name: state, ppid, pgrp …
        guard fields.count > 2, fields[0] != "Z", fields[0] != "X" else { return false }
        return Int32(fields[2]) == group
    }
}
