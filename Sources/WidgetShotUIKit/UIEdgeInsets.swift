import Foundation
import WidgetShotUI

/// Insets from a rectangle's edges — UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The insets in points.
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    /// Creates the value.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    /// Creates the value.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    /// No insets.
    public static let zero = UIEdgeInsets()
}

/// Insets in leading/trailing terms — UIKit's `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The insets in points.
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    /// Creates the value.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    /// Creates the value.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()
}

extension CGRect {
    /// The rectangle shrunk by the insets (`rect.inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}

extension EdgeInsets {
    /// SwiftUI insets from UIKit's directional insets.
    public init(_ nsEdgeInsets: NSDirectionalEdgeInsets) {
        self.init(top: nsEdgeInsets.top, leading: nsEdgeInsets.leading, bottom: nsEdgeInsets.bottom, trailing: nsEdgeInsets.trailing)
    }
}
