import Foundation
import WidgetShotUIKit

/// How a `PDFView` lays out pages — PDFKit's `PDFDisplayMode`.
public enum PDFDisplayMode: Int, Sendable {
    case singlePage = 0, singlePageContinuous = 1, twoUp = 2, twoUpContinuous = 3
}

/// The direction pages scroll — PDFKit's `PDFDisplayDirection`.
public enum PDFDisplayDirection: Int, Sendable {
    case vertical = 0, horizontal = 1
}

/// The receiver of a `PDFView`'s link and navigation calls — PDFKit's `PDFViewDelegate`
/// (optional methods: the extensions do what PDFKit does without them).
public protocol PDFViewDelegate: AnyObject {
    /// A link to a URL was tapped.
    func pdfViewWillClick(onLink sender: PDFView, with url: URL)
    /// The view controller presenting the view's sheets.
    func pdfViewParentViewController() -> UIViewController
    /// A find action was performed.
    func pdfViewPerformFind(_ sender: PDFView)
    /// A go-to-page action was performed.
    func pdfViewPerformGo(toPage sender: PDFView)
    /// A link to another PDF was tapped.
    func pdfViewOpenPDF(_ sender: PDFView, forRemoteGoToAction action: PDFAction)
}

public extension PDFViewDelegate {
    /// Opens nothing (an extension opens no URLs).
    func pdfViewWillClick(onLink sender: PDFView, with url: URL) {}
    /// A new view controller.
    func pdfViewParentViewController() -> UIViewController { UIViewController() }
    /// Does nothing.
    func pdfViewPerformFind(_ sender: PDFView) {}
    /// Does nothing.
    func pdfViewPerformGo(toPage sender: PDFView) {}
    /// Does nothing.
    func pdfViewOpenPDF(_ sender: PDFView, forRemoteGoToAction action: PDFAction) {}
}

/// A view showing a PDF document — PDFKit's `PDFView`.
///
/// A widget draws no `UIView`, so the view is never on screen: it keeps its document and
/// settings, navigates between pages for real (`currentPage`, `go(to:)`, `goToNextPage(_:)`…)
/// and posts `PDFViewDocumentChanged`, `PDFViewPageChanged`, `PDFViewScaleChanged` and the
/// other notifications when they change.
open class PDFView: UIView, @unchecked Sendable {
    /// The receiver of link and navigation calls.
    open weak var delegate: (any PDFViewDelegate)?
    /// The document shown; setting it goes to its first page.
    open var document: PDFDocument? {
        didSet {
            currentPage = document?.page(at: 0)
            post(.PDFViewDocumentChanged)
        }
    }
    /// The page shown.
    open private(set) var currentPage: PDFPage? {
        didSet { if currentPage !== oldValue { post(.PDFViewPageChanged) } }
    }
    /// How pages are laid out.
    open var displayMode: PDFDisplayMode = .singlePageContinuous { didSet { post(.PDFViewDisplayModeChanged) } }
    /// The scroll direction.
    open var displayDirection: PDFDisplayDirection = .vertical
    /// The box drawn.
    open var displayBox: PDFDisplayBox = .cropBox { didSet { post(.PDFViewDisplayBoxChanged) } }
    /// Whether pages are separated by gaps.
    open var displaysPageBreaks = true
    /// The margins around page breaks (none until set: the view is never drawn).
    open var pageBreakMargins = UIEdgeInsets.zero
    /// Whether two-up layouts start with a single page, as a book's cover.
    open var displaysAsBook = false
    /// Whether pages are right-to-left.
    open var displaysRTL = false
    /// Whether pages cast shadows.
    open var pageShadowsEnabled = true
    /// Whether the scale follows the view's size.
    open var autoScales = false
    /// The scale (1 = 100 %).
    open var scaleFactor: CGFloat = 1 { didSet { if scaleFactor != oldValue { post(.PDFViewScaleChanged) } } }
    /// The smallest scale.
    open var minScaleFactor: CGFloat = 0.25
    /// The largest scale.
    open var maxScaleFactor: CGFloat = 5
    /// The scale at which the current page's box fits the view's width (1 without a page or size).
    open var scaleFactorForSizeToFit: CGFloat {
        guard let page = currentPage, bounds.width > 0 else { return 1 }
        let w = page.bounds(for: displayBox).width
        return w > 0 ? bounds.width / w : 1
    }
    /// The selection shown.
    open var currentSelection: PDFSelection? { didSet { post(.PDFViewSelectionChanged) } }
    /// Selections highlighted besides the current one.
    open var highlightedSelections: [PDFSelection]?

    /// Sets the current selection.
    open func setCurrentSelection(_ selection: PDFSelection?, animate: Bool) { currentSelection = selection }
    /// Clears the current selection.
    open func clearSelection() { currentSelection = nil }

