#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking

extension URLSessionConfiguration {
    /// `background(withIdentifier:)` (iOS 8): a configuration for transfers the system carries on
    /// while the app is suspended, its `identifier` set — swift-corelibs-foundation marks it
    /// unavailable, and this available one is chosen over it (Lovely-Development-Team/St-Jude-Widget-App's
    /// `ApiClient.backgroundURLSession`). A render has no transfer daemon and no network: the
    /// session it configures runs its tasks as a default one does (they fail offline).
    public class func background(withIdentifier identifier: String) -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.default
        configuration.identifier = identifier
        return configuration
    }
}
#endif
