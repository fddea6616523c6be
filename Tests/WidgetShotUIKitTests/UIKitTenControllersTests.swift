import Foundation
import Testing
import WidgetShot

/// uikit-10 (issue 20): the UIKit controllers and controls SwiftUI-Introspect 0.x names (Life-USTC's
/// widget), EventKit's structured locations, and what Simplenote's shared code calls
/// (`UndoManager`, `NSSortDescriptor(keyPath:)` on an `NSNumber?`, `UIImage.imageAsset`).
@Suite struct UIKitTenControllersTests {
    @Test("tab bar and split view controllers hold their children; children find them as ancestors")
    func containerControllers() {
        let first = UIViewController(), second = UIViewController()
        second.title = "Exams"
        let tabs = UITabBarController()
        let navigation = UINavigationController(rootViewController: first)
        tabs.viewControllers = [navigation, second]
        #expect(tabs.children.count == 2 && tabs.selectedViewController === navigation)
        tabs.selectedViewController = second
        #expect(tabs.selectedIndex == 1 && tabs.tabBar.selectedItem?.title == "Exams")
        #expect(first.tabBarController === tabs)
        #expect(second.splitViewController == nil)

        let split = UISplitViewController(style: .doubleColumn)
        let sidebar = UIViewController(), detail = UIViewController()
        split.setViewController(sidebar, for: .primary)
        split.setViewController(detail, for: .secondary)
        #expect(split.viewControllers.count == 2 && split.viewController(for: .secondary) === detail)
        #expect(detail.splitViewController === split)
        split.viewControllers = [detail]
        #expect(sidebar.parent == nil && split.viewController(for: .primary) === detail)
    }

    @Test("stepper, date picker and colour well keep their values within their ranges")
    func controls() {
        let stepper = UIStepper()
        #expect(stepper.maximumValue == 100 && stepper.stepValue == 1)
        stepper.value = 150
        #expect(stepper.value == 100)
        let picker = UIDatePicker()
        let floor = Date(timeIntervalSince1970: 1_700_000_000)
        picker.minimumDate = floor
        picker.date = Date(timeIntervalSince1970: 0)
        #expect(picker.date == floor)
        #expect(picker.datePickerMode == .dateAndTime && picker.datePickerStyle == .compact)
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 15
        #expect(picker.minuteInterval == 15)
        let well = UIColorWell()
        well.selectedColor = .red
        #expect(well.selectedColor == .red && well.supportsAlpha)
        let label = UILabel()
        label.accessibilityLabel = "Next exam"
        #expect(label.accessibilityLabel == "Next exam")
    }

    @Test("an event's structured location sets its location; calendar writes are refused without access")
    func eventKit() {
        let store = EKEventStore()
        let event = EKEvent(eventStore: store)
        let place = EKStructuredLocation(title: "East Campus 3A")
        place.geoLocation = CLLocation(latitude: 31.84, longitude: 117.26)
        event.structuredLocation = place
        #expect(event.location == "East Campus 3A" && event.structuredLocation?.geoLocation?.coordinate.latitude == 31.84)
        let calendar = EKCalendar(for: .event, eventStore: store)
        #expect(throws: (any Error).self) { try store.removeCalendar(calendar, commit: true) }
        #expect(throws: (any Error).self) { try store.saveCalendar(calendar, commit: true) }
    }

    final class Counter { var value = 0 }

    @Test("an undo manager undoes and redoes closure registrations, grouped")
    func undoManager() {
        let undo = UndoManager()
        let counter = Counter()
        func set(_ value: Int) {
            let old = counter.value
            counter.value = value
            undo.registerUndo(withTarget: counter) { _ in set(old) }
        }
        set(1)
        undo.beginUndoGrouping()
        set(2)
        set(3)
        undo.endUndoGrouping()
        undo.setActionName("Bump")
        #expect(undo.canUndo && undo.undoActionName == "Bump")
        undo.undo()
        #expect(counter.value == 1 && undo.canRedo)
        undo.redo()
        #expect(counter.value == 3)
        undo.undo()
        undo.undo()
        #expect(counter.value == 0 && !undo.canUndo)
        #expect(NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType).undoManager == nil)
    }

    final class Pinned: NSObject {
        let pinned: NSNumber?
        init(_ pinned: NSNumber?) { self.pinned = pinned }
    }

    @Test("NSSortDescriptor(keyPath:) sorts optional numbers, nil first")
    func sortDescriptorOnOptionalNumber() {
        let descending = NSSortDescriptor(keyPath: \Pinned.pinned, ascending: false)
        let items = [Pinned(0), Pinned(nil), Pinned(1)]
        let sorted = items.sorted { descending.compare($0, to: $1) == .orderedAscending }
        #expect(sorted.map(\.pinned) == [1, 0, nil])
    }

    @Test("an image's asset gives back the variant registered for dark appearance")
    func imageAsset() throws {
        let light = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in }
        let dark = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        let asset = try #require(light.imageAsset)
        asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(light.imageAsset === asset)
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)) === dark)
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .light)) === light)
    }
}

/// uikit-10: `UIPickerView` (LoopKitUI's 39 picker errors).
@Suite struct UIKitTenPickerViewTests {
    final class Source: UIPickerViewDataSource, UIPickerViewDelegate {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? 24 : 0 }
        func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }
    }

    @Test("a picker asks its data source for rows and keeps selections within them")
    func pickerView() {
        let source = Source()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 216))
        picker.dataSource = source
        picker.delegate = source
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 0) == 24)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 1) == -1)
        picker.selectRow(30, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 23)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 150, height: 40))
    }
}
