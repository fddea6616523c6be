// WidgetShotCarPlay stands in for Apple's CarPlay (`import CarPlay`), which shared frameworks
// compile into a widget extension (an image library's `CPListItem` extension, an app's CarPlay
// icons). Compile-only: nothing of CarPlay draws in a widget and no car is ever connected, so
// no template is shown, no handler is called and `CPInterfaceController` has no templates.
// CarPlay's headers import UIKit, so this module re-exports WidgetShot's UIKit.
@_exported import WidgetShotUIKit
import Foundation

/// An item of a CarPlay list — CarPlay's `CPListItem` (compile-only; see the module's header).
open class CPListItem: NSObject, CPSelectableListItem, @unchecked Sendable {
    /// The primary text.
    open private(set) var text: String?
    /// The secondary text.
    open private(set) var detailText: String?
    /// The leading image.
    open private(set) var image: UIImage?
    /// The trailing accessory image.
    open private(set) var accessoryImage: UIImage?
    /// The trailing accessory.
    open var accessoryType: CPListItemAccessoryType
    /// Whether the item can be selected.
    open var isEnabled = true
    /// Whether the item shows the now-playing indicator.
    open var isPlaying = false
    /// Playback progress, 0…1.
    open var playbackProgress: CGFloat = 0
    /// App data attached to the item.
    open var userInfo: Any?
    /// Called when the item is selected (never, here: no car is connected).
    open var handler: ((any CPSelectableListItem, @escaping () -> Void) -> Void)?

    /// An item with texts, images and an accessory.
    public init(text: String?, detailText: String?, image: UIImage?, accessoryImage: UIImage?, accessoryType: CPListItemAccessoryType) {
        self.text = text
        self.detailText = detailText
        self.image = image
        self.accessoryImage = accessoryImage
        self.accessoryType = accessoryType
        super.init()
    }
    /// An item with texts and an image.
    public convenience init(text: String?, detailText: String?, image: UIImage?) {
        self.init(text: text, detailText: detailText, image: image, accessoryImage: nil, accessoryType: .none)
    }
    /// An item with texts.
    public convenience init(text: String?, detailText: String?) { self.init(text: text, detailText: detailText, image: nil) }

    /// Replaces the text.
    open func setText(_ text: String) { self.text = text }
    /// Replaces the detail text.
    open func setDetailText(_ detailText: String?) { self.detailText = detailText }
    /// Replaces the image.
    open func setImage(_ image: UIImage?) { self.image = image }
    /// Replaces the accessory image.
    open func setAccessoryImage(_ accessoryImage: UIImage?) { self.accessoryImage = accessoryImage }

    /// The largest image a list item shows. It depends on the car's screen and Apple gives no
    /// number; with no car connected WidgetShot answers 44 × 44 points (a guess: a list row's
    /// leading image in CarPlay's simulator).
    public static var maximumImageSize: CGSize { CGSize(width: 44, height: 44) }
}

/// A list item that can be selected — CarPlay's `CPSelectableListItem`.
public protocol CPSelectableListItem: AnyObject {
    /// Called when the item is selected.
    var handler: ((any CPSelectableListItem, @escaping () -> Void) -> Void)? { get set }
}

/// A list item's trailing accessory — CarPlay's `CPListItemAccessoryType` (raw values as in CarPlay).
public enum CPListItemAccessoryType: Int, Sendable {
    /// None.
    case none = 0
    /// A disclosure chevron.
    case disclosureIndicator = 1
    /// A cloud symbol.
    case cloud = 2
}

/// A section of a CarPlay list — CarPlay's `CPListSection`.
open class CPListSection: NSObject, @unchecked Sendable {
    /// The items.
    public let items: [any CPSelectableListItem]
    /// The header.
    public let header: String?
    /// A section of items with a header.
    public init(items: [any CPSelectableListItem], header: String?, sectionIndexTitle: String?) {
        self.items = items
        self.header = header
        super.init()
    }
    /// A section of items.
    public convenience init(items: [any CPSelectableListItem]) { self.init(items: items, header: nil, sectionIndexTitle: nil) }
}

/// A CarPlay template — CarPlay's `CPTemplate`.
open class CPTemplate: NSObject, @unchecked Sendable {
    /// The tab's title.
    open var tabTitle: String?
    /// The tab's image.
    open var tabImage: UIImage?
    /// App data attached to the template.
    open var userInfo: Any?
}

/// A list template — CarPlay's `CPListTemplate`.
open class CPListTemplate: CPTemplate, @unchecked Sendable {
    /// The title.
    public let title: String?
    /// The sections.
    open private(set) var sections: [CPListSection]
    /// A list of sections.
    public init(title: String?, sections: [CPListSection]) {
        self.title = title
        self.sections = sections
        super.init()
    }
    /// Replaces the sections.
    open func updateSections(_ sections: [CPListSection]) { self.sections = sections }
    /// The most items a list shows (CarPlay's limit depends on the car; 12 is a guess for no car).
    public static var maximumItemCount: Int { 12 }
    /// The most sections a list shows (a guess for no car, as `maximumItemCount`).
    public static var maximumSectionCount: Int { 12 }
    /// The largest grid button image (iOS 26). Apple gives no number; 60 × 60 points is what
    /// apps use on earlier systems (home-assistant's `carPlayGridIcon` fallback).
    public static var maximumGridButtonImageSize: CGSize { CGSize(width: 60, height: 60) }
}

/// A condensed element of an image row (iOS 26) — CarPlay's `CPListImageRowItemCondensedElement`.
open class CPListImageRowItemCondensedElement: NSObject, @unchecked Sendable {
    /// The image.
    open var image: UIImage
    /// The title.
    open var title: String?
    /// An element with an image and a title.
    public init(image: UIImage, title: String?) {
        self.image = image
        self.title = title
        super.init()
    }
    /// The largest image an element shows (a guess for no car, as `CPListItem.maximumImageSize`).
    public static var maximumImageSize: CGSize { CGSize(width: 44, height: 44) }
}

/// The app's CarPlay interface — CarPlay's `CPInterfaceController` (never connected here).
open class CPInterfaceController: NSObject, @unchecked Sendable {
    /// The root template (none: no car).
    open private(set) var rootTemplate: CPTemplate?
    /// The templates pushed.
    open private(set) var templates: [CPTemplate] = []
    /// The top template.
    open var topTemplate: CPTemplate? { templates.last ?? rootTemplate }
    /// Sets the root template; the completion reports success as there is nothing to animate.
    open func setRootTemplate(_ rootTemplate: CPTemplate, animated: Bool, completion: ((Bool, Error?) -> Void)? = nil) {
        self.rootTemplate = rootTemplate
        templates = []
        completion?(true, nil)
    }
    /// Pushes a template.
    open func pushTemplate(_ templateToPush: CPTemplate, animated: Bool, completion: ((Bool, Error?) -> Void)? = nil) {
        templates.append(templateToPush)
        completion?(true, nil)
    }
    /// Pops the top template.
    open func popTemplate(animated: Bool, completion: ((Bool, Error?) -> Void)? = nil) {
        completion?(templates.popLast() != nil, nil)
    }
}

/// The delegate of a CarPlay scene — CarPlay's `CPTemplateApplicationSceneDelegate` (never called).
public protocol CPTemplateApplicationSceneDelegate: AnyObject {}
