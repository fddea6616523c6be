import Foundation
import Testing
import WidgetShotWatchKit

/// Defaults (sindresorhus), linked by Luka's watch widget, re-syncs iCloud values when the watch
/// app enters the foreground: it observes `WKExtension.applicationWillEnterForegroundNotification`.
struct SdkTwelveWatchLifecycleTests {
    @Test func lifecycleNotificationNamesAreWatchKits() {
        #expect(WKExtension.applicationWillEnterForegroundNotification.rawValue == "WKApplicationWillEnterForegroundNotification")
        #expect(WKExtension.applicationDidBecomeActiveNotification == WKApplication.didBecomeActiveNotification)
        #expect(WKApplication.willResignActiveNotification != WKApplication.didEnterBackgroundNotification)
        var received = 0
        let token = NotificationCenter.default.addObserver(forName: WKExtension.applicationWillEnterForegroundNotification, object: nil, queue: nil) { _ in
            received += 1
        }
        NotificationCenter.default.post(name: WKApplication.willEnterForegroundNotification, object: nil)
        NotificationCenter.default.removeObserver(token)
        #expect(received == 1)
    }
}
