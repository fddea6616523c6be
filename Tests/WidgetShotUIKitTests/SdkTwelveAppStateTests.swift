import Foundation
import Testing
import WidgetShotUIKit

/// RitualistCore (shared by Ritualist's app and widget) logs the app's state in its notification
/// delegate and switches to accessible layouts from the app's preferred text size.
struct SdkTwelveAppStateTests {
    @Test("UIApplication.applicationState is .background: no scene is connected in a render")
    func applicationStateIsBackground() {
        let appState = UIApplication.shared.applicationState.rawValue
        #expect(appState == 2)
        #expect(UIApplication.shared.applicationState != .active)
        #expect(UIApplication.State(rawValue: 0) == .active && UIApplication.State(rawValue: 1) == .inactive)
    }

    @Test("UIApplication.preferredContentSizeCategory follows the traits being evaluated")
    func preferredContentSizeCategory() {
        var prefersAccessibilityLayout: Bool { UIApplication.shared.preferredContentSizeCategory >= .accessibilityMedium }
        var prefersLargerText: Bool { UIApplication.shared.preferredContentSizeCategory >= .extraExtraLarge }
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
        #expect(!prefersAccessibilityLayout && !prefersLargerText)
        UITraitCollection(preferredContentSizeCategory: .extraExtraLarge).performAsCurrent {
            #expect(prefersLargerText && !prefersAccessibilityLayout)
        }
        UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge).performAsCurrent {
            #expect(prefersLargerText && prefersAccessibilityLayout)
        }
    }
}
