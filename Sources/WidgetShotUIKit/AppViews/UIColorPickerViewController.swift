import Foundation

/// The system colour picker — UIKit's `UIColorPickerViewController` (iOS 14,
/// developer.apple.com/documentation/uikit/uicolorpickerviewcontroller). Nothing is presented or
/// picked in a widget render: the controller keeps what code sets, and its delegate is never called.
open class UIColorPickerViewController: UIViewController, @unchecked Sendable {
    /// The delegate told about selections and dismissal.
    open weak var delegate: (any UIColorPickerViewControllerDelegate)?
    /// The selected colour (UIKit's default: white).
    open var selectedColor: UIColor = .white
    /// Whether the picker offers opacity (UIKit's default: true).
    open var supportsAlpha = true
}

/// What a colour picker tells its delegate — UIKit's `UIColorPickerViewControllerDelegate`
/// (`@MainActor protocol UIColorPickerViewControllerDelegate : NSObjectProtocol`). Every method is
/// optional, as in UIKit (here: defaults that do nothing).
public protocol UIColorPickerViewControllerDelegate: NSObjectProtocol {
    /// The person picked a colour (iOS 14; deprecated in iOS 15 for the method below).
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    /// The person picked `color`, `continuously` while dragging (iOS 15).
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    /// The person dismissed the picker.
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {}
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}
