import Foundation

// Font features as Core Text names them: `UIFontDescriptor.FeatureKey`'s raw values are UIKit's
// (`UIFontFeatureTypeIdentifierKey` @"CTFeatureTypeIdentifier", `UIFontFeatureSelectorIdentifierKey`
// @"CTFeatureSelectorIdentifier"); the type and selector numbers are the AAT Font Feature
// Registry's (SFNTLayoutTypes.h: `kNumberSpacingType` 6 with `kMonospacedNumbersSelector` 0 and
// `kProportionalNumbersSelector` 1; `kNumberCaseType` 21 with `kLowerCaseNumbersSelector` 0 and
// `kUpperCaseNumbersSelector` 1).

extension UIFontDescriptor {
    /// A key of one `.featureSettings` dictionary — UIKit's `UIFontDescriptor.FeatureKey`.
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        /// UIKit's string.
        public let rawValue: String
        /// A key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A key from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The feature type (a number such as `kNumberSpacingType`; iOS 15).
        public static let type = FeatureKey("CTFeatureTypeIdentifier")
        /// The feature selector (a number such as `kMonospacedNumbersSelector`; iOS 15).
        public static let selector = FeatureKey("CTFeatureSelectorIdentifier")
        /// The feature type (the name before iOS 15; `type` now).
        @available(iOS, deprecated: 15.0, renamed: "type")
        public static let featureIdentifier = FeatureKey("CTFeatureTypeIdentifier")
        /// The feature selector (the name before iOS 15; `selector` now).
        @available(iOS, deprecated: 15.0, renamed: "selector")
        public static let typeIdentifier = FeatureKey("CTFeatureSelectorIdentifier")
    }

    /// Whether the descriptor's feature settings ask for monospaced (tabular) digits: a setting
    /// of type `kNumberSpacingType` with selector `kMonospacedNumbersSelector`, the pair Core Text
    /// reads. A setting with the two numbers swapped between the keys asks for something else
    /// (type 0, "all typographic features") and changes nothing, as on a device.
    var requestsMonospacedDigits: Bool {
        let settings = fontAttributes[.featureSettings] as? [[FeatureKey: Any]] ?? []
        return settings.contains { setting in
            Self.number(setting[.type]) == CGFloat(kNumberSpacingType) && Self.number(setting[.selector]) == CGFloat(kMonospacedNumbersSelector)
        }
    }
}

/// The feature type of number spacing (AAT registry type 6).
public let kNumberSpacingType = 6
/// Number spacing: every digit as wide as the others (tabular figures).
public let kMonospacedNumbersSelector = 0
/// Number spacing: digits of their natural widths.
public let kProportionalNumbersSelector = 1
/// The feature type of the digits' case (AAT registry type 21).
public let kNumberCaseType = 21
/// Number case: old-style (lower-case) figures.
public let kLowerCaseNumbersSelector = 0
/// Number case: lining (upper-case) figures.
public let kUpperCaseNumbersSelector = 1
