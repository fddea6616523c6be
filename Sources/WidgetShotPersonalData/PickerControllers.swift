import Foundation
import WidgetShotUIKit

// The view controllers of ContactsUI, EventKitUI and PhotosUI that app code shared with a widget
// declares. Compile-only: a widget presents no view controller, so no picker or editor is shown
// and no delegate method is called.

/// A contact picker — ContactsUI's `CNContactPickerViewController` (compile-only).
open class CNContactPickerViewController: UIViewController, @unchecked Sendable {
    /// The delegate (never called: nothing is picked).
    open weak var delegate: CNContactPickerDelegate?
    /// The contact keys shown.
    open var displayedPropertyKeys: [String]?
}

/// An event editor — EventKitUI's `EKEventEditViewController` (compile-only).
open class EKEventEditViewController: UINavigationController, @unchecked Sendable {
    /// The event edited.
    open var event: EKEvent?
    /// The store the event is saved to.
    open var eventStore: EKEventStore!
    /// The delegate (never called: nothing is edited).
    open weak var editViewDelegate: EKEventEditViewDelegate?
}

/// How a photo picker is set up — PhotosUI's `PHPickerConfiguration`.
public struct PHPickerConfiguration: Sendable {
    /// How many items may be picked (0: no limit; PhotosUI's default 1).
    public var selectionLimit = 1
    /// A picker of the system photo library.
    public init() {}
}

/// A photo picker — PhotosUI's `PHPickerViewController` (compile-only: nothing is picked).
open class PHPickerViewController: UIViewController, @unchecked Sendable {
    /// The configuration.
    public let configuration: PHPickerConfiguration
    /// The delegate (never called).
    open weak var delegate: PHPickerViewControllerDelegate?
    /// A picker with a configuration.
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }
    /// A picker from an archive (the default configuration).
    public required init?(coder: NSCoder) {
        configuration = PHPickerConfiguration()
        super.init(coder: coder)
    }
}

/// A contact picker's delegate — ContactsUI's `CNContactPickerDelegate` (its methods are optional; none is called).
public protocol CNContactPickerDelegate: AnyObject {}
/// An event editor's delegate — EventKitUI's `EKEventEditViewDelegate` (never called).
public protocol EKEventEditViewDelegate: AnyObject {}
/// A photo picker's delegate — PhotosUI's `PHPickerViewControllerDelegate` (never called: nothing is picked).
public protocol PHPickerViewControllerDelegate: AnyObject {
    /// The user finished picking (or cancelled: no results) —
    /// `func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])`.
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}
