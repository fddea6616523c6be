import CCairo
import Foundation
import WidgetShotUI

/// The line boxes of a Pango layout under the request's line-height multiple
/// (`\._lineHeightMultiple`): measured from Pango's natural lines and moved by TextKit's rule,
/// which `TextDrawer`, `TextAttachmentLayout` and the placeholder bars draw by.
extension PangoTextLayout {
    /// Pango's lines as it laid them out (`lineSpacing` between them), in points from the top.
    var naturalLineBoxes: [TextLineBox] {
        guard let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        let unit = CGFloat(PANGO_SCALE)
        var boxes: [TextLineBox] = []
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            boxes.append(TextLineBox(top: CGFloat(logical.y) / unit, height: CGFloat(logical.height) / unit,
                                     baseline: CGFloat(pango_layout_iter_get_baseline(iter)) / unit))
        } while pango_layout_iter_next_line(iter) != 0
        return boxes
    }

    /// The lines with the request's line-height multiple applied (TextKit's rule,
    /// `TextLineBox.applying(lineHeightMultiple:to:)`): what is measured and drawn. Pango's own
    /// line-spacing factor (`pango_layout_set_line_spacing`) is not used: it leaves the first
    /// line at its natural height and spaces baselines by the font's height, line gap included.
    var lineBoxes: [TextLineBox] { TextLineBox.applying(lineHeightMultiple: request.lineHeightMultiple, to: naturalLineBoxes) }

    /// How far line `index` moves down from where Pango put it (0 without a multiple).
    func lineShift(_ index: Int) -> CGFloat { index >= 0 && index < lineShifts.count ? lineShifts[index] : 0 }
}
