import Foundation

/// A font description — SwiftUI's `Font`. Resolved to a concrete family, size and weight by the
/// environment (Dynamic Type) and measured by the `TextMeasurer`.
///
/// ```swift
/// Text("每日推荐").font(.system(size: 15, weight: .medium))
/// Text("Now").font(.caption.bold())
/// Text("Brand").font(.custom("Inter", size: 20))
/// ```
public struct Font: Hashable {
    indirect enum Provider: Hashable {
        case system(size: CGFloat, weight: Weight?, design: Design?)
        case textStyle(TextStyle, design: Design?, weight: Weight?)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
        case modified(Provider, Modifiers)
    }
    struct Modifiers: Hashable {
        var weight: Weight?
        var italic = false
        var monospacedDigit = false
        var design: Design?
        var width: Width?
        var smallCaps: ResolvedFont.SmallCaps = []
    }
    let provider: Provider

    /// A text style (Dynamic Type) of the system font.
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A font weight.
    public struct Weight: Hashable, Sendable {
        /// The CSS-style numeric weight (100…900).
        public let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A font design.
    public enum Design: String, Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// The system font at a fixed size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(provider: .system(size: size, weight: weight, design: design))
    }
    /// The system font for a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(provider: .textStyle(style, design: design, weight: weight))
    }
    /// A custom font family "with the given name and size that scales with the body text style"
    /// (https://developer.apple.com/documentation/swiftui/font/custom(_:size:)): `size` at Large,
    /// times body's size at the environment's Dynamic Type size over 17 pt.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(provider: .custom(name: name, size: size, relativeTo: .body))
    }
    /// A custom font family "with the given name and a size that scales relative to the given
    /// `textStyle`" (https://developer.apple.com/documentation/swiftui/font/custom(_:size:relativeto:)):
    /// `size` times the style's size at the environment's Dynamic Type size over its size at Large,
    /// e.g. `.custom("Inter", size: 20, relativeTo: .title3)` is 26 pt at xxxLarge (20 × 26/20).
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font {
        Font(provider: .custom(name: name, size: size, relativeTo: style))
    }
    /// A custom font family at a fixed size that "does not scale with Dynamic Type"
    /// (https://developer.apple.com/documentation/swiftui/font/custom(_:fixedsize:)).
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(provider: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    public static let largeTitle = Font.system(.largeTitle)
    public static let title = Font.system(.title)
    public static let title2 = Font.system(.title2)
    public static let title3 = Font.system(.title3)
    public static let headline = Font.system(.headline)
    public static let subheadline = Font.system(.subheadline)
    public static let body = Font.system(.body)
    public static let callout = Font.system(.callout)
    public static let footnote = Font.system(.footnote)
    public static let caption = Font.system(.caption)
    public static let caption2 = Font.system(.caption2)

    func modified(_ change: (inout Modifiers) -> Void) -> Font {
        var base = provider, mods = Modifiers()
        if case .modified(let inner, let m) = provider { base = inner; mods = m }
        change(&mods)
        return Font(provider: .modified(base, mods))
    }
    /// This font with a weight.
    public func weight(_ weight: Weight) -> Font { modified { $0.weight = weight } }
    /// This font in bold.
    public func bold() -> Font { weight(.bold) }
    /// This font in italics.
    public func italic() -> Font { modified { $0.italic = true } }
    /// This font with fixed-width digits.
    public func monospacedDigit() -> Font { modified { $0.monospacedDigit = true } }
    /// The monospaced variant of this font.
    public func monospaced() -> Font { modified { $0.design = .monospaced } }
    /// Draws every letter as a small capital (iOS 14): lowercase letters (`smcp`) and capitals
    /// (`c2sc`). The raster backend synthesises them: capitals at three quarters of the size
    /// (the x-height of the bundled SF Pro stand-in, which has no small capitals).
    public func smallCaps() -> Font { modified { $0.smallCaps = [.lowercase, .uppercase] } }
    /// Draws lowercase letters as small capitals (`smcp`; synthesised when the font has none).
    public func lowercaseSmallCaps() -> Font { modified { $0.smallCaps.insert(.lowercase) } }
    /// Draws capitals as small capitals (`c2sc`; synthesised when the font has none).
    public func uppercaseSmallCaps() -> Font { modified { $0.smallCaps.insert(.uppercase) } }

    /// Resolves the description to a concrete font for a Dynamic Type size.
    public func resolve(dynamicTypeSize: DynamicTypeSize = .large) -> ResolvedFont { Self.resolve(provider, dynamicTypeSize) }

    static func resolve(_ provider: Provider, _ size: DynamicTypeSize) -> ResolvedFont {
        switch provider {
        case .system(let s, let w, let d):
            return ResolvedFont(family: ResolvedFont.systemFamily(d), size: s, weight: w ?? .regular)
        case .textStyle(let style, let d, let w):
            return ResolvedFont(family: ResolvedFont.systemFamily(d), size: TextStyleMetrics.size(style, size), weight: w ?? (style == .headline ? .semibold : .regular))
        case .custom(let name, let s, let rel):
            let scaled = rel.map { s * TextStyleMetrics.scale($0, size) } ?? s
            return ResolvedFont(family: name, size: scaled, weight: .regular)
        case .modified(let base, let m):
            var f = resolve(base, size)
            if let w = m.weight { f.weight = w }
            if m.italic { f.italic = true }
            if m.monospacedDigit { f.monospacedDigit = true }
            if let d = m.design, f.family.hasPrefix("system") { f.family = ResolvedFont.systemFamily(d) }
            if let w = m.width { f.width = w }
            f.smallCaps.formUnion(m.smallCaps)
            return f
        }
    }
}

