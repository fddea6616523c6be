import Foundation
import Testing
import WidgetShotUIKit

/// Sweep 11 (RitualistCore, shared by Ritualist's app and widget): its accessibility helpers and
/// Home Screen quick actions compile and behave as in a process with no assistive technology.
@Suite(.serialized) struct SweepElevenAccessibilityTests {
    @Test("UIAccessibility reports no assistive technology and keeps what is posted")
    func accessibilitySettingsAndPosts() {
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isSwitchControlRunning)
        #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isBoldTextEnabled && !UIAccessibility.isReduceTransparencyEnabled)
        let before = UIAccessibility.postedNotifications.count
        func announce(_ message: String, priority: UIAccessibility.Notification = .announcement) {
            UIAccessibility.post(notification: priority, argument: message)
        }
        announce("Habit logged")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        let posted = UIAccessibility.postedNotifications.dropFirst(before)
        #expect(posted.map(\.notification) == [.announcement, .layoutChanged])
        #expect(posted.first?.argument as? String == "Habit logged")
        #expect(UIAccessibility.Notification.announcement.rawValue == 1008 && UIAccessibility.Notification.screenChanged.rawValue == 1000)
    }

    @Test("UIApplication.shortcutItems keeps what the app set")
    func shortcutItems() {
        let add = UIApplicationShortcutItem(type: "com.example.add", localizedTitle: "Add habit")
        UIApplication.shared.shortcutItems = [add]
        #expect(UIApplication.shared.shortcutItems?.map(\.type) == ["com.example.add"])
        UIApplication.shared.shortcutItems = nil
        #expect(UIApplication.shared.shortcutItems == nil)
    }
}
