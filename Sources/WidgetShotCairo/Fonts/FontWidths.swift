import CCairo
import Foundation
import WidgetShotUI

/// `Font.Width` for the system font: Inter has no width axis or condensed/expanded faces, so
/// the standard face is scaled horizontally. Pango asks fontconfig for the stretch
/// (`PangoStretch` → `FC_WIDTH`), and a fontconfig rule multiplies the matched Inter face's
/// matrix by the width's scale; Pango applies the matrix to outlines and HarfBuzz advances
/// alike, so measuring and drawing agree. Fallback faces (CJK, Arabic …) keep their width, as
/// PingFang and SF Arabic have no width variants either.
extension FontSystem {
    /// Horizontal scale per fontconfig width constant: OpenType's nominal widths for the
    /// usWidthClass values (https://learn.microsoft.com/typography/opentype/spec/os2#uswidthclass):
    /// extra-condensed 62.5 % (`.compressed`), condensed 75 %, expanded 125 %.
    static let widthScales: [(constant: String, scale: Double)] = [("extracondensed", 0.625), ("condensed", 0.75), ("expanded", 1.25)]

    /// fontconfig rules applying `widthScales` to Inter when the request asked for that width.
    static var widthRules: String {
        widthScales.map { width in
            """
            <match target="font"><test name="family"><string>Inter</string></test>\
            <test target="pattern" name="width" compare="eq"><const>\(width.constant)</const></test>\
            <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><double>\(width.scale)</double><double>0</double>\
            <double>0</double><double>1</double></matrix></times></edit></match>
            """
        }.joined(separator: "\n")
    }

    /// The Pango stretch for a resolved font: the nearest named width for the default design
    /// (SF Pro), normal for every other family.
    static func stretch(for font: ResolvedFont) -> PangoStretch {
        guard font.family == "system" else { return PANGO_STRETCH_NORMAL }
        switch font.width.nearestNamed {
        case .compressed: return PANGO_STRETCH_EXTRA_CONDENSED
        case .condensed: return PANGO_STRETCH_CONDENSED
        case .expanded: return PANGO_STRETCH_EXPANDED
        default: return PANGO_STRETCH_NORMAL
        }
    }
}
