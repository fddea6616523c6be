import Foundation
import Testing
import WidgetShot

/// Harbour (Portainer client, 2026) still imports NotificationCenter, the Today-widget framework,
/// in preferences code its widget compiles; apps of that era also kept a Today view controller.
struct SdkTwelveNotificationCenterTests {
    final class TodayViewController: NSObject, NCWidgetProviding {
        var mode = NCWidgetDisplayMode.compact
        func widgetPerformUpdate(completionHandler: @escaping (NCUpdateResult) -> Void) { completionHandler(.newData) }
    }

    @Test("a Today widget compiles; the controller records whether a widget has content")
    func todayWidget() {
        let controller = NCWidgetController.widgetController()
        #expect(controller.hasContent(forWidgetWithBundleIdentifier: "app.harbour.today"))
        controller.setHasContent(false, forWidgetWithBundleIdentifier: "app.harbour.today")
        #expect(!NCWidgetController.widgetController().hasContent(forWidgetWithBundleIdentifier: "app.harbour.today"))
        var results: [NCUpdateResult] = []
        let today = TodayViewController()
        today.widgetPerformUpdate { results.append($0) }
        today.widgetActiveDisplayModeDidChange(.expanded, withMaximumSize: CGSize(width: 359, height: 616))
        #expect(results == [.newData] && NCUpdateResult.failed.rawValue == 2 && NCWidgetDisplayMode.expanded.rawValue == 1)
    }
}
