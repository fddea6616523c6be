import Foundation
import WidgetShotCairo
import WidgetShotUI
import WidgetShotUIKit

/// The boxes of a PDF page — PDFKit's `PDFDisplayBox`.
public enum PDFDisplayBox: Int, Sendable {
    /// The physical medium.
    case mediaBox = 0
    /// The visible region (the media box when the page sets none).
    case cropBox = 1
    /// The clip region in production (the crop box when unset).
    case bleedBox = 2
    /// The finished page after trimming (the crop box when unset).
    case trimBox = 3
    /// The meaningful content (the crop box when unset).
    case artBox = 4
}

/// A page of a PDF document — PDFKit's `PDFPage`.
///
/// A page read from a file answers from the file (poppler-glib): its box, its text
/// (`string`), and `thumbnail(of:for:)` draws it for real — white paper, the page's text,
/// vectors and images. poppler-glib exposes a page's crop box only, so every box
/// (`mediaBox` included) is the crop box — the same rectangle in nearly every PDF, where the
/// crop box defaults to the media box; a page's `/Rotate` is not read (`rotation` is 0 until
/// set). A page made from an image (`init(image:)`) is the image's size in points and draws the
/// image; `PDFPage()` is a blank US Letter page (612 × 792 points: WidgetShot's choice, Apple's
/// page gives no size).
///
/// ```swift
/// let page = document.page(at: 0)!
/// let size = page.bounds(for: .mediaBox).size      // 612 × 792 for US Letter
/// Image(uiImage: page.thumbnail(of: CGSize(width: 60, height: 80), for: .mediaBox))
/// ```
open class PDFPage: NSObject, @unchecked Sendable {
    enum Source {
        case file(PDFFile, index: Int)
        case image(BitmapImage)
        case blank
    }
    let source: Source
    private var boxes: [PDFDisplayBox: CGRect] = [:]

    /// The document the page belongs to.
    open internal(set) weak var document: PDFDocument?
    /// The page's rotation in degrees (a multiple of 90).
    open var rotation: Int = 0
    /// The page's annotations, back to front.
    open private(set) var annotations: [PDFAnnotation] = []
    /// Whether annotations are drawn.
    open var displaysAnnotations = true

    /// A blank US Letter page.
    public override init() {
        source = .blank
        super.init()
        boxes[.mediaBox] = CGRect(x: 0, y: 0, width: 612, height: 792)
    }

    /// A page showing an image, the image's size in points; `nil` for an empty image.
    public init?(image: UIImage) {
        guard image.size.width > 0, image.size.height > 0, let cg = image.cgImage else { return nil }
        source = .image(cg.bitmap)
        super.init()
        boxes[.mediaBox] = CGRect(origin: .zero, size: image.size)
    }

    init(file: PDFFile, index: Int) {
        source = .file(file, index: index)
        super.init()
        boxes[.mediaBox] = file.cropBox(at: index)
    }

    /// The page's label (its number, 1-based, in its document).
    open var label: String? {
        guard let document else { return nil }
        let i = document.index(for: self)
        return i == NSNotFound ? nil : String(i + 1)
    }

    // MARK: Geometry

    /// A box of the page in page space (points, origin at the lower left): the box set with
    /// `setBounds(_:for:)`, else as PDFKit falls back — the crop box to the media box, the
    /// bleed, trim and art boxes to the crop box (intersected with the media box).
    open func bounds(for box: PDFDisplayBox) -> CGRect {
        if let r = boxes[box] { return r }
        let media = boxes[.mediaBox] ?? .zero
        if box == .mediaBox || box == .cropBox { return media }
        return boxes[.cropBox].map { $0.intersection(media) } ?? media
    }

    /// Sets a box of the page.
    open func setBounds(_ bounds: CGRect, for box: PDFDisplayBox) { boxes[box] = bounds.standardized }

    // MARK: Drawing

    /// The page drawn into an image fitting `size` (points, the screen's scale), its aspect
    /// ratio kept: white paper and the page's content (a file's page drawn by poppler, an image
    /// page's image; annotations are not drawn). An empty image when the size is empty.
    open func thumbnail(of size: CGSize, for box: PDFDisplayBox) -> UIImage {
        let page = bounds(for: box).size
        guard page.width > 0, page.height > 0, size.width > 0, size.height > 0,
              size.width.isFinite, size.height.isFinite else { return UIImage() }
        let fit = min(size.width / page.width, size.height / page.height)
        let target = CGSize(width: max(1, (page.width * fit).rounded()), height: max(1, (page.height * fit).rounded()))
        guard let bitmap = bitmap(size: target, scale: UIScreen.main.scale) else { return UIImage() }
        return UIImage(cgImage: CGImage(bitmap: bitmap), scale: bitmap.scale, orientation: .up)
    }