/// A concrete font: family, point size, weight and traits.
public struct ResolvedFont: Hashable, CustomStringConvertible {
    /// The family name; system designs use the names `system`, `system-serif`, `system-rounded`, `system-monospaced`.
    public var family: String
    public var size: CGFloat
    public var weight: Font.Weight
    public var italic = false
    public var monospacedDigit = false
    /// Which letters are drawn as small capitals (`Font.smallCaps()` and its variants).
    public var smallCaps: SmallCaps = []

    /// Letters drawn as small capitals: lowercase (OpenType `smcp`), capitals (`c2sc`) or both.
    public struct SmallCaps: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Lowercase letters as small capitals.
        public static let lowercase = SmallCaps(rawValue: 1)
        /// Capitals as small capitals.
        public static let uppercase = SmallCaps(rawValue: 2)
    }
    /// The width (`Font.width(_:)`, `fontWidth(_:)`); only the system font draws it.
    public var width: Font.Width = .standard

    public init(family: String, size: CGFloat, weight: Font.Weight = .regular, italic: Bool = false, monospacedDigit: Bool = false) {
        self.family = family
        self.size = size.isFinite && size > 0 ? size : 0
        self.weight = weight
        self.italic = italic
        self.monospacedDigit = monospacedDigit
    }

    static func systemFamily(_ design: Font.Design?) -> String {
        switch design ?? .default {
        case .default: return "system"
        case .serif: return "system-serif"
        case .rounded: return "system-rounded"
        case .monospaced: return "system-monospaced"
        }
    }

    public var description: String { "\(family) \(size)pt w\(weight.value)\(italic ? " italic" : "")" }
}

/// Apple's text-style point sizes per Dynamic Type size: the Human Interface Guidelines,
/// *Typography › Specifications › iOS, iPadOS Dynamic Type sizes*
/// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications),
/// one column per size from xSmall to AX5. Every entry agrees with what UIKit returns from
/// `UIFont.preferredFont(forTextStyle:compatibleWith:)` on an iOS simulator (table measured on
/// iOS 13.3 in https://github.com/temoki/UIKit_DynamicType, README "Font size change due to
/// combination"); Caption 2 at AX5 is 41 pt (it was 40 here before).
///
/// Only point sizes are taken from the table. The HIG's "leading" column is the recommended
/// line spacing for paragraphs; a `Text` line is as tall as the font's vertical metrics say,
/// which WidgetShot gives SF Pro's at every size (1.19336 em, `Fonts/README.md`), and the
/// tracking is SF Pro's per point size (`SystemFontTracking`) — so both follow the point size
/// these sizes produce, with nothing specific to a Dynamic Type size.
package enum TextStyleMetrics {
    /// Order: largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2.
    static let table: [DynamicTypeSize: [CGFloat]] = [
        .xSmall: [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],
        .small: [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],
        .medium: [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],
        .large: [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],
        .xLarge: [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],
        .xxLarge: [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],
        .xxxLarge: [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],
        .accessibility1: [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],
        .accessibility2: [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],
        .accessibility3: [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],
        .accessibility4: [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],
        .accessibility5: [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 41],
    ]
    static let order: [Font.TextStyle] = [.largeTitle, .title, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption, .caption2]

    /// The point size of a text style at a Dynamic Type size.
    package static func size(_ style: Font.TextStyle, _ dynamicType: DynamicTypeSize) -> CGFloat {
        table[dynamicType]![order.firstIndex(of: style)!]
    }

    /// How much a value scaled relative to `style` grows at `dynamicType`: the style's size there
    /// over its size at Large (the default). 1 at Large.
    package static func scale(_ style: Font.TextStyle, _ dynamicType: DynamicTypeSize) -> CGFloat {
        size(style, dynamicType) / size(style, .large)
    }
}
