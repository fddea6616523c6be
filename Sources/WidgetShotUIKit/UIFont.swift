import Foundation
import WidgetShotCairo
import WidgetShotUI

/// A font — UIKit's `UIFont`: the system font at a size, weight and width, a text style's
/// preferred font, or a named font. `Font(uiFont)` gives the matching SwiftUI font.
///
/// Metrics (`lineHeight`, `ascender`…) come from the fonts WidgetShot renders with (its
/// hermetic stand-ins for San Francisco), so they match what is drawn, not an iPhone exactly.
///
/// ```swift
/// let font = UIFont.systemFont(ofSize: 15, weight: .semibold)
/// Text("Now").font(Font(font))
/// UIFont.preferredFont(forTextStyle: .headline).pointSize   // 17
/// ```
open class UIFont: NSObject, @unchecked Sendable {
    enum Kind: Hashable {
        case system(weight: Weight, width: Width, monospaced: Bool, monospacedDigit: Bool, italic: Bool)
        case textStyle(TextStyle)
        case named(String)
    }
    /// What a font descriptor set beyond the kind: a system design, a text style's weight, slant.
    struct Styling: Hashable {
        var design: Font.Design?
        var weight: Weight?
        var italic = false
        /// A text style's font given another size (`withSize`, `UIFontMetrics.scaledFont`): drawn
        /// at that size, no longer following Dynamic Type.
        var fixedSize = false
    }
    let kind: Kind
    let styling: Styling
    /// The size in points.
    public let pointSize: CGFloat

    init(kind: Kind, size: CGFloat, styling: Styling = Styling()) {
        self.kind = kind
        self.styling = styling
        pointSize = size.isFinite && size > 0 ? size : 0
        super.init()
    }

