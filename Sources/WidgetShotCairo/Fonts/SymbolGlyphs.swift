import Foundation
import WidgetShotUI

/// SF Symbol names → the bundled icon font (Material Icons), through `SymbolComposition`.
enum SymbolGlyphs {
    static var fontFamily: String { SymbolMap.fontFamily }
    /// Whether the name draws a glyph (a whole name, or one composed from a base and variants).
    static func isKnown(_ name: String) -> Bool { SymbolComposition.isKnown(name) }
}
