import Foundation
import Testing
@testable import WidgetShotUI

/// Lays out `view` on a canvas with the deterministic `FixedAdvanceTextMeasurer`.
func place<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat, scale: CGFloat = 1) throws -> PlacedTree {
    try LayoutEngine().layout(view, in: CGSize(width: width, height: height), scale: scale)
}

/// Asserts a frame `(x, y, w, h)` in canvas points.
func expectRect(_ actual: CGRect?, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ what: String = "",
                sourceLocation: SourceLocation = #_sourceLocation) {
    guard let f = actual else {
        Issue.record("\(what): no frame", sourceLocation: sourceLocation)
        return
    }
    let ok = abs(f.minX - x) < 1e-6 && abs(f.minY - y) < 1e-6 && abs(f.width - w) < 1e-6 && abs(f.height - h) < 1e-6
    #expect(ok, "\(what): expected (\(x), \(y), \(w), \(h)), got (\(f.minX), \(f.minY), \(f.width), \(f.height))", sourceLocation: sourceLocation)
}

/// Asserts that the view tagged `id` has the layout frame `(x, y, w, h)`.
func expectFrame(_ tree: PlacedTree, _ id: String, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    expectRect(tree.frame(of: id), x, y, w, h, "'\(id)'", sourceLocation: sourceLocation)
}

/// Asserts the pixel-snapped frame (`tree.renderedFrame(of:)`) of the view tagged `id`.
func expectRendered(_ tree: PlacedTree, _ id: String, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                    sourceLocation: SourceLocation = #_sourceLocation) {
    expectRect(tree.renderedFrame(of: id), x, y, w, h, "'\(id)' rendered", sourceLocation: sourceLocation)
}
