import Foundation

// WidgetShotWeb stands in for WebKit, SafariServices, LinkPresentation and
// AuthenticationServices: what widget-shared code calls compiles, and behaves as in an extension
// that cannot show web content or sign anybody in.

/// LinkPresentation's errors — `LPError` (domain `LPErrorDomain`, Apple's codes).
public struct LPError: Error, CustomStringConvertible, Sendable {
    /// The codes.
    public enum Code: Int, Sendable { case unknown = 1, metadataFetchFailed, metadataFetchCancelled, metadataFetchTimedOut, metadataFetchNotAllowed }
    /// The code.
    public let code: Code
    /// An error.
    public init(_ code: Code) { self.code = code }
    /// The domain.
    public static let errorDomain = "LPErrorDomain"
    public var description: String { "LPErrorDomain error \(code.rawValue) (\(code))" }
}

/// A link's metadata — LinkPresentation's `LPLinkMetadata`.
open class LPLinkMetadata: NSObject, @unchecked Sendable {
    /// The URL asked for.
    open var originalURL: URL?
    /// The URL after redirects.
    open var url: URL?
    /// The page title.
    open var title: String?
}

/// Fetches a link's metadata — LinkPresentation's `LPMetadataProvider`. WidgetShot does not load
/// web pages while drawing: fetching fails with `LPError.metadataFetchFailed`, so a widget shows
/// its fallback (the URL), as when a page cannot be loaded.
open class LPMetadataProvider: NSObject, @unchecked Sendable {
    /// Seconds before a fetch times out.
    open var timeout: TimeInterval = 30
    /// Whether subresources are fetched.
    open var shouldFetchSubresources = true
    public override init() { super.init() }
    /// Fetches: the handler gets `LPError.metadataFetchFailed`.
    open func startFetchingMetadata(for url: URL, completionHandler: @escaping (LPLinkMetadata?, Error?) -> Void) {
        completionHandler(nil, LPError(.metadataFetchFailed))
    }
    /// Fetches: throws `LPError.metadataFetchFailed`.
    open func startFetchingMetadata(for url: URL) async throws -> LPLinkMetadata { throw LPError(.metadataFetchFailed) }
    /// Cancels (nothing is running).
    open func cancel() {}
}