    /// The pages visible (the current page; the view is never on screen).
    open var visiblePages: [PDFPage] { currentPage.map { [$0] } ?? [] }
    /// The place shown: the current page's top-left corner.
    open var currentDestination: PDFDestination? {
        currentPage.map { PDFDestination(page: $0, at: CGPoint(x: 0, y: $0.bounds(for: displayBox).maxY)) }
    }

    // MARK: Navigation

    private var index: Int? { currentPage.flatMap { p in document.map { $0.index(for: p) } } }
    /// Whether there is a page before the current one.
    open var canGoToPreviousPage: Bool { (index ?? 0) > 0 }
    /// Whether there is a page after the current one.
    open var canGoToNextPage: Bool { index.map { $0 + 1 < (document?.pageCount ?? 0) } ?? false }
    /// Whether the current page is not the first.
    open var canGoToFirstPage: Bool { canGoToPreviousPage }
    /// Whether the current page is not the last.
    open var canGoToLastPage: Bool { canGoToNextPage }
    /// Shows a page of the document.
    open func go(to page: PDFPage) { if page.document === document { currentPage = page } }
    /// Shows a destination's page.
    open func go(to destination: PDFDestination) { destination.page.map(go(to:)) }
    /// Shows a selection's first page.
    open func go(to selection: PDFSelection) { selection.pages.first.map(go(to:)) }
    /// Shows a rectangle of a page.
    open func go(to rect: CGRect, on page: PDFPage) { go(to: page) }
    /// Shows the first page.
    open func goToFirstPage(_ sender: Any?) { document?.page(at: 0).map(go(to:)) }
    /// Shows the last page.
    open func goToLastPage(_ sender: Any?) { document.flatMap { $0.page(at: $0.pageCount - 1) }.map(go(to:)) }
    /// Shows the next page.
    open func goToNextPage(_ sender: Any?) { if canGoToNextPage, let i = index { document?.page(at: i + 1).map(go(to:)) } }
    /// Shows the previous page.
    open func goToPreviousPage(_ sender: Any?) { if canGoToPreviousPage, let i = index { document?.page(at: i - 1).map(go(to:)) } }
    /// Zooms in by a step (×√2, as PDFKit's steps), within `maxScaleFactor`.
    open func zoomIn(_ sender: Any?) { scaleFactor = min(maxScaleFactor, scaleFactor * 2.squareRoot()) }
    /// Zooms out by a step, within `minScaleFactor`.
    open func zoomOut(_ sender: Any?) { scaleFactor = max(minScaleFactor, scaleFactor / 2.squareRoot()) }
    /// Whether zooming in is possible.
    open var canZoomIn: Bool { scaleFactor < maxScaleFactor }
    /// Whether zooming out is possible.
    open var canZoomOut: Bool { scaleFactor > minScaleFactor }
    /// Uses a page view controller for single-page layouts (recorded).
    open func usePageViewController(_ enable: Bool, withViewOptions viewOptions: [AnyHashable: Any]? = nil) { isUsingPageViewController = enable }
    /// Whether a page view controller is used.
    open private(set) var isUsingPageViewController = false

    private func post(_ name: Notification.Name) { NotificationCenter.default.post(name: name, object: self) }
}

extension Notification.Name {
    /// The view's document changed.
    public static let PDFViewDocumentChanged = Notification.Name("PDFViewDocumentChanged")
    /// The current page changed.
    public static let PDFViewPageChanged = Notification.Name("PDFViewPageChanged")
    /// The scale changed.
    public static let PDFViewScaleChanged = Notification.Name("PDFViewScaleChanged")
    /// The display mode changed.
    public static let PDFViewDisplayModeChanged = Notification.Name("PDFViewDisplayModeChanged")
    /// The display box changed.
    public static let PDFViewDisplayBoxChanged = Notification.Name("PDFViewDisplayBoxChanged")
    /// The selection changed.
    public static let PDFViewSelectionChanged = Notification.Name("PDFViewSelectionChanged")
    /// An annotation was tapped.
    public static let PDFViewAnnotationHit = Notification.Name("PDFViewAnnotationHit")
    /// The visible pages changed.
    public static let PDFViewVisiblePagesChanged = Notification.Name("PDFViewVisiblePagesChanged")
    /// The navigation history changed.
    public static let PDFViewChangedHistory = Notification.Name("PDFViewChangedHistory")
}

/// The layout of a `PDFThumbnailView` — PDFKit's `PDFThumbnailLayoutMode`.
public enum PDFThumbnailLayoutMode: Int, Sendable { case vertical = 0, horizontal = 1 }

/// A strip of page thumbnails for a `PDFView` — PDFKit's `PDFThumbnailView` (never on screen in
/// a widget; keeps its settings).
open class PDFThumbnailView: UIView, @unchecked Sendable {
    /// The view whose pages it shows.
    open weak var pdfView: PDFView?
    /// The largest thumbnail size.
    open var thumbnailSize = CGSize(width: 50, height: 50)
    /// The layout direction.
    open var layoutMode: PDFThumbnailLayoutMode = .vertical
    /// The insets around the thumbnails.
    open var contentInset: UIEdgeInsets = .zero
}
