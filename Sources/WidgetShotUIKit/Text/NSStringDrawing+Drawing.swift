import Foundation
import WidgetShotCairo
import WidgetShotUI

// UIKit's string drawing (https://developer.apple.com/documentation/uikit/nsstring/draw(at:withattributes:)):
// `draw(at:withAttributes:)`, `draw(in:withAttributes:)` and their attributed-string forms draw
// into the current UIKit context (a `UIGraphicsImageRenderer`'s, or `UIGraphicsBeginImageContext`'s)
// with `.font` (TextKit's default Helvetica 12 pt), `.foregroundColor` (default black) and
// `.kern`, laid out by the fonts WidgetShot draws `Text` with, as `size(withAttributes:)`
// measures. Without a current UIKit context they draw nothing, as UIKit does.

enum StringDrawing {
    /// Draws `string` with its top-left at `rect.origin`: on one line per paragraph when
    /// `wrapping` is false, else wrapped at `rect.width` and clipped to `rect`.
    static func draw(_ string: NSAttributedString, in rect: CGRect, wrapping: Bool) {
        guard let context = GraphicsContextStack.current, string.length > 0,
              rect.origin.x.isFinite, rect.origin.y.isFinite else { return }
        var text: Text?
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            let piece = Text(verbatim: (string.string as NSString).substring(with: range))
                .font(Font(StringMeasuring.font(attributes)))
                .foregroundColor(Color(uiColor: (attributes[.foregroundColor] as? UIColor) ?? .black))
                .kerning(StringMeasuring.kerning(attributes))
            text = text.map { $0 + piece } ?? piece
        }
        guard let text else { return }
        let width = wrapping && rect.width.isFinite && rect.width > 0 ? rect.width : nil
        let proposal = ProposedViewSize(width: width, height: nil)
        let scale = context.uikitScale
        let view = text.lineLimit(nil).fixedSize(horizontal: width == nil, vertical: true)
        guard let raster = try? SystemTypesetting.render(view, proposal: proposal, scale: scale, environment: EnvironmentValues()),
              raster.width > 0, raster.height > 0,
              let bitmap = BitmapImage(width: raster.width, height: raster.height, stride: raster.stride, scale: scale,
                                       bytes: raster.bytes, name: "NSString drawing") else { return }
        let drawn = CGRect(origin: rect.origin, size: CGSize(width: CGFloat(raster.width) / scale, height: CGFloat(raster.height) / scale))
        context.saveGState()
        if wrapping, rect.height.isFinite, rect.height > 0 { context.clip(to: rect) }
        context.uikitDraw(bitmap, in: drawn, alpha: 1)
        context.restoreGState()
    }

    static func attributed(_ string: String, _ attributes: [NSAttributedString.Key: Any]?) -> NSAttributedString {
        NSAttributedString(string: string, attributes: attributes)
    }
}

extension NSString {
    /// Draws the string on one line per paragraph with its top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(StringDrawing.attributed(self as String, attrs), in: CGRect(origin: point, size: .zero), wrapping: false)
    }
    /// Draws the string wrapped within `rect`, clipped to it.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(StringDrawing.attributed(self as String, attrs), in: rect, wrapping: true)
    }
    /// Draws the string in `rect`: wrapped with `.usesLineFragmentOrigin`, else on one line whose
    /// baseline starts at the rectangle's origin (as `boundingRect` measures it).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        StringDrawing.attributed(self as String, attributes).draw(with: rect, options: options, context: context)
    }
}

extension StringProtocol {
    /// Draws the string with its top-left corner at `point` (UIKit's `String` forwarding to `NSString`).
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: String(self)).draw(at: point, withAttributes: attrs)
    }
    /// Draws the string wrapped within `rect`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: String(self)).draw(in: rect, withAttributes: attrs)
    }
}

extension NSAttributedString {
    /// Draws the attributed string on one line per paragraph with its top-left corner at `point`.
    public func draw(at point: CGPoint) { StringDrawing.draw(self, in: CGRect(origin: point, size: .zero), wrapping: false) }
    /// Draws the attributed string wrapped within `rect`, clipped to it.
    public func draw(in rect: CGRect) { StringDrawing.draw(self, in: rect, wrapping: true) }
    /// Draws the attributed string in `rect` (see `NSString.draw(with:options:attributes:context:)`).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        if options.contains(.usesLineFragmentOrigin) {
            StringDrawing.draw(self, in: rect, wrapping: true)
        } else {
            let first = length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
            let ascent = StringMeasuring.measure(attributedRuns, width: nil)?.firstBaseline ?? StringMeasuring.font(first).ascender
            StringDrawing.draw(self, in: CGRect(x: rect.minX, y: rect.minY - ascent, width: 0, height: 0), wrapping: false)
        }
        context?.totalBounds = boundingRect(with: rect.size, options: options, context: nil)
    }
}
