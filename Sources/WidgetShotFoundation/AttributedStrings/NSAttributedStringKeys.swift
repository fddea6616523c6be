import Foundation

/// The attribute names UIKit adds to `NSAttributedString.Key` on iOS (UIKit's `NSAttributedString.h`),
/// with Apple's raw values, which swift-corelibs-foundation lacks. Their values are UIKit's
/// (`UIFont`, `UIColor`, `NSParagraphStyle`…) as on iOS.
extension NSAttributedString.Key {
    /// A `UIFont` ("NSFont").
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` for the text ("NSColor").
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` behind the text ("NSBackgroundColor").
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// A `URL` or `String` ("NSLink").
    public static let link = NSAttributedString.Key("NSLink")
    /// Kerning in points, an `NSNumber` ("NSKern").
    public static let kern = NSAttributedString.Key("NSKern")
    /// Tracking in points, an `NSNumber` ("NSTracking").
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// An `NSUnderlineStyle` raw value, an `NSNumber` ("NSUnderline").
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A `UIColor` for the underline ("NSUnderlineColor").
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// An `NSUnderlineStyle` raw value, an `NSNumber` ("NSStrikethrough").
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A `UIColor` for the strikethrough ("NSStrikethroughColor").
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// An `NSParagraphStyle` ("NSParagraphStyle").
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The baseline offset in points, an `NSNumber` ("NSBaselineOffset").
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A `UIColor` for the outline ("NSStrokeColor").
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline width, an `NSNumber` ("NSStrokeWidth").
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// An `NSShadow` ("NSShadow").
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// Ligatures, an `NSNumber` ("NSLigature").
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// The skew, an `NSNumber` ("NSObliqueness").
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// The expansion factor, an `NSNumber` ("NSExpansion").
    public static let expansion = NSAttributedString.Key("NSExpansion")
}

/// The line styles of `.underlineStyle` and `.strikethroughStyle` — UIKit's `NSUnderlineStyle`.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// Solid (the default pattern).
    public static let patternSolid = NSUnderlineStyle([])
    /// Dotted.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// Dashed.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Dash-dot.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dash-dot-dot.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only under words, not spaces.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
