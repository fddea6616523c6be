import Foundation
import WidgetShotUI

/// iOS 17's mutable traits: the value `UITraitCollection(mutations:)` and
/// `modifyingTraits(_:)` hand to their closure (UIKit's `UIMutableTraits`; Apple:
/// `func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection`).
/// The traits WidgetShot's `UITraitCollection` holds can be set.
public protocol UIMutableTraits {
    /// Light or dark.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// Points → pixels.
    var displayScale: CGFloat { get set }
    /// Phone, pad…
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    /// The Dynamic Type size.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// Increase Contrast.
    var accessibilityContrast: UIAccessibilityContrast { get set }
    /// The width class.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The height class.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
}

/// The traits of one collection, to mutate.
struct MutableTraitValues: UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle
    var displayScale: CGFloat
    var userInterfaceIdiom: UIUserInterfaceIdiom
    var preferredContentSizeCategory: UIContentSizeCategory
    var accessibilityContrast: UIAccessibilityContrast
    var horizontalSizeClass: UIUserInterfaceSizeClass
    var verticalSizeClass: UIUserInterfaceSizeClass
}

extension UITraitCollection {
    /// A trait collection made by `mutations` from an unspecified one (iOS 17).
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        let made = UITraitCollection().modifyingTraits(mutations)
        self.init(style: made.userInterfaceStyle, scale: made.displayScale, idiom: made.userInterfaceIdiom,
                  contentSize: made.preferredContentSizeCategory, contrast: made.accessibilityContrast,
                  horizontal: made.horizontalSizeClass, vertical: made.verticalSizeClass)
    }

    /// A copy of this collection with `mutations` applied (iOS 17; MKMapSnapshotter options in
    /// PerfectYellow/Some-Widgets: `trait.modifyingTraits { $0.userInterfaceStyle = … }`).
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = MutableTraitValues(
            userInterfaceStyle: userInterfaceStyle, displayScale: displayScale, userInterfaceIdiom: userInterfaceIdiom,
            preferredContentSizeCategory: preferredContentSizeCategory, accessibilityContrast: accessibilityContrast,
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass)
        mutations(&traits)
        return UITraitCollection(style: traits.userInterfaceStyle, scale: traits.displayScale, idiom: traits.userInterfaceIdiom,
                                 contentSize: traits.preferredContentSizeCategory, contrast: traits.accessibilityContrast,
                                 horizontal: traits.horizontalSizeClass, vertical: traits.verticalSizeClass)
    }
}

extension UIUserInterfaceStyle {
    /// The UIKit style of a SwiftUI colour scheme (SwiftUI's `UIUserInterfaceStyle.init(_:)`, iOS 14).
    public init(_ colorScheme: ColorScheme) {
        switch colorScheme {
        case .light: self = .light
        case .dark: self = .dark
        }
    }
}
