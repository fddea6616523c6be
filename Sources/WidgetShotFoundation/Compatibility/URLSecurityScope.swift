import Foundation

extension URL {
    /// Asks for access to a security-scoped URL (one from a document picker or a
    /// security-scoped bookmark). A widget has been handed none, so no URL here is security
    /// scoped and, as on iOS for such a URL, the request fails: `false`. Plain files of the
    /// sandbox and the app group stay readable without it.
    public func startAccessingSecurityScopedResource() -> Bool { false }
    /// Gives up access granted by ``startAccessingSecurityScopedResource()`` (none here).
    public func stopAccessingSecurityScopedResource() {}
}
