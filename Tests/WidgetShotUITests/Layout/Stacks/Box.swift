import Foundation
import Testing
@testable import WidgetShotUI

/// A fixed-size colour tagged on its `.frame` node: `frame(width: w, height: h)` answers exactly
/// `w × h` whatever it is proposed (swiftui-layout §5.1), so it is a rigid child.
func box(_ w: CGFloat, _ h: CGFloat, _ id: String, _ color: Color = .red) -> some View {
    color.frame(width: w, height: h).accessibilityIdentifier(id)
}
