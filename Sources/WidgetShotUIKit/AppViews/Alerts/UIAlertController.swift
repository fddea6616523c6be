import Foundation

/// An alert or action sheet — UIKit's `UIAlertController`
/// (https://developer.apple.com/documentation/uikit/uialertcontroller).
///
/// It keeps its title, message, actions and text fields as UIKit does. A widget render shows no
/// window, so `present(_:animated:completion:)` shows nothing and no action is ever tapped.
open class UIAlertController: UIViewController, @unchecked Sendable {
    /// How the controller is shown — UIKit's `UIAlertController.Style` (raw values as in UIKit).
    public enum Style: Int, Sendable {
        /// A sheet of actions sliding up from the bottom (a popover on iPad).
        case actionSheet = 0
        /// A modal alert in the middle of the screen.
        case alert = 1
    }

    /// The alert's message.
    open var message: String?
    /// The style chosen when it was made.
    open private(set) var preferredStyle: Style = .alert
    /// The actions, in the order they were added.
    open private(set) var actions: [UIAlertAction] = []
    /// The action drawn as the preferred one (it must be one of `actions`).
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, !actions.contains(where: { $0 === preferredAction }) {
                // UIKit raises NSInternalInconsistencyException for an action it does not hold.
                fatalError("UIAlertController.preferredAction: the action \"\(preferredAction.title ?? "")\" was not added with addAction(_:)")
            }
        }
    }
    private var fields: [UITextField] = []
    /// The text fields, in the order they were added (`nil` when there are none, as in UIKit).
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

    /// An alert controller with a title, a message and a style.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = preferredStyle == .actionSheet ? .popover : .custom
    }

    /// Adds an action. UIKit allows one `.cancel` action per controller and raises
    /// NSInternalInconsistencyException on a second; so does this.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            fatalError("UIAlertController can only have one action with a style of UIAlertActionStyleCancel (adding \"\(action.title ?? "")\")")
        }
        actions.append(action)
    }

    /// Adds a text field, configured by the block. Alerts only: UIKit raises
    /// NSInternalInconsistencyException for an action sheet ("Text fields can only be added to an
    /// alert controller of style UIAlertControllerStyleAlert"), and so does this.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            fatalError("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        }
        let field = UITextField(frame: .zero)
        configurationHandler?(field)
        fields.append(field)
    }
}
