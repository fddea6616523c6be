import Foundation
import WidgetShotUI

/// The colours Swift Charts gives the values of `foregroundStyle(by:)` when no
/// `chartForegroundStyleScale` says otherwise, in order, cycling: blue, green, orange, purple,
/// red, cyan, yellow (observed on iOS 18.3, stackoverflow.com/questions/79405781 "How to fully
/// reproduce default styling of Swift Charts": `[.blue, .green, .orange, .purple, .red, .cyan,
/// .yellow]`). Marks with no style at all are the first colour (blue).
enum ChartPalette {
    static let colors: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]

    static func color(at index: Int) -> Color { colors[((index % colors.count) + colors.count) % colors.count] }

    /// The default style of a mark with no `foregroundStyle`.
    static var defaultStyle: AnyShapeStyle { AnyShapeStyle(Color.blue) }
}
