import Foundation
import WidgetShotUIKit

/// Text selected in a document — PDFKit's `PDFSelection`: one or more ranges of pages' text.
/// `PDFDocument.findString(_:withOptions:)` returns one per match. Character geometry is not
/// read (poppler's layout is not exposed here), so `bounds(for:)` is the whole page's box.
open class PDFSelection: NSObject, @unchecked Sendable {
    struct Part {
        weak var page: PDFPage?
        var range: NSRange
        var string: String
    }
    var parts: [Part] = []

    /// An empty selection in a document.
    public init(document: PDFDocument) { super.init() }

    init(page: PDFPage, range: NSRange, string: String) {
        parts = [Part(page: page, range: range, string: string)]
        super.init()
    }

    /// The pages the selection is on, in order of selection.
    open var pages: [PDFPage] {
        var seen: [PDFPage] = []
        for p in parts { if let page = p.page, !seen.contains(where: { $0 === page }) { seen.append(page) } }
        return seen
    }
    /// The selected text (parts on different pages separated by newlines), or `nil` when empty.
    open var string: String? {
        let s = parts.map(\.string).joined(separator: "\n")
        return parts.isEmpty ? nil : s
    }
    /// The selected text as an attributed string.
    open var attributedString: NSAttributedString? { string.map { NSAttributedString(string: $0) } }
    /// The highlight colour.
    open var color: UIColor?
    /// The box of `page` the selection is on (the page's crop box; `.zero` off the page).
    open func bounds(for page: PDFPage) -> CGRect {
        parts.contains { $0.page === page } ? page.bounds(for: .cropBox) : .zero
    }
    /// Adds another selection's ranges.
    open func add(_ selection: PDFSelection) { parts += selection.parts }
    /// Adds other selections' ranges.
    open func add(_ selections: [PDFSelection]) { selections.forEach(add) }
    /// The selection split into one selection per part.
    open func selectionsByLine() -> [PDFSelection] {
        parts.compactMap { p in p.page.map { PDFSelection(page: $0, range: p.range, string: p.string) } }
    }
    /// The range of characters selected on `page` (index `i` of its parts there).
    open func range(at index: Int, on page: PDFPage) -> NSRange {
        let ranges = parts.filter { $0.page === page }.map(\.range)
        return ranges.indices.contains(index) ? ranges[index] : NSRange(location: NSNotFound, length: 0)
    }
    /// The number of ranges on `page`.
    open func numberOfTextRanges(on page: PDFPage) -> Int { parts.filter { $0.page === page }.count }
}

/// A place in a document — PDFKit's `PDFDestination`: a page and a point in its space.
open class PDFDestination: NSObject, @unchecked Sendable {
    /// The page.
    open private(set) weak var page: PDFPage?
    /// The point in page space (`kPDFDestinationUnspecifiedValue` for either coordinate means
    /// "keep the current one").
    public let point: CGPoint
    /// The zoom (`kPDFDestinationUnspecifiedValue` by default).
    open var zoom: CGFloat = kPDFDestinationUnspecifiedValue
    /// A destination on a page at a point.
    public init(page: PDFPage, at point: CGPoint) {
        self.page = page
        self.point = point
        super.init()
    }
    /// Orders two destinations by page index, then from the top of the page down.
    open func compare(_ destination: PDFDestination) -> ComparisonResult {
        let doc = page?.document
        let a = page.flatMap { doc?.index(for: $0) } ?? 0, b = destination.page.flatMap { doc?.index(for: $0) } ?? 0
        if a != b { return a < b ? .orderedAscending : .orderedDescending }
        if point.y != destination.point.y { return point.y > destination.point.y ? .orderedAscending : .orderedDescending }
        return .orderedSame
    }
}

/// "No value" for a destination's coordinate or zoom — PDFKit's `kPDFDestinationUnspecifiedValue` (`FLT_MAX`).
public let kPDFDestinationUnspecifiedValue: CGFloat = CGFloat(Float.greatestFiniteMagnitude)

/// An entry of a document's outline (bookmarks) — PDFKit's `PDFOutline`.
open class PDFOutline: NSObject, @unchecked Sendable {
    private var children: [PDFOutline] = []
    /// A root or entry without a label.
    public override init() { super.init() }
    /// The document, through the root the entry is in.
    open weak var document: PDFDocument?
    /// The parent entry.
    open private(set) weak var parent: PDFOutline?
    /// The label shown.
    open var label: String?
    /// Whether its children are shown.
    open var isOpen = false
    /// The place it goes to.
    open var destination: PDFDestination?
    /// The action it performs.
    open var action: PDFAction?
    /// The number of children.
    open var numberOfChildren: Int { children.count }
    /// The entry's index in its parent.
    open var index: Int { parent?.children.firstIndex { $0 === self } ?? 0 }
    /// The child at `index`, or `nil`.
    open func child(at index: Int) -> PDFOutline? { children.indices.contains(index) ? children[index] : nil }
    /// Inserts a child at `index`.
    open func insertChild(_ child: PDFOutline, at index: Int) {
        guard (0...children.count).contains(index) else { return }
        child.removeFromParent()
        children.insert(child, at: index)
        child.parent = self
    }
    /// Removes the entry from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
}
