import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import WidgetShotFoundation

/// Harbour's shared `URLSessionConfiguration.app` allows Low Data Mode networks and keeps
/// background sessions quiet; the values are kept per configuration.
struct SdkTwelveURLSessionConfigurationTests {
    @Test func networkAccessFlagsAreKeptPerConfiguration() {
        let app = URLSessionConfiguration.default
        #expect(app.allowsConstrainedNetworkAccess && app.allowsExpensiveNetworkAccess && app.sessionSendsLaunchEvents)
        app.allowsConstrainedNetworkAccess = false
        app.allowsExpensiveNetworkAccess = false
        app.sessionSendsLaunchEvents = false
        app.shouldUseExtendedBackgroundIdleMode = true
        #expect(!app.allowsConstrainedNetworkAccess && !app.allowsExpensiveNetworkAccess && !app.sessionSendsLaunchEvents)
        let other = URLSessionConfiguration.ephemeral
        #expect(other.allowsConstrainedNetworkAccess && other.allowsExpensiveNetworkAccess)
    }
}
