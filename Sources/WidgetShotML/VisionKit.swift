import Foundation
import WidgetShotUIKit

// VisionKit's document camera (`import VisionKit` maps to WidgetShotML with Vision). A widget
// process has no camera and shows no view controller: `isSupported` is false, as on a device
// without the document camera (Apple: "isSupported is the SDK capability check"; simulators and
// devices without it answer false), so code takes its no-scanner path. The controller keeps its
// delegate; nothing is ever scanned or reported to it.

/// Presents the system document scanner — VisionKit's `VNDocumentCameraViewController`.
open class VNDocumentCameraViewController: UIViewController, @unchecked Sendable {
    /// Whether this device can scan documents: false (no camera in a render).
    open class var isSupported: Bool { false }
    /// The receiver of scans, cancellations and errors (never called: nothing is presented).
    open weak var delegate: (any VNDocumentCameraViewControllerDelegate)?
}

/// The receiver of a document camera's results — VisionKit's `VNDocumentCameraViewControllerDelegate`
/// (all optional: the extension's defaults do nothing).
public protocol VNDocumentCameraViewControllerDelegate: AnyObject {
    /// The user saved a scan.
    func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan)
    /// The user cancelled.
    func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController)
    /// Scanning failed.
    func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: any Error)
}

public extension VNDocumentCameraViewControllerDelegate {
    /// Does nothing.
    func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {}
    /// Does nothing.
    func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) {}
    /// Does nothing.
    func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: any Error) {}
}

/// A scanned document — VisionKit's `VNDocumentCameraScan`: its title and page images. Only the
/// document camera makes one on iOS; WidgetShot's never scans, so none is ever delivered.
open class VNDocumentCameraScan: NSObject, @unchecked Sendable {
    private let pages: [UIImage]
    /// The document's title.
    public let title: String
    init(title: String, pages: [UIImage]) {
        self.title = title
        self.pages = pages
        super.init()
    }
    /// The number of pages.
    open var pageCount: Int { pages.count }
    /// The image of page `index` (0-based; out of range raises on iOS, an empty image here).
    open func imageOfPage(at index: Int) -> UIImage { pages.indices.contains(index) ? pages[index] : UIImage() }
}
