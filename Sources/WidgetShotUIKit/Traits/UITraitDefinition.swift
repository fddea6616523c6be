import Foundation
import WidgetShotUI

/// A trait a trait collection holds — UIKit's `UITraitDefinition` (iOS 17,
/// https://developer.apple.com/documentation/uikit/uitraitdefinition): a type naming the trait
/// and giving its value when unspecified.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value
    /// The value when the trait is not specified.
    static var defaultValue: Value { get }
    /// Whether a change of the trait can change how colours resolve.
    static var affectsColorAppearance: Bool { get }
    /// A name for debugging.
    static var name: String { get }
    /// A unique identifier (reverse-DNS by convention).
    static var identifier: String { get }
}

extension UITraitDefinition {
    /// False unless the trait says otherwise.
    public static var affectsColorAppearance: Bool { false }
    /// The type's name.
    public static var name: String { String(describing: self) }
    /// The type's qualified name.
    public static var identifier: String { String(reflecting: self) }
}

/// A trait, as `registerForTraitChanges(_:handler:)` takes them — UIKit's `UITrait`.
public typealias UITrait = any UITraitDefinition.Type

/// The horizontal size class trait (iOS 17's `UITraitHorizontalSizeClass`).
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    /// The trait's identifier (its type name; UIKit does not document its own).
    public static let identifier = "UITraitHorizontalSizeClass"
}

/// The vertical size class trait (iOS 17's `UITraitVerticalSizeClass`).
public struct UITraitVerticalSizeClass: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    /// The trait's identifier (its type name; UIKit does not document its own).
    public static let identifier = "UITraitVerticalSizeClass"
}

/// The light/dark appearance trait (iOS 17's `UITraitUserInterfaceStyle`).
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    /// Appearance changes colours.
    public static let affectsColorAppearance = true
    /// The trait's identifier (its type name; UIKit does not document its own).
    public static let identifier = "UITraitUserInterfaceStyle"
}

/// The Increase Contrast trait (iOS 17's `UITraitAccessibilityContrast`).
public struct UITraitAccessibilityContrast: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIAccessibilityContrast.unspecified
    /// Contrast changes colours.
    public static let affectsColorAppearance = true
    /// The trait's identifier (its type name; UIKit does not document its own).
    public static let identifier = "UITraitAccessibilityContrast"
}

/// The Dynamic Type size trait (iOS 17's `UITraitPreferredContentSizeCategory`).
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIContentSizeCategory.unspecified
    /// The trait's identifier (its type name; UIKit does not document its own).
    public static let identifier = "UITraitPreferredContentSizeCategory"
}

/// The display scale trait (iOS 17's `UITraitDisplayScale`).
public struct UITraitDisplayScale: UITraitDefinition {
    /// Unspecified (0).
    public static let defaultValue: CGFloat = 0
    /// The trait's identifier (its type name; UIKit does not document its own).
    public static let identifier = "UITraitDisplayScale"
}

/// The device idiom trait (iOS 17's `UITraitUserInterfaceIdiom`).
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    /// The trait's identifier (its type name; UIKit does not document its own).
    public static let identifier = "UITraitUserInterfaceIdiom"
}

/// The width class of the space a view has — UIKit's `UIUserInterfaceSizeClass` (Apple's raw values).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not given.
    case unspecified = 0
    /// Constrained space (a phone's width in portrait).
    case compact = 1
    /// Expansive space (a phone's height in portrait, an iPad).
    case regular = 2
}