    /// Draws the page into a Core Graphics context in PDF page space — PDFKit's
    /// `draw(with:to:)`: the box's lower-left corner at the context's origin, y up, one unit per
    /// point, through the context's current transform (so the usual `translateBy(x: 0, y:
    /// height)` + `scaleBy(x: 1, y: -1)` in a `UIGraphicsImageRenderer` draws it upright). A
    /// file's page is drawn by poppler (vectors, text, images), an image page draws its image,
    /// a blank page nothing; no paper is filled (as PDFKit, the code fills it); annotations are
    /// not drawn.
    ///
    /// ```swift
    /// let box = page.bounds(for: .mediaBox)
    /// let image = UIGraphicsImageRenderer(size: box.size).image { ctx in
    ///     UIColor.white.setFill(); ctx.fill(CGRect(origin: .zero, size: box.size))
    ///     ctx.cgContext.translateBy(x: 0, y: box.height)
    ///     ctx.cgContext.scaleBy(x: 1, y: -1)
    ///     page.draw(with: .mediaBox, to: ctx.cgContext)
    /// }
    /// ```
    open func draw(with box: PDFDisplayBox, to context: CGContext) {
        let size = bounds(for: box).size
        guard size.width > 0, size.height > 0 else { return }
        let engine = context.engine
        let rect = CGRect(origin: .zero, size: size)
        switch source {
        case let .file(file, index):
            // poppler draws y-down from the box's top-left corner: flip page space back for it.
            engine.save()
            engine.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: size.height))
            file.draw(page: index, in: rect, on: engine.cr)
            engine.restore()
        case let .image(image):
            engine.draw(image, in: rect, flipped: true, interpolate: true)
        case .blank:
            break
        }
    }

    /// The page drawn at `size` points × `scale` on white paper.
    func bitmap(size: CGSize, scale: CGFloat) -> BitmapImage? {
        switch source {
        case let .file(file, index):
            return file.bitmap(page: index, size: size, scale: scale)
        case let .image(image):
            guard let canvas = try? BitmapCanvas(size: size, scale: scale, opaque: true) else { return nil }
            canvas.fill(Path(CGRect(origin: .zero, size: size)), color: RGBA(red: 1, green: 1, blue: 1))
            canvas.draw(image, in: CGRect(origin: .zero, size: size))
            return canvas.makeBitmap(name: "PDF image page")
        case .blank:
            guard let canvas = try? BitmapCanvas(size: size, scale: scale, opaque: true) else { return nil }
            canvas.fill(Path(CGRect(origin: .zero, size: size)), color: RGBA(red: 1, green: 1, blue: 1))
            return canvas.makeBitmap(name: "blank PDF page")
        }
    }

    /// The page as `PDFWriter` writes it.
    var writerPage: PDFWriter.Page {
        let size = bounds(for: .mediaBox).size
        switch source {
        case let .file(file, index): return PDFWriter.Page(size: size, content: .pdf(file, index: index))
        case let .image(image): return PDFWriter.Page(size: size, content: .bitmap(image))
        case .blank: return PDFWriter.Page(size: size, content: .blank)
        }
    }

    /// The page alone as PDF data.
    open var dataRepresentation: Data? { PDFWriter.data(pages: [writerPage]) }

    // MARK: Text

    /// The page's text in reading order (a file's page; `nil` for image and blank pages).
    open var string: String? {
        if case let .file(file, index) = source { return file.text(at: index) }
        return nil
    }
    /// The page's text as an attributed string.
    open var attributedString: NSAttributedString? { string.map { NSAttributedString(string: $0) } }
    /// The number of characters of the page's text (UTF-16 units, as `NSString`).
    open var numberOfCharacters: Int { string.map { ($0 as NSString).length } ?? 0 }
    /// A selection of the characters in `range` of the page's text, or `nil` when out of range.
    open func selection(for range: NSRange) -> PDFSelection? {
        guard let text = string, range.location >= 0, NSMaxRange(range) <= (text as NSString).length else { return nil }
        return PDFSelection(page: self, range: range, string: (text as NSString).substring(with: range))
    }

    // MARK: Annotations

    /// Adds an annotation (it leaves the page it was on).
    open func addAnnotation(_ annotation: PDFAnnotation) {
        annotation.page?.removeAnnotation(annotation)
        annotations.append(annotation)
        annotation.page = self
    }
    /// Removes an annotation.
    open func removeAnnotation(_ annotation: PDFAnnotation) {
        annotations.removeAll { $0 === annotation }
        if annotation.page === self { annotation.page = nil }
    }
    /// The frontmost annotation containing a point of page space, or `nil`.
    open func annotation(at point: CGPoint) -> PDFAnnotation? { annotations.last { $0.bounds.contains(point) } }
}
