import Foundation
import Testing
import WidgetShot

/// Issue 20 (sweep): UIKit's app-lifecycle types compile into widget builds (45BitStudios/Ikigai's
/// app delegate, Defaults' iCloud sync); WidgetShot never drives them.
@MainActor struct AppLifecycleTests {
    final class AppDelegate: NSObject, UIApplicationDelegate {
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        }
    }

    @Test func delegateDefaultsAndBackgroundTasksBehaveAsUIKit() {
        let delegate = AppDelegate()
        #expect(delegate.application(.shared, didFinishLaunchingWithOptions: nil))   // UIKit's default
        #expect(!delegate.application(.shared, open: URL(string: "app://x")!, options: [:]))
        let session = UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        let configuration = delegate.application(.shared, configurationForConnecting: session, options: UIScene.ConnectionOptions())
        #expect(configuration.name == "Default Configuration" && configuration.role == .windowApplication)
        let first = UIApplication.shared.beginBackgroundTask(expirationHandler: nil)
        let second = UIApplication.shared.beginBackgroundTask(withName: "sync") {}
        #expect(first != .invalid && second != .invalid && first != second)
        UIApplication.shared.endBackgroundTask(first)
        #expect(UIApplication.LaunchOptionsKey.url.rawValue == "UIApplicationLaunchOptionsURLKey")
        #expect(UIScene.willEnterForegroundNotification.rawValue == "UISceneWillEnterForegroundNotification")
    }
}
