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

    /// The layout of a text with the bundled fonts (UIKit's string measuring: `boundingRect`,
    /// `size(withAttributes:)`), or `nil` if the fonts cannot be loaded.
    public static func measure(_ request: TextLayoutRequest, width: CGFloat?) -> TextMeasurement? {
        lock.lock()
        defer { lock.unlock() }
        return shared?.measurer.measure(request, width: width, height: nil)
    }

    /// The size of an SF Symbol drawn with `font`, or `nil` for an unknown name.
    public static func symbolSize(named name: String, font: ResolvedFont) -> CGSize? {
        guard SymbolGlyphs.isKnown(name) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return shared?.measurer.symbolSize(named: name, font: font)
    }

    /// Whether WidgetShot can draw the SF Symbol `name`.
    public static func knowsSymbol(named name: String) -> Bool { SymbolGlyphs.isKnown(name) }

    static func withRenderer<T>(_ body: (CairoRenderer) -> T) -> T? {
        lock.lock()
        defer { lock.unlock() }
        return shared.map { body($0.renderer) }
    }
}
