import Foundation
import WidgetShotUI

/// SwiftUI's `Circle` is a chart symbol in Swift Charts (`PointMark(…).symbol(Circle())`, common in
/// real charts: xDrip4iOS's glucose chart): it draws as the `.circle` symbol.
extension Circle: ChartSymbolShape {
    /// The unit rectangle of the symbol.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}
