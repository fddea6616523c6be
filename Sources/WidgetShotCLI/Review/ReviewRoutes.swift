import Foundation
import WidgetShotSnapshotCore

/// What `widgetshot review` answers, request by request.
///
/// - `GET /` the review page; `GET /api/items` the snapshots and their decisions;
///   `GET /image/<n>/<golden|actual|diff>` an image the report names (never a path from the request);
/// - `POST /accept/<n>`, `POST /reject/<n>`, `POST /accept-all?suite=S[&family=F]`.
///
/// Requests must name the server itself as `Host` (a page of another site that resolves its own name
/// to 127.0.0.1 cannot talk to it), and every `POST` must carry `X-WidgetShot-Review: 1`, which a
/// form or a simple cross-site request cannot set, and an `Origin`, when sent, of the server itself.
struct ReviewRoutes {
    let review: SnapshotReview
    let port: UInt16
    /// Called after each decision (the command prints it).
    var onDecision: (SnapshotReview.Item) -> Void = { _ in }

    typealias Request = LoopbackHTTPServer.Request
    typealias Response = LoopbackHTTPServer.Response

    private var origins: [String] { ["127.0.0.1:\(port)", "localhost:\(port)"] }

    func handle(_ request: Request) -> Response {
        guard let host = request.headers["host"], origins.contains(host) else {
            return .text(403, "forbidden: the Host must be this review server\n")
        }
        let parts = request.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        switch request.method {
        case "GET", "HEAD":
            if parts.isEmpty { return Response(status: 200, contentType: "text/html; charset=utf-8", body: Data(ReviewPage.html.utf8)) }
            if parts == ["api", "items"] { return .json(review.items) }
            if parts.count == 3, parts[0] == "image", let id = Int(parts[1]), let kind = SnapshotReview.ImageKind(rawValue: parts[2]),
               let url = review.image(id, kind), let data = FileManager.default.contents(atPath: url.path) {
                return Response(status: 200, contentType: "image/png", body: data)
            }
            return .text(404, "not found\n")
        case "POST":
            guard request.headers["x-widgetshot-review"] == "1" else { return .text(403, "forbidden: missing X-WidgetShot-Review\n") }
            if let origin = request.headers["origin"], !origins.map({ "http://" + $0 }).contains(origin) {
                return .text(403, "forbidden: cross-origin request\n")
            }
            do {
                switch (parts.first, parts.count) {
                case ("accept", 2):
                    guard let id = Int(parts[1]) else { break }
                    return decided([try review.accept(id)])
                case ("reject", 2):
                    guard let id = Int(parts[1]) else { break }
                    return decided([try review.reject(id)])
                case ("accept-all", 1):
                    guard let suite = request.query["suite"], !suite.isEmpty else { return .text(400, "accept-all needs ?suite=\n") }
                    return decided(try review.acceptAll(suite: suite, family: request.query["family"].flatMap { $0.isEmpty ? nil : $0 }))
                default: break
                }
                return .text(404, "not found\n")
            } catch {
                return Response(status: 409, contentType: "application/json", body: (try? JSONEncoder().encode(["error": "\(error)"])) ?? Data())
            }
        default:
            return .text(405, "method not allowed\n")
        }
    }

    private func decided(_ items: [SnapshotReview.Item]) -> Response {
        items.forEach(onDecision)
        return .json(items)
    }
}
