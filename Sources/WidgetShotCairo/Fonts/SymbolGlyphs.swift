import Foundation
import WidgetShotUI

/// SF Symbol names → glyphs of the bundled icon font (Material Icons), through `SymbolMap`.
enum SymbolGlyphs {
    static var fontFamily: String { SymbolMap.fontFamily }
    static func scalar(for name: String) -> Unicode.Scalar? { SymbolMap.glyphs[name] }
    /// Clockwise turns (degrees) for glyphs whose Material drawing faces another way than the SF
    /// Symbol: Material's `flight` points up, SF Symbols' `airplane` points right.
    static func rotation(for name: String) -> Double { ["airplane": 90, "airplane.circle": 90, "airplane.circle.fill": 90][name] ?? 0 }
}
