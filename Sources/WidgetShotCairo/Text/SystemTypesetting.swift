import Foundation
import WidgetShotUI

/// Font metrics and symbol drawing for code that has no renderer at hand (UIKit's
/// `UIFont.lineHeight`, `UIImage(systemName:).size`, symbols drawn into a
/// `UIGraphicsImageRenderer`): one lazily created `FontSystem` over the bundled fonts, shared by
/// the process and used under a lock.
public enum SystemTypesetting {
    /// Recursive: a view drawn by `render` may ask for font metrics (`UIFont.lineHeight`) in its body.
    static let lock = NSRecursiveLock()
    static let shared: (fonts: FontSystem, measurer: PangoTextMeasurer, renderer: CairoRenderer)? = {
        guard let fonts = try? FontSystem() else { return nil }
        return (fonts, PangoTextMeasurer(fonts: fonts), CairoRenderer(fonts: fonts))
    }()

    /// The vertical metrics of a font, or `nil` if the bundled fonts cannot be loaded.
    public static func metrics(for font: ResolvedFont) -> FontMetrics? {
        lock.lock()
        defer { lock.unlock() }
        return shared?.measurer.metrics(for: font)
    }

    /// Lays out `request` within a proposed width and height with the bundled fonts (UIKit's
    /// `NSString.size(withAttributes:)`, `boundingRect`), or `nil` if they cannot be loaded.
    public static func measure(_ request: TextLayoutRequest, width: CGFloat?, height: CGFloat?) -> TextMeasurement? {
        lock.lock()
        defer { lock.unlock() }
        return shared?.measurer.measure(request, width: width, height: height)
    }

    /// The size of an SF Symbol drawn with `font`, or `nil` for an unknown name.
    public static func symbolSize(named name: String, font: ResolvedFont) -> CGSize? {
        guard SymbolGlyphs.isKnown(name) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return shared?.measurer.symbolSize(named: name, font: font)
    }

    /// The font families WidgetShot draws with (its bundled fonts and those the app registered),
    /// sorted; empty if the bundled fonts cannot be loaded.
    public static var familyNames: [String] {
        lock.lock()
        defer { lock.unlock() }
        return shared?.fonts.families.sorted() ?? []
    }

    /// The PostScript names of the faces of `family` (``FontSystem/fontNames(forFamily:)``).
    public static func fontNames(forFamilyName family: String) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return shared?.fonts.fontNames(forFamily: family) ?? []
    }

    /// Whether WidgetShot can draw the SF Symbol `name`.
    public static func knowsSymbol(named name: String) -> Bool { SymbolGlyphs.isKnown(name) }

    static func withRenderer<T>(_ body: (CairoRenderer) -> T) -> T? {
        lock.lock()
        defer { lock.unlock() }
        return shared.map { body($0.renderer) }
    }
}
