import Foundation
import WidgetShotCairo
import WidgetShotUI

/// Options for `boundingRect(with:options:attributes:context:)` — UIKit's `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Truncate the last line that fits and add an ellipsis.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
    /// Lay out as a paragraph from the rectangle's top-left (wrapping at its width); without it the
    /// string is one line whose origin is its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading for line height.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use glyph bounds instead of typographic bounds.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
}

/// Extra information about a drawing or measuring pass — UIKit's `NSStringDrawingContext`.
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    /// The smallest scale the text may shrink to (WidgetShot measures at full size).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale used (always 1 here).
    open private(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the last measurement.
    open internal(set) var totalBounds: CGRect = .zero
}

/// Measuring strings with attributes the way UIKit's `NSString` drawing extensions do, with the
/// fonts WidgetShot draws (so a width measured here is the width `Text` takes in a render).
enum StringMeasuring {
    /// TextKit's font for a string without `.font`: Helvetica 12 pt (Apple: NSAttributedString.Key.font,
    /// "If you do not specify this attribute, the string uses a 12-point Helvetica (Neue) font").
    static let defaultFont = UIFont(name: "Helvetica", size: 12)!

    static func font(_ attributes: [NSAttributedString.Key: Any]?) -> UIFont {
        (attributes?[.font] as? UIFont) ?? defaultFont
    }

    static func kerning(_ attributes: [NSAttributedString.Key: Any]?) -> CGFloat {
        switch attributes?[.kern] {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return 0
        }
    }

    /// The layout of `runs` wrapped at `width` (`nil`: one line per paragraph), in unrounded points.
    /// TextKit adds a character's kern after it, the last one's too (a kerned label has trailing
    /// space); Pango spaces only between characters, so an unwrapped measurement adds the last
    /// run's kern back.
    static func measure(_ runs: [TextRun], width: CGFloat?) -> TextMeasurement? {
        guard !runs.isEmpty else { return nil }
        let request = TextLayoutRequest(runs: runs, displayScale: DeviceScreen.current.scale)
        guard var m = SystemTypesetting.measure(request, width: width, height: nil) else { return nil }
        if width == nil, let last = runs.last, last.kerning != 0, !(last.string.last?.isNewline ?? true) {
            m.size.width += last.kerning
        }
        return m
    }

    static func runs(_ string: String, attributes: [NSAttributedString.Key: Any]?) -> [TextRun] {
        string.isEmpty ? [] : [TextRun(string: string, font: font(attributes).resolved, kerning: kerning(attributes))]
    }

    /// `boundingRect`'s answer for laid-out `runs` whose first font is `font`.
    static func boundingRect(_ runs: [TextRun], font: UIFont, size: CGSize, options: NSStringDrawingOptions,
                             context: NSStringDrawingContext?) -> CGRect {
        let rect: CGRect
        if options.contains(.usesLineFragmentOrigin) {
            let w = size.width.isFinite && size.width > 0 && size.width < 1e7 ? size.width : nil
            let m = measure(runs, width: w)
            rect = CGRect(origin: .zero, size: m?.size ?? .zero)
        } else {
            // One line, the origin at its baseline: the rectangle rises by the ascender.
            let m = measure(runs, width: nil)
            let ascent = m?.firstBaseline ?? font.ascender
            rect = CGRect(x: 0, y: -ascent, width: m?.size.width ?? 0, height: m?.size.height ?? 0)
        }
        context?.totalBounds = rect
        return rect
    }
}

extension NSString {
    /// The size the string takes on one line per paragraph with `attrs` (`.font`, default
    /// Helvetica 12 pt; `.kern`) — UIKit's `size(withAttributes:)`. Fractional, as in UIKit
    /// (round up with `ceil` for view sizes).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringMeasuring.measure(StringMeasuring.runs(self as String, attributes: attrs), width: nil)?.size ?? .zero
    }

    /// The rectangle the string takes within `size` — UIKit's
    /// `boundingRect(with:options:attributes:context:)`: with `.usesLineFragmentOrigin` it wraps at
    /// `size.width` from the top-left; without it, it is one line whose origin is the baseline.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
                             context: NSStringDrawingContext?) -> CGRect {
        StringMeasuring.boundingRect(StringMeasuring.runs(self as String, attributes: attributes), font: StringMeasuring.font(attributes),
                                     size: size, options: options, context: context)
    }
}

extension StringProtocol {
    /// The size the string takes with `attrs` — UIKit's `size(withAttributes:)` on `String`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: String(self)).size(withAttributes: attrs)
    }

    /// The rectangle the string takes within `size` — UIKit's
    /// `boundingRect(with:options:attributes:context:)` on `String`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
                             context: NSStringDrawingContext?) -> CGRect {
        NSString(string: String(self)).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// The size of the attributed string on one line per paragraph — UIKit's `size()`.
    public func size() -> CGSize {
        StringMeasuring.measure(attributedRuns, width: nil)?.size ?? .zero
    }

    /// The rectangle the attributed string takes within `size` — UIKit's
    /// `boundingRect(with:options:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let first = length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
        return StringMeasuring.boundingRect(attributedRuns, font: StringMeasuring.font(first), size: size, options: options, context: context)
    }

    /// One run per attribute range, each with its `.font` and `.kern`.
    var attributedRuns: [TextRun] {
        var runs: [TextRun] = []
        enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attrs, range, _ in
            runs += StringMeasuring.runs((string as NSString).substring(with: range), attributes: attrs)
        }
        return runs
    }
}
