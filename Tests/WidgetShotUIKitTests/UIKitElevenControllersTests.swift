import Foundation
import Testing
import WidgetShot

/// uikit-11 (issue 20): LoopKitUI's controllers — a collection view controller with headers,
/// table editing and delegate methods it overrides, navigation pops, keyboard notifications,
/// segmented title attributes — and blended path fills (its chart fill layer).
@Suite struct UIKitElevenControllersTests {
    final class Presets: UICollectionViewController, UICollectionViewDelegateFlowLayout, @unchecked Sendable {
        override func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section + 1 }
        override func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { indexPath.section > 0 }
    }

    @Test("a collection view controller's view asks the controller for sections and items")
    func collectionViewController() {
        let layout = UICollectionViewFlowLayout()
        let controller = Presets(collectionViewLayout: layout)
        #expect(controller.collectionViewLayout === layout && controller.collectionView.collectionViewLayout === layout)
        #expect(controller.collectionView.numberOfSections == 3 && controller.collectionView.numberOfItems(inSection: 2) == 3)
        #expect(!controller.collectionView(controller.collectionView, shouldHighlightItemAt: IndexPath(item: 0, section: 0)))
    }

    @Test("setting isEditing edits the table; navigation pops to a controller in the stack")
    func editingAndNavigation() {
        let table = UITableViewController(style: .grouped)
        table.isEditing = true
        #expect(table.tableView.isEditing && table.editButtonItem.title == "Done")
        #expect(table.tableView(table.tableView, shouldHighlightRowAt: IndexPath(row: 0, section: 0)))
        let root = UIViewController(), middle = UIViewController(), top = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(middle, animated: false)
        navigation.pushViewController(top, animated: false)
        #expect(navigation.popToViewController(middle, animated: true)?.count == 1 && navigation.topViewController === middle)
        #expect(navigation.popToViewController(top, animated: true) == nil)
    }

    @Test("keyboard notifications have UIKit's names; segmented controls keep title attributes per state")
    func keyboardAndSegments() {
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        let segments = UISegmentedControl()
        segments.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15, weight: .semibold)], for: .normal)
        #expect(segments.titleTextAttributes(for: .normal)?[.font] is UIFont && segments.titleTextAttributes(for: .selected) == nil)
        let view = UIView()
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        #expect(view.autoresizingMask.rawValue == 18)
    }

    @Test("a path filled with a blend mode and alpha covers its area at that alpha")
    func blendedFill() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.black.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 10)).fill(with: .normal, alpha: 0.5)
        }
        let bitmap = try #require(image.cgImage).bitmap
        let inside = Int(bitmap.pixel(x: 2, y: 5).r), outside = Int(bitmap.pixel(x: 8, y: 5).r)
        #expect((110...145).contains(inside) && outside > 250)
    }
}
