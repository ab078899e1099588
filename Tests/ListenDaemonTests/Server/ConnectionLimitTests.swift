import Foundation
import Testing
import TestSupport

/// The daemon serves a bounded number of connections; the next one is told why and closed.
@Suite struct ConnectionLimitTests {
    @Test func theConnectionPastTheLimitGetsAnErrorAndIsClosed() throws {
        let daemon = try DaemonProcess(extraArguments: ["--max-connections", "3"])
        defer { daemon.close() }
        // The start-up probe's connection may still be counted for a moment.
        var clients = [ProtocolClient]()
        let deadline = Date().addingTimeInterval(3)
        while clients.count < 3, Date() < deadline {
            let client = try daemon.connect()
            if (try? client.request("hello", timeout: 1))?.isOK == true { clients.append(client) } else { usleep(50_000) }
        }
        try #require(clients.count == 3)

        let refused = try daemon.connect()
        let line = try #require(refused.readLine(timeout: 2), "no error line")
        let reply = try ProtocolClient.parse(line)
        #expect(reply.errorCode == "too_many_connections")
        #expect(reply.errorMessage?.contains("3 connections") == true)
        #expect(refused.isClosed(timeout: 2))

        // Those within the limit are served as before, and a closed one frees its place.
        for client in clients { #expect(try client.request("status").isOK) }
        clients.removeLast()
        var servedAgain = false
        let retryUntil = Date().addingTimeInterval(3)
        while !servedAgain, Date() < retryUntil {
            let client = try daemon.connect()
            servedAgain = (try? client.request("status", timeout: 1))?.isOK == true
            if !servedAgain { usleep(50_000) }
        }
        #expect(servedAgain)
    }
}
