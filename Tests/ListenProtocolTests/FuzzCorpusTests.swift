import Foundation
import Testing
@testable import ListenProtocol

/// Replays the request fuzzer's corpus and crash reproducers (`Tests/Fixtures/fuzz/requests`,
/// grown by `bench/faults.py --fuzz`): every line parses or fails with a protocol error, and
/// every line that parses survives the trip through the client's encoder unchanged.
@Suite struct FuzzCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fuzz/requests")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func theCorpusIsThere() {
        #expect(Self.inputs.count >= 20)
    }

    @Test func everyInputParsesOrFailsAndRoundTrips() throws {
        var parsed = 0
        for name in Self.inputs {
            let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
            guard case .success(let request) = RequestParser.parse(String(decoding: data, as: UTF8.self)) else { continue }
            parsed += 1
            let sent = Wire.request(request)
            #expect(sent.hasSuffix("\n") && !sent.dropLast().contains("\n"), "\(name): \(sent)")
            let read = try? RequestParser.parse(String(sent.dropLast())).get()
            #expect(read == request, "\(name): \(request) was sent as \(sent)")
        }
        #expect(parsed >= 20)
    }
}