    /// A named font (a PostScript or family name). WidgetShot renders the family if it was
    /// registered with its `FontSystem` and otherwise falls back to the system font, so this
    /// returns `nil` only for an empty name — unlike iOS, which returns `nil` for fonts it lacks.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        self.init(kind: .named(fontName), size: fontSize)
    }

    /// The regular system font.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    /// The system font at a weight.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { systemFont(ofSize: fontSize, weight: weight, width: .standard) }
    /// The system font at a weight and width. WidgetShot's bundled fonts have one width: the
    /// width is kept (and reported by `Font(_:)` callers' fonts) but draws as `.standard`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont {
        UIFont(kind: .system(weight: weight, width: width, monospaced: false, monospacedDigit: false, italic: false), size: fontSize)
    }
    /// The bold system font.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    /// The italic system font.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(kind: .system(weight: .regular, width: .standard, monospaced: false, monospacedDigit: false, italic: true), size: fontSize)
    }
    /// The system font with fixed-width digits.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(kind: .system(weight: weight, width: .standard, monospaced: false, monospacedDigit: true, italic: false), size: fontSize)
    }
    /// The monospaced system font (SF Mono's stand-in).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(kind: .system(weight: weight, width: .standard, monospaced: true, monospacedDigit: false, italic: false), size: fontSize)
    }

    /// The font for a text style at the current content size (`UITraitCollection.current`: the
    /// Dynamic Type size of the view being rendered, Large outside of a render): Apple's sizes,
    /// e.g. body 17, headline 17 semibold, caption1 12 at Large (https://developer.apple.com/design/human-interface-guidelines/typography#iOS-iPadOS-Dynamic-Type-sizes).
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }
    /// The font for a text style at a trait collection's content size (the current one when
    /// `nil` or unspecified).
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let size = traitCollection.flatMap { DynamicTypeSize($0.preferredContentSizeCategory) }
            ?? DynamicTypeSize(UITraitCollection.current.preferredContentSizeCategory) ?? .large
        return UIFont(kind: .textStyle(style), size: Font.system(style.fontTextStyle).resolve(dynamicTypeSize: size).size)
    }

    /// UIKit's standard font sizes: 14, 12, 17 and 18 points.
    open class var systemFontSize: CGFloat { 14 }
    /// UIKit's `smallSystemFontSize`.
    open class var smallSystemFontSize: CGFloat { 12 }
    /// UIKit's `labelFontSize`.
    open class var labelFontSize: CGFloat { 17 }
    /// UIKit's `buttonFontSize`.
    open class var buttonFontSize: CGFloat { 18 }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        var styling = self.styling
        if case .textStyle = kind, fontSize != pointSize { styling.fixedSize = true }
        return UIFont(kind: kind, size: fontSize, styling: styling)
    }

    /// The font's weight (regular for named fonts; semibold for the headline style).
    public var weight: Weight {
        if let w = styling.weight { return w }
        switch kind {
        case .system(let w, _, _, _, _): return w
        case .textStyle(let s): return s == .headline ? .semibold : .regular
        case .named: return .regular
        }
    }

    /// The font families available — UIKit's `UIFont.familyNames`
    /// (https://developer.apple.com/documentation/uikit/uifont/familynames): WidgetShot's bundled
    /// families and those the app registered (`CTFontManagerRegisterFontsForURL`, `UIAppFonts`), not
    /// the iOS system families WidgetShot does not ship.
    open class var familyNames: [String] { SystemTypesetting.familyNames }

    /// The PostScript names of a family's faces — UIKit's `UIFont.fontNames(forFamilyName:)`
    /// (https://developer.apple.com/documentation/uikit/uifont/fontnames(forfamilyname:)); each
    /// works with `init(name:size:)`. Empty for a family not (yet) registered: SwiftGen's font
    /// template registers the app's font file when its face is not listed (TousAntiCovid's widget).
    open class func fontNames(forFamilyName familyName: String) -> [String] { SystemTypesetting.fontNames(forFamilyName: familyName) }

    /// The font name: `.SFUI-<Weight>` for the system font (as iOS reports it), else the name given.
    open var fontName: String {
        if case .named(let n) = kind { return n }
        return ".SFUI-" + weight.name.prefix(1).uppercased() + weight.name.dropFirst()
    }
    /// The family name: `.SF UI Text` for the system font, else the name given.
    open var familyName: String {
        if case .named(let n) = kind { return n }
        return pointSize >= 20 ? ".SF UI Display" : ".SF UI Text"
    }

    /// The concrete font WidgetShot draws.
    var resolved: ResolvedFont { Font(self).resolve() }

    private var metrics: FontMetrics {
        SystemTypesetting.metrics(for: resolved)
            ?? FontMetrics(ascent: pointSize * 0.95, descent: pointSize * 0.24, leading: 0, capHeight: pointSize * 0.7)
    }
    /// Distance from the baseline to the top of the tallest glyphs.
    open var ascender: CGFloat { metrics.ascent }
    /// Distance from the baseline to the bottom of the lowest glyphs (negative, as in UIKit).
    open var descender: CGFloat { -metrics.descent }
    /// Height of capital letters.
    open var capHeight: CGFloat { metrics.capHeight }
    /// Extra space between lines.
    open var leading: CGFloat { metrics.leading }
    /// The line height: ascender − descender + leading.
    open var lineHeight: CGFloat { metrics.ascent + metrics.descent + metrics.leading }
    /// The height of a lowercase x (≈ 0.52 em for SF; the bundled fonts give no x-height).
    open var xHeight: CGFloat { pointSize * 0.52 }

    /// Equal when every trait (font: kind and size) is equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIFont else { return false }
        return o.kind == kind && o.pointSize == pointSize && o.styling == styling
    }
    /// A hash consistent with `isEqual`.
    open override var hash: Int { kind.hashValue ^ pointSize.hashValue ^ styling.hashValue }
    /// A description for debugging.
    open override var description: String { "<UIFont: \(fontName) \(pointSize)pt>" }
}

extension Font {
    /// The SwiftUI font matching a UIKit font: the system font at its size, weight and design
    /// (monospaced digits, italic), a text style's font (which then follows Dynamic Type), or a
    /// named font at a fixed size. A design, weight or slant set through a `UIFontDescriptor`
    /// (`withDesign(.rounded)`, `.traits: [.weight: …]`, `.traitItalic`) is drawn too.
    public init(_ font: UIFont) {
        let styling = font.styling
        switch font.kind {
        case .system(let weight, _, let monospaced, let digits, let italic):
            var f = Font.system(size: font.pointSize, weight: (styling.weight ?? weight).fontWeight,
                                design: styling.design ?? (monospaced ? .monospaced : nil))
            if digits { f = f.monospacedDigit() }
            if italic || styling.italic { f = f.italic() }
            self = f
        case .textStyle(let style):
            var f = styling.fixedSize
                ? Font.system(size: font.pointSize, weight: font.weight.fontWeight, design: styling.design)
                : Font.system(style.fontTextStyle, design: styling.design, weight: styling.weight?.fontWeight)
            if styling.italic { f = f.italic() }
            self = f
        case .named(let name):
            self = Font.custom(name, fixedSize: font.pointSize)
        }
    }
}
