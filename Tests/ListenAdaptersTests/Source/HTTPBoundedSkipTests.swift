import Foundation
import Testing
import TestSupport
@testable import ListenAdapters
@testable import ListenEngine

/// A server without range support: a read far ahead streams up to the target and keeps only a
/// bounded window in memory.
@Suite struct HTTPBoundedSkipTests {
    static let bytes: [UInt8] = (0..<24_000_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }

    @Test func aSkipNearTheEndWithoutRangesKeepsTheWindowBounded() throws {
        let server = try FaultyHTTPServer()
        let options = HTTPSourceOptions(readTimeout: 3, readAhead: 256 << 10, keepBehind: 64 << 10)
        let client = HTTPSourceClient(options: options)
        defer {
            client.shutdown()
            server.shutdown()
        }
        var route = FaultyHTTPServer.Route(body: Self.bytes)
        route.supportsRanges = false
        server.serve("/big.mp3", route)
        let source = try client.open(server.url("/big.mp3"))
        defer { source.close() }
        #expect(!source.acceptsRanges)
        let target = Self.bytes.count - 50_000
        let got = try source.bytes(at: Int64(target), count: 10_000)
        #expect(got == Array(Self.bytes[target..<target + 10_000]))
        let bound = options.readAhead + options.keepBehind + (1 << 20)
        let peak = source.locked { source.peakRetained }
        #expect(peak < bound, "the window held \(peak) bytes while skipping \(target) bytes")
        // Reading on from there needs no new request.
        #expect(try source.bytes(at: Int64(target + 10_000), count: 40_000) == Array(Self.bytes[(target + 10_000)...]))
        #expect(server.received.count == 1, "\(server.received)")
    }
}
