import Foundation

/// Page dots — UIKit's `UIPageControl`.
open class UIPageControl: UIControl, @unchecked Sendable {
    /// The number of pages (setting it keeps the current page in range).
    open var numberOfPages = 0 { didSet { currentPage = min(currentPage, max(numberOfPages - 1, 0)) } }
    /// The current page, kept within the pages.
    open var currentPage = 0 {
        didSet { if currentPage < 0 || currentPage >= max(numberOfPages, 1) { currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0)) } }
    }
    /// Whether a single page hides the control.
    open var hidesForSinglePage = false
    /// The dots' tint.
    open var pageIndicatorTintColor: UIColor?
    /// The current dot's tint.
    open var currentPageIndicatorTintColor: UIColor?
}
