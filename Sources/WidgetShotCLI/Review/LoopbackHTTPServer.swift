import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1 for `widgetshot review`: one request per connection,
/// handled in turn on the calling thread.
///
/// Bounded in every way a hostile or broken client could push: request heads are at most 64 KiB,
/// bodies at most 64 KiB, each connection has 5 s to send its request, and only loopback is bound.
final class LoopbackHTTPServer {
    /// A parsed request.
    struct Request {
        var method: String
        /// The path, without the query.
        var path: String
        var query: [String: String]
        /// Header names lower-cased.
        var headers: [String: String]
    }

    /// A response.
    struct Response {
        var status: Int
        var contentType: String
        var body: Data

        static func text(_ status: Int, _ text: String) -> Response {
            Response(status: status, contentType: "text/plain; charset=utf-8", body: Data(text.utf8))
        }
        static func json<T: Encodable>(_ value: T) -> Response {
            Response(status: 200, contentType: "application/json", body: (try? JSONEncoder().encode(value)) ?? Data("null".utf8))
        }
    }

    /// The bound port.
    let port: UInt16
    private let socketFD: Int32
    private static let maxHead = 65_536, maxBody = 65_536

    /// Binds 127.0.0.1:`port` (0: a free port).
    init(port: UInt16 = 0) throws {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw ReviewServerError.socket("socket(): \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw ReviewServerError.socket("cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        socketFD = fd
        self.port = UInt16(bigEndian: address.sin_port)
    }

    deinit { close(socketFD) }

    /// Serves requests until `shouldStop` says so (checked at least every 200 ms).
    func serve(shouldStop: () -> Bool, handle: (Request) -> Response) {
        while !shouldStop() {
            var poller = pollfd(fd: socketFD, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 200) > 0 else { continue }
            let client = accept(socketFD, nil, nil)
            guard client >= 0 else { continue }
            var timeout = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            let response: Response
            switch Self.read(client) {
            case .success(let request): response = handle(request)
            case .failure(let error): response = .text(400, error.description + "\n")
            }
            Self.write(response, to: client)
            Self.lingeringClose(client)
        }
    }

    /// Closes after the client has had the response: closing with unread request bytes would send
    /// a reset that can discard the response on the client's side, so up to 1 MiB more is read
    /// (1 s at most) first.
    private static func lingeringClose(_ client: Int32) {
        shutdown(client, Int32(SHUT_WR))
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var chunk = [UInt8](repeating: 0, count: 16_384), drained = 0
        while drained < 1 << 20 {
            let n = recv(client, &chunk, chunk.count, 0)
            guard n > 0 else { break }
            drained += n
        }
        close(client)
    }

    private static func read(_ client: Int32) -> Result<Request, ReviewServerError> {
        var buffer = [UInt8](), chunk = [UInt8](repeating: 0, count: 4096)
        var headEnd: Int?
        while headEnd == nil {
            let n = recv(client, &chunk, chunk.count, 0)
            guard n > 0 else { return .failure(.badRequest("the request ended early")) }
            buffer += chunk[0..<n]
            headEnd = find([13, 10, 13, 10], in: buffer)
            if headEnd == nil && buffer.count > maxHead { return .failure(.badRequest("the request head is over 64 KiB")) }
        }
        guard let head = String(bytes: buffer[0..<headEnd!], encoding: .utf8) else { return .failure(.badRequest("the request head is not UTF-8")) }
        var lines = head.components(separatedBy: "\r\n")
        let parts = lines.removeFirst().split(separator: " ")
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else { return .failure(.badRequest("not an HTTP/1.x request line")) }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        // Bodies are not used by any route; read what was declared (bounded) so the client sees a reply.
        var remaining = min(Int(headers["content-length"] ?? "0") ?? 0, maxBody) - (buffer.count - headEnd! - 4)
        while remaining > 0 {
            let n = recv(client, &chunk, min(chunk.count, remaining), 0)
            guard n > 0 else { break }
            remaining -= n
        }
        let target = String(parts[1])
        let pathPart = target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? target
        var query: [String: String] = [:]
        if let q = target.split(separator: "?", maxSplits: 1).dropFirst().first {
            for pair in q.split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEncoding ?? String($0) }
                query[kv[0]] = kv.count > 1 ? kv[1] : ""
            }
        }
        guard let path = pathPart.removingPercentEncoding else { return .failure(.badRequest("bad percent-encoding")) }
        return .success(Request(method: String(parts[0]), path: path, query: query, headers: headers))
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for i in 0...(haystack.count - needle.count) where haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
        return nil
    }

    private static func write(_ response: Response, to client: Int32) {
        let reason = [200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed", 409: "Conflict"][response.status] ?? "Error"
        let head = "HTTP/1.1 \(response.status) \(reason)\r\nContent-Type: \(response.contentType)\r\nContent-Length: \(response.body.count)\r\n"
            + "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
        var data = Data(head.utf8)
        data.append(response.body)
        data.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let n = send(client, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
                guard n > 0 else { return }
                sent += n
            }
        }
    }
}

/// Why the review server failed.
enum ReviewServerError: Error, CustomStringConvertible {
    case socket(String)
    case badRequest(String)

    var description: String {
        switch self {
        case .socket(let reason): return reason
        case .badRequest(let reason): return "bad request: \(reason)"
        }
    }
}
