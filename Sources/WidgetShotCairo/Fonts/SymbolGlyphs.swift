import Foundation
import WidgetShotUI

/// SF Symbol names → glyphs of the bundled icon font (Material Icons), through `SymbolMap`.
enum SymbolGlyphs {
    static var fontFamily: String { SymbolMap.fontFamily }
    static func scalar(for name: String) -> Unicode.Scalar? { SymbolMap.glyphs[name] }
}
