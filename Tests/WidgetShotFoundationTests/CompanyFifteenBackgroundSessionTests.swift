import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import WidgetShotFoundation

/// `URLSessionConfiguration.background(withIdentifier:)`, which corelibs marks unavailable
/// (St-Jude-Widget-App's `ApiClient` builds its background session with it).
struct CompanyFifteenBackgroundSessionTests {
    @Test func aBackgroundConfigurationKeepsItsIdentifier() {
        let configuration = URLSessionConfiguration.background(withIdentifier: "com.example.widget.background")
        configuration.sessionSendsLaunchEvents = true
        #expect(configuration.identifier == "com.example.widget.background")
        #expect(URLSessionConfiguration.default.identifier == nil)
        // A session can be made with it.
        let session = URLSession(configuration: configuration)
        #expect(session.configuration.identifier == "com.example.widget.background")
        session.invalidateAndCancel()
    }
}
