import Foundation
import WidgetShotUI

/// An item a preview controller shows — QuickLook's `QLPreviewItem`.
public protocol QLPreviewItem: AnyObject {
    /// The item's file.
    var previewItemURL: URL? { get }
    /// The title shown (the file name when `nil`).
    var previewItemTitle: String? { get }
}

extension QLPreviewItem {
    /// The file name is the title.
    public var previewItemTitle: String? { nil }
}

extension NSURL: QLPreviewItem {
    /// The URL itself, as on iOS.
    public var previewItemURL: URL? { self as URL }
}

/// Supplies a preview controller's items — QuickLook's `QLPreviewControllerDataSource`.
public protocol QLPreviewControllerDataSource: AnyObject {
    /// How many items there are.
    func numberOfPreviewItems(in controller: QLPreviewController) -> Int
    /// The item at an index.
    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> QLPreviewItem
}

/// A preview controller's delegate — QuickLook's `QLPreviewControllerDelegate` (nothing is called:
/// no preview is shown).
public protocol QLPreviewControllerDelegate: AnyObject {}

/// A full-screen file preview — QuickLook's `QLPreviewController`. A widget cannot present view
/// controllers; this keeps its data source and index so shared code compiles, and nothing is shown
/// (on iOS it is a `UIViewController`; WidgetShot has none, so it is an `NSObject`, as
/// `SFSafariViewController` is).
open class QLPreviewController: NSObject, @unchecked Sendable {
    /// The data source.
    open weak var dataSource: QLPreviewControllerDataSource?
    /// The delegate.
    open weak var delegate: QLPreviewControllerDelegate?
    /// The index of the item shown.
    open var currentPreviewItemIndex = 0
    /// The item shown, from the data source.
    open var currentPreviewItem: QLPreviewItem? {
        guard let source = dataSource, currentPreviewItemIndex >= 0, currentPreviewItemIndex < source.numberOfPreviewItems(in: self) else { return nil }
        return source.previewController(self, previewItemAt: currentPreviewItemIndex)
    }
    public override init() { super.init() }
    /// Whether QuickLook can preview an item: a file URL that exists (QuickLook previews local files).
    open class func canPreview(_ item: QLPreviewItem) -> Bool {
        guard let url = item.previewItemURL, url.isFileURL else { return false }
        return FileManager.default.fileExists(atPath: url.path)
    }
    /// Reloads the items (nothing is shown).
    open func reloadData() {}
    /// Refreshes the item shown (nothing is shown).
    open func refreshCurrentPreviewItem() {}
    /// Dismisses the controller (it was never presented); calls `completion`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { completion?() }
}

extension View {
    /// Presents a Quick Look preview of the URL a binding holds (SwiftUI with QuickLook, iOS 14):
    /// nothing is presented in a widget.
    public func quickLookPreview(_ item: Binding<URL?>) -> some View { self }
    /// Presents a Quick Look preview of several URLs: nothing is presented in a widget.
    public func quickLookPreview<Items: RandomAccessCollection>(_ selection: Binding<Items.Element?>, in items: Items) -> some View where Items.Element == URL {
        self
    }
}
