import Foundation

/// An on/off switch — UIKit's `UISwitch`.
open class UISwitch: UIControl, @unchecked Sendable {
    /// Whether the switch is on.
    open var isOn = false
    /// The tint when on.
    open var onTintColor: UIColor?
    /// The thumb's tint.
    open var thumbTintColor: UIColor?
    /// Turns the switch on or off.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}
