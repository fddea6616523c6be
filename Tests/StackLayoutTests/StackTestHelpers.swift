import Foundation
import Testing
@testable import WidgetShotUI

/// A fixed-size colour tagged on its `.frame` node: `frame(width: w, height: h)` answers exactly
/// `w × h` whatever it is proposed (swiftui-layout §5.1), so it is a rigid child.
func box(_ w: CGFloat, _ h: CGFloat, _ id: String, _ color: Color = .red) -> some View {
    color.frame(width: w, height: h).accessibilityIdentifier(id)
}

/// Asserts the pixel-snapped frame (`tree.renderedFrame(of:)`) of the view tagged `id`.
func expectRendered(_ tree: PlacedTree, _ id: String, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                    sourceLocation: SourceLocation = #_sourceLocation) {
    guard let f = tree.renderedFrame(of: id) else {
        Issue.record("no view with identifier '\(id)'", sourceLocation: sourceLocation)
        return
    }
    let ok = abs(f.minX - x) < 1e-6 && abs(f.minY - y) < 1e-6 && abs(f.width - w) < 1e-6 && abs(f.height - h) < 1e-6
    #expect(ok, "'\(id)' rendered: expected (\(x), \(y), \(w), \(h)), got (\(f.minX), \(f.minY), \(f.width), \(f.height))",
            sourceLocation: sourceLocation)
}
