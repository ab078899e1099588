import Foundation
import Testing
import TestSupport
@testable import ListenAdapters
@testable import ListenEngine

/// `HTTPSource` against a loopback server with faults: bytes, ranges, drops, stalls, errors.
@Suite struct HTTPSourceTests {
    static let bytes: [UInt8] = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }

    static func withServer(_ route: FaultyHTTPServer.Route, options: HTTPSourceOptions = HTTPSourceOptions(readTimeout: 3),
                           _ body: (FaultyHTTPServer, HTTPSourceClient) throws -> Void) throws {
        let server = try FaultyHTTPServer()
        let client = HTTPSourceClient(options: options)
        defer {
            client.shutdown()
            server.shutdown()
        }
        server.serve("/a.mp3", route)
        try body(server, client)
    }

    static func readAll(_ source: AudioSource, from start: Int64 = 0, chunk: Int = 10_000) throws -> [UInt8] {
        var result = [UInt8]()
        var offset = start
        while true {
            let piece = try source.bytes(at: offset, count: chunk)
            if piece.isEmpty { return result }
            result += piece
            offset += Int64(piece.count)
        }
    }

    @Test func readsTheLengthAndAnyRangeExactly() throws {
        // A read-ahead far smaller than the jumps, so that every jump needs a range request however
        // far the download got meanwhile (with the default 4 MiB it could hold the whole body).
        let options = HTTPSourceOptions(readTimeout: 3, readAhead: 256 << 10)
        try Self.withServer(.init(body: Self.bytes), options: options) { server, client in
            let source = try client.open(server.url("/a.mp3"))
            defer { source.close() }
            #expect(source.length == Int64(Self.bytes.count))
            #expect(source.acceptsRanges)
            for offset in [0, 2_990_000, 1_000_000, 5, 2_999_999, 1_500_000] {
                let got = try source.bytes(at: Int64(offset), count: 10_000)
                #expect(got == Array(Self.bytes[offset..<min(offset + 10_000, Self.bytes.count)]), "at \(offset)")
            }
            #expect(try source.bytes(at: 3_000_000, count: 10).isEmpty)
            let ranges = server.received.compactMap(\.range)
            #expect(ranges.contains("bytes=2990000-"), "\(ranges)")
            #expect(ranges.contains("bytes=1000000-"), "\(ranges)")
        }
    }

    @Test func aDroppedConnectionResumesFromTheLastByteReceived() throws {
        var route = FaultyHTTPServer.Route(body: Self.bytes)
        route.dropAt = 1_234_567
        route.dropCount = 2
        try Self.withServer(route, options: HTTPSourceOptions(readTimeout: 3, readAhead: 256 << 10)) { server, client in
            let source = try client.open(server.url("/a.mp3"))
            defer { source.close() }
            #expect(try Self.readAll(source) == Self.bytes)
            let ranges = server.received.compactMap(\.range)
            // Each drop is followed by a request from the last byte received, never from the start.
            // (The server may reach the drop point ahead of the client, with bytes still in the
            // socket buffers, so the resume points vary; the bytes read above are exact.)
            #expect(ranges.count >= 3, "\(ranges)")
            #expect(!ranges.dropFirst().contains("bytes=0-"), "\(ranges)")
        }
    }

    @Test func aStalledServerFailsWithinTheReadTimeout() throws {
        var route = FaultyHTTPServer.Route(body: Self.bytes)
        route.stallAt = 100_000
        try Self.withServer(route, options: HTTPSourceOptions(readTimeout: 1)) { server, client in
            let source = try client.open(server.url("/a.mp3"))
            defer { source.close() }
            let started = Date()
            #expect(try source.bytes(at: 0, count: 100_000).count == 100_000)
            let error = #expect(throws: AudioError.self) { try source.bytes(at: 100_000, count: 1000) }
            let waited = Date().timeIntervalSince(started)
            #expect(waited >= 0.9 && waited < 2.5, "failed after \(waited) s")
            #expect(error?.message.contains(server.url("/a.mp3")) == true, "\(error?.message ?? "")")
            #expect(error?.message.contains("read timeout") == true, "\(error?.message ?? "")")
        }
    }

    @Test(arguments: [(404, "404 Not Found"), (403, "403 Forbidden"), (500, "500 Internal Server Error"), (503, "503 Service Unavailable")])
    func anErrorStatusIsNamed(_ code: Int, _ words: String) throws {
        var route = FaultyHTTPServer.Route(body: Self.bytes)
        route.status = .init(statusCode: code)
        try Self.withServer(route) { server, client in
            let error = #expect(throws: AudioError.self) { try client.open(server.url("/a.mp3")) }
            #expect(error?.message.contains(words) == true, "\(error?.message ?? "")")
            #expect(error?.message.contains(server.url("/a.mp3")) == true)
        }
    }

    @Test func aMissingPathIsA404() throws {
        try Self.withServer(.init(body: Self.bytes)) { server, client in
            let error = #expect(throws: AudioError.self) { try client.open(server.url("/missing.mp3")) }
            #expect(error?.message == "Cannot play \(server.url("/missing.mp3")): the server answered 404 Not Found (no such file on the server).")
        }
    }

    @Test func aNonAudioContentTypeIsRefused() throws {
        try Self.withServer(.init(body: Array("<html></html>".utf8), contentType: "text/html; charset=utf-8")) { server, client in
            let error = #expect(throws: AudioError.self) { try client.open(server.url("/a.mp3")) }
            #expect(error?.message == "Cannot play \(server.url("/a.mp3")): the server sent text/html, not audio.")
        }
    }

    @Test func anUnreachableHostIsNamed() throws {
        let server = try FaultyHTTPServer()
        let url = server.url("/a.mp3")
        server.shutdown()
        let client = HTTPSourceClient(options: HTTPSourceOptions(connectTimeout: 2, readTimeout: 2))
        defer { client.shutdown() }
        let started = Date()
        let error = #expect(throws: AudioError.self) { try client.open(url) }
        #expect(Date().timeIntervalSince(started) < 3)
        #expect(error?.message.hasPrefix("Cannot play \(url): cannot reach the server") == true, "\(error?.message ?? "")")
    }

    @Test func notAnHTTPURLIsRefused() throws {
        let client = HTTPSourceClient()
        defer { client.shutdown() }
        let error = #expect(throws: AudioError.self) { try client.open("ftp://example.org/a.mp3") }
        #expect(error?.message == "Cannot play ftp://example.org/a.mp3: only http and https URLs are supported.")
    }

    @Test func aServerWithoutRangesIsReadFromTheStartAndReopenedToGoBack() throws {
        var route = FaultyHTTPServer.Route(body: Self.bytes)
        route.supportsRanges = false
        try Self.withServer(route) { server, client in
            let source = try client.open(server.url("/a.mp3"))
            defer { source.close() }
            #expect(!source.acceptsRanges)
            #expect(source.length == Int64(Self.bytes.count))
            #expect(try source.bytes(at: 2_500_000, count: 100) == Array(Self.bytes[2_500_000..<2_500_100]))
            let before = server.received.count
            #expect(try source.bytes(at: 10, count: 100) == Array(Self.bytes[10..<110]))
            #expect(server.received.count == before + 1)
            #expect(try Self.readAll(source, from: 10) == Array(Self.bytes[10...]))
        }
    }

    @Test func redirectsAreFollowed() throws {
        var redirect = FaultyHTTPServer.Route(body: [])
        try Self.withServer(.init(body: Self.bytes)) { server, client in
            redirect.redirect = server.url("/a.mp3")
            server.serve("/old.mp3", redirect)
            let source = try client.open(server.url("/old.mp3"))
            defer { source.close() }
            #expect(try source.bytes(at: 1_000, count: 50) == Array(Self.bytes[1_000..<1_050]))
            #expect(server.received.map(\.path).starts(with: ["/old.mp3", "/a.mp3"]))
        }
    }

    @Test func contentRangeIsParsed() {
        #expect(HTTPResponseHead.parseContentRange("bytes 10-99/100")! == (10, 99, 100))
        #expect(HTTPResponseHead.parseContentRange("bytes 0-4/*")! == (0, 4, nil))
        #expect(HTTPResponseHead.parseContentRange("bytes 5-4/100") == nil)
        #expect(HTTPResponseHead.parseContentRange("items 0-4/100") == nil)
        #expect(HTTPResponseHead.parseContentRange("bytes 0-4/x") == nil)
    }
}
