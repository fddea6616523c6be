import Foundation
import Testing
import WidgetShot

/// What SwiftUI-Introspect (IceCubes' dependency) reads from UIKit: a controller's presentation
/// controller by style (sheet, popover, plain), sheet detents, and the search bar in a view tree.
@Suite struct UIKitTwelvePresentationTests {
    @Test @MainActor func presentationControllersFollowTheModalStyle() throws {
        let controller = UIViewController()
        let sheet = try #require(controller.sheetPresentationController)   // .automatic is a sheet
        #expect(controller.presentationController === sheet && controller.popoverPresentationController == nil)
        #expect(sheet.detents.map(\.identifier) == [.large])
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        #expect(controller.sheetPresentationController?.selectedDetentIdentifier == .medium)   // the same object
        #expect(UISheetPresentationController.Detent.Identifier.medium.rawValue == "com.apple.UIKit.medium")

        controller.modalPresentationStyle = .popover
        let popover = try #require(controller.popoverPresentationController)
        popover.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(controller.presentationController === popover && controller.sheetPresentationController == nil)
        #expect(controller.popoverPresentationController?.sourceRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(popover.presentedViewController === controller && popover.containerView == nil)

        controller.modalPresentationStyle = .fullScreen
        let plain = try #require(controller.presentationController)
        #expect(!(plain is UISheetPresentationController) && !(plain is UIPopoverPresentationController))
        #expect(plain.presentationStyle == .fullScreen && plain.presentedView == nil)   // the view is not loaded
        _ = controller.view
        #expect(controller.viewIfLoaded != nil && plain.presentedView === controller.view)
    }

    final class Searcher: UISearchBarDelegate {
        var searched: String?
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { searched = searchBar.text }
    }

    @Test @MainActor func searchBarsKeepTheirTextInTheirField() {
        let bar = UISearchBar()
        bar.placeholder = "Search posts"
        bar.text = "swift"
        #expect(bar.searchTextField.text == "swift" && bar.searchTextField.placeholder == "Search posts")
        bar.setShowsCancelButton(true, animated: true)
        #expect(bar.showsCancelButton && bar.searchBarStyle == .default)
        let searcher = Searcher()
        bar.delegate = searcher
        bar.delegate?.searchBarSearchButtonClicked(bar)
        #expect(searcher.searched == "swift" && bar.delegate?.searchBarShouldBeginEditing(bar) == true)
        let container = UIView()
        container.addSubview(bar)
        #expect(container.subviews.compactMap { $0 as? UISearchBar }.first === bar)
    }
}
