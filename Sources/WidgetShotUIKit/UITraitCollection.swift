import Foundation
import WidgetShotUI

/// Light or dark appearance — UIKit's `UIUserInterfaceStyle` (raw values as in UIKit).
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

/// The kind of device — UIKit's `UIUserInterfaceIdiom` (raw values as in UIKit).
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// The traits a dynamic colour or asset is resolved against — UIKit's `UITraitCollection`
/// (appearance, display scale, idiom).
///
/// While WidgetShot renders, SwiftUI colours made from UIKit colours are resolved with the
/// traits of the environment they are drawn in (`colorScheme`, `displayScale`), so
/// `UIColor { $0.userInterfaceStyle == .dark ? … : … }` follows the widget's appearance.
///
/// ```swift
/// let dark = UITraitCollection(userInterfaceStyle: .dark)
/// UIColor.label.resolvedColor(with: dark)   // white
/// ```
open class UITraitCollection: NSObject {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Points → pixels (0 when unspecified).
    public let displayScale: CGFloat
    /// Phone, pad…
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The Dynamic Type size (`.unspecified` unless given; see `UIContentSizeCategory`).
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// "Whether the user requested a high contrast between foreground and background content"
    /// (Increase Contrast): `.high` resolves system and label colours to their accessible variants.
    public let accessibilityContrast: UIAccessibilityContrast
    /// The width class of the space: compact on a phone, regular on an iPad (UIKit's classes for
    /// a full-screen app in portrait; a widget render is not an app window).
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height class of the space: regular on phones and iPads in portrait.
    public let verticalSizeClass: UIUserInterfaceSizeClass

    init(style: UIUserInterfaceStyle, scale: CGFloat, idiom: UIUserInterfaceIdiom, contentSize: UIContentSizeCategory = .unspecified,
         contrast: UIAccessibilityContrast = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
         vertical: UIUserInterfaceSizeClass = .unspecified) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceStyle = style
        displayScale = scale.isFinite && scale >= 0 ? scale : 0
        userInterfaceIdiom = idiom
        preferredContentSizeCategory = contentSize
        accessibilityContrast = contrast
        super.init()
    }
    /// Only an accessibility contrast.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(style: .unspecified, scale: 0, idiom: .unspecified, contrast: accessibilityContrast)
    }

    /// Every trait unspecified.
    public override convenience init() { self.init(style: .unspecified, scale: 0, idiom: .unspecified) }
    /// Only an appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle, scale: 0, idiom: .unspecified) }
    /// Only a display scale.
    public convenience init(displayScale: CGFloat) { self.init(style: .unspecified, scale: displayScale, idiom: .unspecified) }
    /// Only an idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(style: .unspecified, scale: 0, idiom: userInterfaceIdiom) }
    /// Only a horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, scale: 0, idiom: .unspecified, horizontal: horizontalSizeClass)
    }
    /// Only a vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, scale: 0, idiom: .unspecified, vertical: verticalSizeClass)
    }
    /// Only a content size category.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(style: .unspecified, scale: 0, idiom: .unspecified, contentSize: preferredContentSizeCategory)
    }
    /// The traits combined; a later collection's specified traits win.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, scale: CGFloat = 0, idiom = UIUserInterfaceIdiom.unspecified
        var size = UIContentSizeCategory.unspecified, contrast = UIAccessibilityContrast.unspecified
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        for c in collections {
            if c.horizontalSizeClass != .unspecified { horizontal = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { vertical = c.verticalSizeClass }
            if c.accessibilityContrast != .unspecified { contrast = c.accessibilityContrast }
            if c.userInterfaceStyle != .unspecified { style = c.userInterfaceStyle }
            if c.displayScale > 0 { scale = c.displayScale }
            if c.userInterfaceIdiom != .unspecified { idiom = c.userInterfaceIdiom }
            if c.preferredContentSizeCategory != .unspecified { size = c.preferredContentSizeCategory }
        }
        self.init(style: style, scale: scale, idiom: idiom, contentSize: size, contrast: contrast, horizontal: horizontal, vertical: vertical)
    }

    /// The traits of a SwiftUI environment: its colour scheme, display scale, Dynamic Type size
    /// and contrast, and the idiom of the device being rendered.
    public convenience init(environment: EnvironmentValues) {
        self.init(style: environment.colorScheme == .dark ? .dark : .light, scale: environment.displayScale,
                  idiom: DeviceScreen.current.idiom == .pad ? .pad : .phone, contentSize: UIContentSizeCategory(environment.dynamicTypeSize),
                  contrast: environment.colorSchemeContrast == .increased ? .high : .normal)
    }

    @TaskLocal static var performing: UITraitCollection?
    private static let lock = NSLock()
    nonisolated(unsafe) private static var assigned: UITraitCollection?

    /// The traits UIKit resolves dynamic colours with outside a render: the ones of
    /// `performAsCurrent(_:)` when inside it, else the last assigned, else light appearance on
    /// the current device's screen at the Dynamic Type size of the view being evaluated (Large
    /// outside of a render).
    open class var current: UITraitCollection {
        get {
            if let t = performing { return t }
            lock.lock()
            defer { lock.unlock() }
            if let t = assigned { return t }
            let screen = DeviceScreen.current
            return UITraitCollection(style: .light, scale: screen.scale, idiom: screen.idiom == .pad ? .pad : .phone,
                                     contentSize: UIContentSizeCategory(EnvironmentValues.evaluatingDynamicTypeSize),
                                     horizontal: screen.idiom == .pad ? .regular : .compact, vertical: .regular)
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            assigned = newValue
        }
    }

    /// Runs `actions` with these traits as `UITraitCollection.current` (for this task only).
    open func performAsCurrent(_ actions: () throws -> Void) rethrows {
        try Self.$performing.withValue(self, operation: actions)
    }

    /// Whether a colour resolved with these traits may differ from one resolved with `other`.
    open func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified) || accessibilityContrast != (other?.accessibilityContrast ?? .unspecified)
    }

    /// Equal when every trait (font: kind and size) is equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UITraitCollection else { return false }
        return o.userInterfaceStyle == userInterfaceStyle && o.displayScale == displayScale && o.userInterfaceIdiom == userInterfaceIdiom
            && o.preferredContentSizeCategory == preferredContentSizeCategory && o.accessibilityContrast == accessibilityContrast
            && o.horizontalSizeClass == horizontalSizeClass && o.verticalSizeClass == verticalSizeClass
    }
    /// A hash consistent with `isEqual`.
    open override var hash: Int { userInterfaceStyle.rawValue &* 31 &+ userInterfaceIdiom.rawValue }
    /// A description for debugging.
    open override var description: String {
        "<UITraitCollection: userInterfaceStyle = \(userInterfaceStyle), displayScale = \(displayScale), userInterfaceIdiom = \(userInterfaceIdiom)>"
    }
}

/// "Constants that indicate the accessibility contrast setting" — UIKit's `UIAccessibilityContrast`
/// (https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast), raw values as UIKit's.
public enum UIAccessibilityContrast: Int, Sendable {
    /// No contrast given.
    case unspecified = -1
    /// Standard contrast.
    case normal = 0
    /// Increased contrast.
    case high = 1
}
