import Foundation

extension GraphicsContext {
    /// A text prepared for drawing — SwiftUI's `GraphicsContext.ResolvedText`.
    public struct ResolvedText {
        let text: Text
        /// The shading of the text (the foreground style unless set).
        public var shading: Shading = .foreground
    }

    /// An image prepared for drawing — SwiftUI's `GraphicsContext.ResolvedImage`.
    public struct ResolvedImage {
        let image: Image
        /// The shading of a template image.
        public var shading: Shading?
        /// The baseline offset (0: WidgetShot does not measure images here).
        public var baseline: CGFloat { 0 }
    }

    /// Prepares a text for drawing (it is laid out when the canvas is drawn).
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }
    /// Prepares an image for drawing.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }

    /// Draws a text with its `anchor` point at `point` (user space; translation applies, rotation
    /// and scale of user space do not change the text).
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.text(styled(text), at: matrix.apply(point), anchor: anchor))
    }
    /// Draws a resolved text with its `anchor` point at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.text(styled(text.text, text.shading), at: matrix.apply(point), anchor: anchor))
    }
    /// Draws a text wrapped in `rect`.
    public func draw(_ text: Text, in rect: CGRect) {
        record(.textIn(styled(text), mappedRect(rect)))
    }
    /// Draws a resolved text wrapped in `rect`.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        record(.textIn(styled(text.text, text.shading), mappedRect(rect)))
    }
    /// Draws an image scaled to fill `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        record(.image(image, mappedRect(rect)))
    }
    /// Draws a resolved image scaled to fill `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        record(.image(image.image, mappedRect(rect)))
    }
    /// Draws an image at its size with its `anchor` point at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.imageAt(image, at: matrix.apply(point), anchor: anchor))
    }
    /// Draws a resolved image at its size with its `anchor` point at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.imageAt(image.image, at: matrix.apply(point), anchor: anchor))
    }

    func styled(_ text: Text, _ shading: Shading = .foreground) -> Text {
        if case .style(let style) = shading.kind { return text.foregroundStyle(style) }
        return text
    }

    func mappedRect(_ r: CGRect) -> CGRect {
        let p = matrix.apply(r.origin), q = matrix.apply(CGPoint(x: r.maxX, y: r.maxY))
        return CGRect(x: min(p.x, q.x), y: min(p.y, q.y), width: abs(q.x - p.x), height: abs(q.y - p.y))
    }
}
