import Foundation
import Testing
import WidgetShot
@testable import WidgetShotUIKit

/// UIKit app API a widget target compiles with the app's view controllers (issue 20, sweep 7:
/// COVID-TODAY): alerts, haptics, storyboard segues, popovers, colour literals typed `CGColor`,
/// view transforms and coordinate conversion. Nothing is presented or felt; state is kept.
@Suite struct SDKEightAppControllerTests {
    @Test func alertsKeepTheirActionsAndTextFields() {
        var tapped: [String] = []
        let alert = UIAlertController(title: "Error", message: "Only one attempt possible", preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default) { tapped.append($0.title ?? "") }
        alert.addAction(ok)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.addTextField { $0.placeholder = "Name" }
        alert.preferredAction = ok
        #expect(alert.title == "Error" && alert.message == "Only one attempt possible" && alert.preferredStyle == .alert)
        #expect(alert.actions.map(\.title) == ["OK", "Cancel"] && alert.actions.map(\.style) == [.default, .cancel])
        #expect(alert.textFields?.count == 1 && alert.textFields?.first?.placeholder == "Name")
        #expect(alert.textFields?.first?.text == "")   // UIKit's empty field reads "", not nil
        #expect(alert.preferredAction === ok && alert.popoverPresentationController == nil)
        // Presenting shows nothing and taps nothing; the completion runs.
        var completed = false
        UIViewController().present(alert, animated: true) { completed = true }
        #expect(completed && tapped.isEmpty)
        // A copied action keeps its title, style and state.
        ok.isEnabled = false
        let copy = ok.copy() as! UIAlertAction
        #expect(copy !== ok && copy.title == "OK" && copy.style == .default && !copy.isEnabled)
        #expect(UIAlertController(title: nil, message: nil, preferredStyle: .alert).textFields == nil)
    }

    @Test func actionSheetsHaveAPopoverAnchor() throws {
        let sheet = UIAlertController(title: nil, message: "Source", preferredStyle: .actionSheet)
        let anchor = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let popover = try #require(sheet.popoverPresentationController)
        popover.sourceView = anchor
        popover.sourceRect = CGRect(x: 5, y: 5, width: 0, height: 0)
        #expect(sheet.popoverPresentationController === popover && popover.sourceView === anchor)
        #expect(popover.permittedArrowDirections == .any && popover.arrowDirection == .unknown && popover.presentedViewController === sheet)
    }

    @Test func hapticsAreAcceptedAndFeltNowhere() {
        let notification = UINotificationFeedbackGenerator()
        notification.prepare()
        notification.notificationOccurred(.warning)
        #expect(notification.preparationCount == 1 && notification.lastNotification == .warning)
        #expect(UIImpactFeedbackGenerator().style == .medium)   // UIKit's init() is a medium impact
        let impact = UIImpactFeedbackGenerator(style: .rigid)
        impact.impactOccurred(intensity: 1.7)
        #expect(impact.lastIntensity == 1)   // clamped to 0…1
        impact.impactOccurred(intensity: 0.25)
        #expect(impact.lastIntensity == 0.25 && impact.style == .rigid)
        let selection = UISelectionFeedbackGenerator(view: UIView())
        selection.selectionChanged()
        selection.selectionChanged(at: .zero)
        #expect(selection.selectionChangeCount == 2)
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.soft.rawValue == 3 && UINotificationFeedbackGenerator.FeedbackType.error.rawValue == 2)
    }

    @Test func seguesRunTheirHandlerAndControllersHaveNoStoryboard() {
        final class Source: UIViewController {
            var prepared: String?
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) { prepared = segue.identifier }
            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { identifier != "Locked" }
        }
        let source = Source(), destination = UIViewController()
        var performed = false
        let segue = UIStoryboardSegue(identifier: "Details", source: source, destination: destination) { performed = true }
        source.prepare(for: segue, sender: nil)
        segue.perform()
        #expect(source.prepared == "Details" && performed && segue.destination === destination)
        #expect(!source.shouldPerformSegue(withIdentifier: "Locked", sender: nil))
        #expect(UIViewController().shouldPerformSegue(withIdentifier: "Any", sender: nil))
        #expect(source.storyboard == nil)   // not made from a storyboard
        // A plain segue's perform does nothing (subclasses override it).
        UIStoryboardSegue(identifier: nil, source: source, destination: destination).perform()
    }

    @Test func colourLiteralsTypeAsCGColorWhereOneIsExpected() throws {
        let layer = CALayer()
        layer.borderColor = #colorLiteral(red: 0.2549019754, green: 0.2745098174, blue: 0.3019607961, alpha: 1)
        let components = try #require(layer.borderColor?.components)
        #expect(abs(components[0] - 0.2549019754) < 1e-6 && abs(components[2] - 0.3019607961) < 1e-6 && components[3] == 1)
        // Swift's own overlay test: a grey literal has the components it was written with.
        let grey: CGColor = #colorLiteral(red: 0.5, green: 0.5, blue: 0.5, alpha: 1.0)
        #expect(grey.components == [0.5, 0.5, 0.5, 1.0])
        // Where no type is named the literal is still a UIColor.
        let untyped = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(type(of: untyped) == UIColor.self)
    }

    @Test func aViewsTransformIsItsLayersAndStylesAreKept() {
        let button = UIButton(type: .system)
        #expect(button.transform == .identity)
        UIView.animate(withDuration: 0.6) { button.transform = CGAffineTransform(scaleX: 0.6, y: 0.6) }
        #expect(button.transform.a == 0.6 && button.layer.affineTransform().d == 0.6)
        button.overrideUserInterfaceStyle = .light
        let controller = UIViewController()
        controller.overrideUserInterfaceStyle = .dark
        #expect(button.overrideUserInterfaceStyle == .light && controller.overrideUserInterfaceStyle == .dark && UIView().overrideUserInterfaceStyle == .unspecified)
        let label = UILabel()
        #expect(label.textAlignment == .natural && NSTextAlignment.center.rawValue == 1 && NSTextAlignment.right.rawValue == 2)
    }

    @Test func pointsConvertBetweenViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 100))
        let badge = UIView(frame: CGRect(x: 10, y: 5, width: 20, height: 20))
        root.addSubview(card)
        card.addSubview(badge)
        #expect(badge.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 31, y: 47))
        #expect(root.convert(CGPoint(x: 31, y: 47), to: badge) == CGPoint(x: 1, y: 2))
        #expect(badge.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 31, y: 47))
        #expect(card.convert(CGRect(x: 0, y: 0, width: 5, height: 5), from: badge) == CGRect(x: 10, y: 5, width: 5, height: 5))
        // A scrolled bounds origin moves the content.
        card.bounds.origin = CGPoint(x: 0, y: 30)
        #expect(badge.convert(CGPoint.zero, to: root) == CGPoint(x: 30, y: 15))
    }
}
