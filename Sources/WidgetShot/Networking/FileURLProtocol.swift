import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking

/// Lets `URLSession` load `file://` URLs on Linux, as it does on iOS.
///
/// swift-corelibs-foundation's `URLSession` rejects file URLs ("unsupported URL", code -1002);
/// widget code reads app-group files with `URLSession.shared.data(from:)` or `dataTaskPublisher`.
/// `WidgetRenderer` registers this protocol once, so providers it runs load files as on a device.
final class FileURLProtocol: URLProtocol {
    /// Registers the protocol with the shared URL loading system (once per process).
    static let installed: Bool = URLProtocol.registerClass(FileURLProtocol.self)

    override class func canInit(with request: URLRequest) -> Bool { request.url?.isFileURL == true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url else { return }
        do {
            let data = try Data(contentsOf: url)
            let response = URLResponse(url: url, mimeType: nil, expectedContentLength: data.count, textEncodingName: nil)
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: data)
            client?.urlProtocolDidFinishLoading(self)
        } catch {
            client?.urlProtocol(self, didFailWithError: URLError(.fileDoesNotExist, userInfo: [NSURLErrorFailingURLErrorKey: url]))
        }
    }

    override func stopLoading() {}
}
#endif
