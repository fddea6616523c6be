import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// iOS 15's async `URLSession` methods without a delegate
// (https://developer.apple.com/documentation/foundation/urlsession/data(from:)). Apple declares
// `data(from:)` and `data(from:delegate:)` separately; swift-corelibs-foundation has only the
// second, with a defaulted delegate, which a call matches but a protocol requirement does not
// (RevenueCat: `protocol FontDownloadSession { func data(from url: URL) async throws -> (Data, URLResponse) }`
// with `extension URLSession: FontDownloadSession {}`).

extension URLSession {
    /// Loads the contents of `url` — `data(from:delegate:)` without a task delegate.
    public func data(from url: URL) async throws -> (Data, URLResponse) {
        try await data(from: url, delegate: nil)
    }

    /// Loads `request` — `data(for:delegate:)` without a task delegate.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request, delegate: nil)
    }
}
