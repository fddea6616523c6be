import Foundation

/// A control showing a colour that opens the colour picker — UIKit's `UIColorWell` (iOS 14).
/// Nothing is picked in a render: the selected colour is what code sets.
open class UIColorWell: UIControl, @unchecked Sendable {
    /// The colour shown (nil: none).
    open var selectedColor: UIColor?
    /// Whether the picker offers opacity (UIKit's default: true).
    open var supportsAlpha = true
    /// The picker's title.
    open var title: String?
}
