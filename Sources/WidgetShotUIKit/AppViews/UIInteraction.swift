import Foundation
import WidgetShotUI

/// Behaviour added to a view — UIKit's `UIInteraction` (drag and drop, context menus, the large
/// content viewer). No touch or gesture reaches a widget render, so interactions are kept and
/// told when they move, never triggered.
public protocol UIInteraction: AnyObject {
    /// The view the interaction is added to.
    var view: UIView? { get }
    /// Called before the interaction is added to or removed from a view.
    func willMove(to view: UIView?)
    /// Called after the interaction was added to or removed from a view.
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions added to the view, in order.
    public var interactions: [UIInteraction] {
        get { addedInteractions }
        set {
            addedInteractions.forEach(removeInteraction)
            newValue.forEach(addInteraction)
        }
    }
    /// Adds an interaction (moving it from another view).
    public func addInteraction(_ interaction: UIInteraction) {
        if let other = interaction.view, other !== self { other.removeInteraction(interaction) }
        guard !addedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: self)
        addedInteractions.append(interaction)
        interaction.didMove(to: self)
    }
    /// Removes an interaction.
    public func removeInteraction(_ interaction: UIInteraction) {
        guard addedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        addedInteractions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}

/// What the large content viewer shows for an item — UIKit's `UILargeContentViewerItem`, which
/// views adopt.
public protocol UILargeContentViewerItem: AnyObject {
    /// Whether the viewer shows the item's large content.
    var showsLargeContentViewer: Bool { get }
    /// The title shown.
    var largeContentTitle: String? { get }
    /// The image shown.
    var largeContentImage: UIImage? { get }
    /// Whether the image is scaled up.
    var scalesLargeContentImage: Bool { get }
    /// Insets of the image.
    var largeContentImageInsets: UIEdgeInsets { get }
}

/// The large content values a view keeps.
struct LargeContentValues {
    var shows = false, title: String?, image: UIImage?, scales = false, insets = UIEdgeInsets.zero
}

extension UIView: UILargeContentViewerItem {
    /// Whether the large content viewer shows this view's content (UIKit's default for a plain view: false).
    public var showsLargeContentViewer: Bool {
        get { largeContent.shows }
        set { largeContent.shows = newValue }
    }
    /// The title the viewer shows.
    public var largeContentTitle: String? {
        get { largeContent.title }
        set { largeContent.title = newValue }
    }
    /// The image the viewer shows.
    public var largeContentImage: UIImage? {
        get { largeContent.image }
        set { largeContent.image = newValue }
    }
    /// Whether the viewer scales the image up.
    public var scalesLargeContentImage: Bool {
        get { largeContent.scales }
        set { largeContent.scales = newValue }
    }
    /// Insets of the image in the viewer.
    public var largeContentImageInsets: UIEdgeInsets {
        get { largeContent.insets }
        set { largeContent.insets = newValue }
    }
}

/// Shows an enlarged copy of a view's content while it is pressed, for people using large
/// accessibility text sizes — UIKit's `UILargeContentViewerInteraction`. Nothing is pressed in a
/// widget render, so the viewer never appears.
open class UILargeContentViewerInteraction: NSObject, UIInteraction, @unchecked Sendable {
    /// The view the interaction belongs to.
    open private(set) weak var view: UIView?
    /// The object customising the viewer.
    open weak var delegate: UILargeContentViewerInteractionDelegate?
    /// Whether the viewer is on for the current content size (UIKit: at accessibility sizes).
    open class var isEnabled: Bool { UITraitCollection.current.preferredContentSizeCategory.isAccessibilityCategory }

    /// An interaction with a delegate.
    public init(delegate: UILargeContentViewerInteractionDelegate? = nil) {
        self.delegate = delegate
        super.init()
    }
    /// Called before the interaction moves to a view.
    open func willMove(to view: UIView?) {}
    /// Called after the interaction moved to a view.
    open func didMove(to view: UIView?) { self.view = view }
}

/// Customises the large content viewer — UIKit's `UILargeContentViewerInteractionDelegate` (all optional).
public protocol UILargeContentViewerInteractionDelegate: AnyObject {}
