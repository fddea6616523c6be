import Foundation
import Testing
import WidgetShotFoundation

/// Issue 20 (sweep): Foundation's key-value observing and `Selector`, which swift-corelibs lacks
/// (sindresorhus/Defaults, JosephDuffy/Persist, LockInNote).
struct KeyValueObservingTests {
    final class Model: NSObject {
        var title = "Groceries"
    }

    final class Observer: NSObject {}

    @Test func optionsAndKeysHaveApplesValues() {
        #expect(NSKeyValueObservingOptions([.new, .old, .initial, .prior]).rawValue == 0x0F)
        #expect(NSKeyValueChange.setting.rawValue == 1 && NSKeyValueChange.replacement.rawValue == 4)
        #expect(NSKeyValueChangeKey.newKey.rawValue == "new")
        #expect(NSKeyValueChangeKey.notificationIsPriorKey.rawValue == "notificationIsPrior")
    }

    @Test func blockObservationDeliversTheInitialValueOnlyWithInitial() {
        let model = Model()
        var changes: [NSKeyValueObservedChange<String>] = []
        let first = model.observe(\.title, options: [.initial, .new, .old]) { _, change in changes.append(change) }
        #expect(changes.count == 1)
        #expect(changes.first?.kind == .setting)
        #expect(changes.first?.newValue == "Groceries")
        #expect(changes.first?.oldValue == nil)   // iOS sends no old value in the initial notification
        #expect(changes.first?.isPrior == false)
        let second = model.observe(\.title, options: [.initial]) { _, change in changes.append(change) }
        #expect(changes.count == 2 && changes[1].newValue == nil)   // without .new, no value
        let third = model.observe(\.title, options: [.new]) { _, change in changes.append(change) }
        #expect(changes.count == 2)   // without .initial, nothing until a change
        first.invalidate()
        #expect(first._isInvalidated && !second._isInvalidated)
        _ = third
    }

    @Test func registrationsAreRecordedAndRemoved() {
        let defaults = UserDefaults(suiteName: "kvo-\(UUID().uuidString)")!
        let observer = Observer()
        defaults.addObserver(observer, forKeyPath: "streak", options: [.initial, .new], context: nil)
        defaults.addObserver(observer, forKeyPath: "goal", options: .new, context: nil)
        #expect(defaults._widgetShotObservationCount == 2)
        defaults.removeObserver(observer, forKeyPath: "streak", context: nil)
        #expect(defaults._widgetShotObservationCount == 1)
        defaults.removeObserver(observer, forKeyPath: "goal")
        #expect(defaults._widgetShotObservationCount == 0)
    }

    @Test func selectorsAreNamesAndNotificationRegistrationsAreRecorded() {
        let selector = Selector("reload:")
        #expect(selector == "reload:")
        #expect(NSStringFromSelector(selector) == "reload:" && NSSelectorFromString("x") == Selector("x"))
        let observer = Observer()
        let center = NotificationCenter()
        center.addObserver(observer, selector: selector, name: UserDefaults.didChangeNotification, object: nil)
        #expect(center._widgetShotSelectors(of: observer) == [selector])
    }
}
