import Foundation
import Testing
import TestSupport

/// A listening library of one recording for practice tests: the marks fixture (second k is a
/// tone of 300 + 20k Hz) with six cues, cue k from k + 0.05 to k + 0.95 s, so the tone heard
/// names the line played; five comprehension questions; a listend serving it (to a private sink
/// when `pulse`), and a signed-in learnctl talking to it.
struct PracticeFixture {
    static let title = "Station Talk"
    static let lines = [
        "Excuse me, is this the right platform?",
        "Yes, it is.",
        "I'd like two tickets to Manchester, please.",
        "That's twenty-one pounds.",
        "Can I pay by card?",
        "Of course. Have a nice trip!",
    ]

    let folder: TemporaryFolder
    let daemon: DaemonProcess
    let cli: LearnctlRunner
    let sink: TestSink?
    /// The virtual microphone listend records from, with `microphone`.
    let microphone: TestMicrophone?

    init(pulse: Bool = false, microphone: Bool = false) throws {
        let folder = try TemporaryFolder("practice")
        let audio = "\(folder.path)/audio"
        try FileManager.default.createDirectory(atPath: audio, withIntermediateDirectories: true)
        try Self.vtt.write(toFile: "\(audio)/station-talk.vtt", atomically: true, encoding: .utf8)
        try Self.index.write(toFile: "\(audio)/index.json", atomically: true, encoding: .utf8)
        let sink = pulse ? try PrivatePulseAudio.shared.makeSink("practice") : nil
        let mic = pulse && microphone ? try PrivatePulseAudio.shared.makeMicrophone() : nil
        do {
            daemon = try DaemonProcess(output: pulse ? "pulse" : "null", pulse: pulse ? .shared : nil, sink: sink?.name,
                                       audioDirectory: audio, extraArguments: mic.map { ["--source", $0.source] } ?? [])
            cli = try LearnctlRunner.talking(to: daemon)
            cli.environment["NO_COLOR"] = "1"
            try cli.startSignedUp()
        } catch {
            sink?.remove()
            mic?.remove()
            folder.remove()
            throw error
        }
        self.folder = folder
        self.sink = sink
        self.microphone = mic
    }

    func close() {
        daemon.close()
        sink?.remove()
        microphone?.remove()
        folder.remove()
    }

    static var vtt: String {
        "WEBVTT\n\n" + lines.enumerated().map { offset, text in
            let k = offset + 1
            return "\(k)\n00:00:0\(k).050 --> 00:00:0\(k).950\n<v \(k.isMultiple(of: 2) ? "Tom" : "Anna")>\(text)\n"
        }.joined(separator: "\n")
    }

    /// Question n (from 0) is answered by line n + 1; its correct option is the second.
    static var index: String {
        let questions = (0..<5).map { n in
            """
            {"prompt": "Question \(n + 1)?", "options": ["Wrong \(n + 1)", "Right \(n + 1)", "Other \(n + 1)"], "answer": 1,
             "explanation": "Because of line \(n + 1).", "quote": \(json(lines[n])), "line": \(n)}
            """
        }
        return """
            {"recordings": [{"id": "station-talk", "title": \(json(title)), "level": "A2", "description": "Buying tickets.",
              "file": \(json(Fixtures.path("marks.wav"))), "transcript": "station-talk.vtt", "duration": 120,
              "questions": [\(questions.joined(separator: ","))]}]}
            """
    }

    private static func json(_ text: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: text, options: [.fragmentsAllowed]), as: UTF8.self)
    }

    /// The JSON objects of `output`, one per line.
    static func objects(_ output: String) -> [[String: Any]] {
        output.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }
}
