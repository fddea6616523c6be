import Foundation
import WidgetShotFoundation

/// A view that sends actions when touched — UIKit's `UIControl`, for app code (shared
/// frameworks, packages such as SFSafeSymbols) that a widget build compiles. Nothing is touched
/// in a render: target–action pairs are kept, never sent (a selector cannot be performed without
/// the Objective-C runtime; see WidgetShotFoundation's `Selector`).
open class UIControl: UIView, @unchecked Sendable {
    /// Control states — UIKit's `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The default state.
        public static let normal = State([])
        /// Touched down.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused (tvOS, keyboards).
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Control events — UIKit's `UIControl.Event` (bit values as UIKit declares them).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Whether the control takes touches.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is highlighted.
    open var isHighlighted = false
    /// The control's state.
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    private var actions: [(target: AnyObject?, action: Selector, events: Event)] = []

    /// Adds a target–action pair for events (kept, never sent).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        actions.append((target as AnyObject?, action, controlEvents))
    }

    /// Removes target–action pairs (`nil` action: all of the target's).
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        actions.removeAll { pair in
            (target == nil || pair.target === (target as AnyObject?)) && (action == nil || pair.action == action) && !pair.events.isDisjoint(with: controlEvents)
        }
    }

    /// The actions registered for a target and event, as selector names (UIKit's
    /// `actions(forTarget:forControlEvent:)`).
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let names = actions.filter { $0.target === (target as AnyObject?) && !$0.events.isDisjoint(with: controlEvent) }.map(\.action.name)
        return names.isEmpty ? nil : names
    }
}

/// A button — UIKit's `UIButton`, for shared app code; buttons are not drawn by WidgetShot's
/// UIKit (widgets are SwiftUI).
open class UIButton: UIControl, @unchecked Sendable {
    /// Button types — UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
    }

    /// The button's type.
    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]

    /// A button of a type (UIKit's `init(type:)`).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A system button showing `image` that sends `action` to `target` (UIKit's
    /// `systemButton(with:target:action:)`, iOS 13). Called on a subclass it stops the program:
    /// making a `Self` needs a `required` initialiser, which UIKit's `UIButton` does not declare
    /// (declaring one here would break app subclasses that override `init(frame:)`).
    open class func systemButton(with image: UIImage?, target: Any?, action: Selector?) -> Self {
        guard let button = UIButton(type: .system) as? Self else {
            fatalError("UIButton.systemButton(with:target:action:) called on \(self): WidgetShot's UIKit makes plain UIButtons only")
        }
        button.setImage(image, for: .normal)
        if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        return button
    }

    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private lazy var label = UILabel()
    /// The label showing the current title (UIKit makes it lazily; its text is the current title,
    /// or the current attributed title's string).
    open var titleLabel: UILabel? {
        label.text = currentAttributedTitle?.string ?? currentTitle
        label.attributedText = currentAttributedTitle
        label.textColor = currentTitleColor
        return label
    }
    private lazy var imageHolder = UIImageView()
    /// The image view showing the current image (made lazily, as in UIKit).
    open var imageView: UIImageView? {
        imageHolder.image = currentImage
        return imageHolder
    }
    private var titleColors: [UInt: UIColor] = [:]
    /// Sets the title colour for a state.
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    /// The title colour for a state (the normal one when the state has none).
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }
    /// The title colour of the current state (unset: the tint for a system button, white for a
    /// custom one, UIKit's defaults).
    open var currentTitleColor: UIColor { titleColor(for: state) ?? (buttonType == .custom ? .white : tintColor) }
    /// Space around the title and image (deprecated in iOS 15 for `UIButton.Configuration`).
    open var contentEdgeInsets: UIEdgeInsets = .zero
    /// Space around the title.
    open var titleEdgeInsets: UIEdgeInsets = .zero
    /// Space around the image.
    open var imageEdgeInsets: UIEdgeInsets = .zero
    /// Whether the image darkens while highlighted (UIKit's default: true).
    open var adjustsImageWhenHighlighted = true

    /// Sets the title for a state.
    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }
    /// The title for a state (the normal one when the state has none, as UIKit falls back; an
    /// attributed title's string when only that was set, as UIKit answers).
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? attributedTitles[state.rawValue]?.string ?? titles[State.normal.rawValue] ?? attributedTitles[State.normal.rawValue]?.string
    }
    /// Sets the attributed title for a state (it is shown instead of the plain title, as in UIKit).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) { attributedTitles[state.rawValue] = title }
    /// The attributed title for a state (the normal one when the state has none).
    open func attributedTitle(for state: State) -> NSAttributedString? { attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue] }
    /// The attributed title of the current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// Sets the image for a state.
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }
    /// The image for a state (the normal one when the state has none).
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    private var backgroundImages: [UInt: UIImage] = [:]
    /// Sets the background image for a state.
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image }
    /// The background image for a state (falling back to `.normal`'s, as UIKit does).
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue] }
    /// The background image for the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    /// The title of the current state.
    open var currentTitle: String? { title(for: state) }
    /// The image of the current state.
    open var currentImage: UIImage? { image(for: state) }
}
