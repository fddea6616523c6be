import Foundation
import Testing
import WidgetShotTesting
@testable import WidgetShotCLI
#if canImport(Glibc)
import Glibc
#endif

/// The review server over real sockets: routes, and the requests it must refuse.
@Suite struct ReviewServerTests {
    /// Serves `fixture` on a free port on a background thread until `stop()`.
    final class Running: @unchecked Sendable {
        let server: LoopbackHTTPServer
        private let lock = NSLock()
        private var stopped = false
        private let finished = DispatchSemaphore(value: 0)

        init(_ fixture: ReviewFixture) throws {
            server = try LoopbackHTTPServer(port: 0)
            let routes = ReviewRoutes(review: try SnapshotReview(artefacts: fixture.artefacts), port: server.port)
            let server = self.server
            Thread {
                server.serve(shouldStop: { [self] in self.isStopped }, handle: routes.handle)
                self.finished.signal()
            }.start()
        }

        private var isStopped: Bool {
            lock.lock()
            defer { lock.unlock() }
            return stopped
        }

        func stop() {
            lock.lock(); stopped = true; lock.unlock()
            finished.wait()
        }
    }

    /// Sends `head` (CRLF added) and returns the status code and body.
    static func request(_ port: UInt16, _ lines: [String]) throws -> (status: Int, body: String) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard connected == 0 else { throw ReviewServerError.socket("connect failed") }
        let text = lines.joined(separator: "\r\n") + "\r\n\r\n"
        _ = text.withCString { send(fd, $0, strlen($0), 0) }
        var data = Data(), chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = recv(fd, &chunk, chunk.count, 0)
            guard n > 0 else { break }
            data.append(contentsOf: chunk[0..<n])
        }
        let response = String(decoding: data, as: UTF8.self)
        let status = Int(response.split(separator: " ").dropFirst().first ?? "") ?? 0
        let body = response.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
        return (status, body)
    }

    @Test("the page, the items and the images are served; accept and reject work over HTTP")
    func routes() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        let running = try Running(fixture)
        defer { running.stop() }
        let port = running.server.port, host = "Host: 127.0.0.1:\(port)"
        let page = try Self.request(port, ["GET / HTTP/1.1", host])
        #expect(page.status == 200 && page.body.contains("WidgetShot review"))
        let items = try Self.request(port, ["GET /api/items HTTP/1.1", host])
        #expect(items.status == 200 && items.body.contains("Weather\\/widget.iPhone16-systemSmall-light-entry0"))
        #expect(try Self.request(port, ["GET /image/0/actual HTTP/1.1", host]).status == 200)
        let accepted = try Self.request(port, ["POST /accept/3 HTTP/1.1", host, "X-WidgetShot-Review: 1", "Origin: http://127.0.0.1:\(port)", "Content-Length: 0"])
        #expect(accepted.status == 200 && accepted.body.contains("\"accepted\""), "\(accepted)")
        #expect(try fixture.golden(ReviewFixture.names[3]) == ReviewFixture.newPNG)
        #expect(try Self.request(port, ["POST /reject/2 HTTP/1.1", "Host: localhost:\(port)", "X-WidgetShot-Review: 1"]).status == 200)
        #expect(try fixture.golden(ReviewFixture.names[2]) == ReviewFixture.goldenPNG)
        let all = try Self.request(port, ["POST /accept-all?suite=Steps&family=systemSmall HTTP/1.1", host, "X-WidgetShot-Review: 1"])
        #expect(all.status == 200 && all.body.contains("Steps\\/widget.iPhone16-systemSmall"))
        #expect(try fixture.golden(ReviewFixture.names[0]) == ReviewFixture.goldenPNG)
    }

    @Test("paths, foreign hosts and origins, forged posts and junk are refused; nothing is written")
    func refusals() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        let running = try Running(fixture)
        defer { running.stop() }
        let port = running.server.port, host = "Host: 127.0.0.1:\(port)"
        for target in ["/image/../../../etc/passwd", "/image/0/..%2F..%2Fetc%2Fpasswd", "/image/9/actual", "/image/-1/golden", "/etc/passwd",
                       "/\(fixture.root.path)/Steps/widget.iPhone16-systemSmall-light-entry0.png"] {
            #expect(try Self.request(port, ["GET \(target) HTTP/1.1", host]).status == 404, "\(target)")
        }
        // DNS rebinding: a page of another site whose name resolves to 127.0.0.1.
        #expect(try Self.request(port, ["GET /api/items HTTP/1.1", "Host: evil.example:\(port)"]).status == 403)
        #expect(try Self.request(port, ["GET /api/items HTTP/1.1"]).status == 403)
        // A cross-site form post cannot set the header; a fetch from another origin says so.
        #expect(try Self.request(port, ["POST /accept/0 HTTP/1.1", host]).status == 403)
        #expect(try Self.request(port, ["POST /accept/0 HTTP/1.1", host, "X-WidgetShot-Review: 1", "Origin: http://evil.example"]).status == 403)
        // Paths are never taken from a request: an accept names a number, and only listed ones.
        #expect(try Self.request(port, ["POST /accept/..%2F..%2Fetc%2Fpasswd HTTP/1.1", host, "X-WidgetShot-Review: 1"]).status == 404)
        #expect(try Self.request(port, ["POST /accept/42 HTTP/1.1", host, "X-WidgetShot-Review: 1"]).status == 409)
        #expect(try Self.request(port, ["DELETE /accept/0 HTTP/1.1", host]).status == 405)
        #expect(try Self.request(port, ["GARBAGE"]).status == 400)
        #expect(try Self.request(port, ["GET / HTTP/1.1", "X-Big: " + String(repeating: "a", count: 70_000)]).status == 400)
        for name in ReviewFixture.names { #expect(try fixture.golden(name) == ReviewFixture.goldenPNG) }
    }
}
