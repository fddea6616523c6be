import SwiftUICore
import CoreGraphics

/// Spacing tokens shared by the app and the widgets.
enum Spacing {
    static let small: CGFloat = 4
    static let medium: CGFloat = 8
}
