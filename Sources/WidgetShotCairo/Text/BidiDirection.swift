import CCairo
import Foundation
import WidgetShotUI

/// The directions a text with right-to-left content, or in a right-to-left layout, is laid out
/// with: the paragraph's (its first strong character's, Unicode bidi rules P2–P3, as SwiftUI's
/// `Text` does; the layout direction when it has none) and the layout's, which decides the side
/// `.leading`/`.trailing` lines align to (SwiftUI's leading, like UIKit's natural alignment, follows
/// the interface direction rather than the text).
struct BidiDirection {
    let paragraph: LayoutDirection
    let layout: LayoutDirection

    /// `nil` for left-to-right text in a left-to-right layout (Pango's defaults, unchanged).
    static func of(_ request: TextLayoutRequest) -> BidiDirection? {
        let strong = request.runs.lazy.compactMap { firstStrong($0.string) }.first
        guard request.layoutDirection == .rightToLeft || strong == .rightToLeft else { return nil }
        return BidiDirection(paragraph: strong ?? request.layoutDirection, layout: request.layoutDirection)
    }

    /// Pango's (physical) alignment for a text alignment.
    func alignment(_ a: TextAlignment) -> PangoAlignment {
        let rtl = layout == .rightToLeft
        switch a {
        case .leading: return rtl ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        case .center: return PANGO_ALIGN_CENTER
        case .trailing: return rtl ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
        }
    }

    /// The direction of the first strong character: letters of the right-to-left blocks
    /// (Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic, their presentation forms and
    /// the historic RTL scripts of plane 1) are right to left, other letters left to right; marks,
    /// digits, punctuation and spaces are weak or neutral.
    static func firstStrong(_ string: String) -> LayoutDirection? {
        for scalar in string.unicodeScalars {
            let v = scalar.value
            if v == 0x200F || v == 0x061C { return .rightToLeft }   // RLM, ALM
            if v == 0x200E { return .leftToRight }                  // LRM
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
                return isRightToLeftBlock(v) ? .rightToLeft : .leftToRight
            default: continue
            }
        }
        return nil
    }

    private static func isRightToLeftBlock(_ v: UInt32) -> Bool {
        (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
            || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v)
    }
}
