import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// WidgetShot's device is offline, as an iPhone in Airplane Mode: no Wi-Fi, no cellular, only the
/// loopback interface. `URLSession` follows that model here; WidgetShotNetwork's `NWPathMonitor`
/// (unsatisfied), `SCNetworkReachability` (not reachable) and `NWConnection` (waiting with
/// `ENETDOWN`) follow the same one, so widget code that checks the path before connecting and
/// code that connects regardless see one consistent device.
///
/// A render never depends on outside servers: HTTP(S) and FTP loads of any host but
/// the device itself (`localhost`, `127.0.0.0/8`, `::1`) fail at once with
/// `URLError(.notConnectedToInternet)` (−1009, NSURLErrorNotConnectedToInternet: "an internet
/// connection has not been established and cannot be established automatically",
/// https://developer.apple.com/documentation/foundation/urlerror/code/notconnectedtointernet).
/// iOS fails the same way unless the configuration sets `waitsForConnectivity`, in which case it
/// would wait until `timeoutIntervalForResource` (seven days by default) — longer than any widget
/// refresh, so WidgetShot fails such tasks at once too.
///
/// `URLSession.shared` (and `dataTaskPublisher`, `data(from:)`…) uses the registered protocol;
/// sessions made with `URLSession(configuration:)` get it through the extension build, which
/// writes them as `URLSession(_widgetShotConfiguration:)`. Sessions that packages compiled as they
/// are (not through the extension build) create keep swift-corelibs-foundation's protocols.
public enum WidgetShotOfflineNetwork {
    /// Whether `host` is the device itself (loopback still works offline).
    public static func isLoopback(_ host: String?) -> Bool {
        guard var host = host?.lowercased() else { return false }
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        return host == "localhost" || host.hasSuffix(".localhost") || host == "::1" || host.hasPrefix("127.")
    }
}

#if canImport(FoundationNetworking)
extension WidgetShotOfflineNetwork {
    /// Registers the offline protocol with the shared URL loading system (once per process).
    public static let installed: Bool = URLProtocol.registerClass(OfflineURLProtocol.self)

    /// The error every load of an outside host fails with.
    public static func offlineError(for url: URL?) -> URLError {
        var info: [String: Any] = [NSLocalizedDescriptionKey: "The Internet connection appears to be offline."]
        if let url {
            info[NSURLErrorFailingURLErrorKey] = url
            info[NSURLErrorFailingURLStringErrorKey] = url.absoluteString
        }
        return URLError(.notConnectedToInternet, userInfo: info)
    }

    /// `configuration` with the offline protocol placed before swift-corelibs-foundation's own
    /// (after any protocol the app added, which keeps its precedence).
    static func offline(_ configuration: URLSessionConfiguration) -> URLSessionConfiguration {
        var classes = configuration.protocolClasses ?? []
        guard !classes.contains(where: { $0 == OfflineURLProtocol.self }) else { return configuration }
        let builtIn = classes.firstIndex { String(reflecting: $0).hasPrefix("FoundationNetworking.") } ?? classes.endIndex
        classes.insert(OfflineURLProtocol.self, at: builtIn)
        configuration.protocolClasses = classes
        return configuration
    }
}

/// Fails every network load of an outside host with `URLError(.notConnectedToInternet)`.
final class OfflineURLProtocol: URLProtocol {
    /// The schemes that need a network.
    static let networkSchemes: Set<String> = ["http", "https", "ftp"]

    override class func canInit(with request: URLRequest) -> Bool {
        guard let url = request.url, let scheme = url.scheme?.lowercased() else { return false }
        return networkSchemes.contains(scheme) && !WidgetShotOfflineNetwork.isLoopback(url.host)
    }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        client?.urlProtocol(self, didFailWithError: WidgetShotOfflineNetwork.offlineError(for: request.url))
    }
    override func stopLoading() {}
}

extension URLSession {
    /// `URLSession(configuration:delegate:delegateQueue:)` on WidgetShot's offline device: the
    /// extension build writes `URLSession(configuration:` as this, so the session's loads of
    /// outside hosts fail with `URLError(.notConnectedToInternet)` as `URLSession.shared`'s do.
    public convenience init(_widgetShotConfiguration configuration: URLSessionConfiguration,
                            delegate: (any URLSessionDelegate)? = nil, delegateQueue queue: OperationQueue? = nil) {
        let copy = configuration.copy() as? URLSessionConfiguration ?? configuration
        self.init(configuration: WidgetShotOfflineNetwork.offline(copy), delegate: delegate, delegateQueue: queue)
    }
}
#endif
