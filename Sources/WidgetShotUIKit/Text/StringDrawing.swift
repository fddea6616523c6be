import Foundation
import WidgetShotCairo
import WidgetShotUI

// UIKit's string measuring (NSStringDrawing.h: `boundingRect(with:options:context:)`,
// `size(withAttributes:)`), which code that lays text out by hand calls — LEOYoon-Tsaw/Chinendar
// places each character of a watch face by its bounding box. Measured with the bundled fonts, as
// WidgetShot's `Text` is; the font is the `.font` attribute, else UIKit's default for attributed
// strings, Helvetica 12 pt (NSAttributedString.Key.font's documentation), drawn here with the
// system face at 12 pt as WidgetShot bundles no Helvetica.

/// How a string is measured or drawn — UIKit's `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay out as a paragraph within the size (origin at the top of the first line fragment);
    /// without it the string is one line and the origin is its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading in line heights.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use glyph image bounds instead of typographic ones (not modelled: typographic bounds).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last visible line.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Drawing and measuring state — UIKit's `NSStringDrawingContext` (no scaling happens here:
/// `actualScaleFactor` stays 1).
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may shrink to.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale used by the last call (1).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the last measured text.
    open internal(set) var totalBounds: CGRect = .zero
    public override init() { super.init() }
}

extension NSAttributedString {
    /// The rectangle the string takes when drawn within `size` (a width of 0 or less, or
    /// infinite, is no limit): from the top of its first line with `.usesLineFragmentOrigin`
    /// (wrapped to the width), else one line whose origin is the baseline (its `y` is minus the
    /// ascent).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        var runs: [TextRun] = []
        enumerateAttributes(in: NSRange(location: 0, length: length)) { attributes, range, _ in
            let text = (string as NSString).substring(with: range)
            let font = (attributes[.font] as? UIFont) ?? UIFont.systemFont(ofSize: 12)
            let kern = (attributes[.kern] as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
            let shift = (attributes[.baselineOffset] as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
            runs.append(TextRun(string: text, font: font.resolved, kerning: kern, baselineOffset: shift))
        }
        let paragraph = options.contains(.usesLineFragmentOrigin)
        let width: CGFloat? = paragraph && size.width.isFinite && size.width > 0 ? size.width : nil
        let request = TextLayoutRequest(runs: runs, lineLimit: paragraph ? nil : 1, truncationMode: .tail)
        guard let measured = SystemTypesetting.measure(request, width: width) else { return .zero }
        let rect = CGRect(x: 0, y: paragraph ? 0 : -measured.firstBaseline, width: measured.size.width, height: measured.size.height)
        context?.actualScaleFactor = 1
        context?.totalBounds = rect
        return rect
    }

    /// The size of the string on one line (UIKit's `size()`).
    public func size() -> CGSize { boundingRect(with: .zero, options: [], context: nil).size }
}

extension String {
    /// The rectangle the string takes with `attributes` (see `NSAttributedString.boundingRect`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }

    /// The size of the string on one line with `attributes` (UIKit's `size(withAttributes:)`).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self, attributes: attributes).size()
    }
}
