import Foundation
import WidgetShotUI

// Raw values are UIKit's constants (UIFontDescriptor.h: `UIFontDescriptorFamilyAttribute` is
// @"NSFontFamilyAttribute", `UIFontDescriptorTraitsAttribute` @"NSCTFontTraitsAttribute",
// `UIFontWeightTrait` @"NSCTFontWeightTrait", `UIFontDescriptorSystemDesignRounded`
// @"NSCTFontUIFontDesignRounded"…); symbolic trait bits are Core Text's (`kCTFontTraitItalic`
// 1 << 0, `kCTFontTraitBold` 1 << 1, … `kCTFontTraitMonoSpace` 1 << 10).

extension UIFontDescriptor {
    /// A font attribute's name — UIKit's `UIFontDescriptor.AttributeName`.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// UIKit's string.
        public let rawValue: String
        /// A name from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A name from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The family name (a `String`).
        public static let family = AttributeName("NSFontFamilyAttribute")
        /// The PostScript name (a `String`).
        public static let name = AttributeName("NSFontNameAttribute")
        /// The face name (a `String`, such as "Bold").
        public static let face = AttributeName("NSFontFaceAttribute")
        /// The point size (a number).
        public static let size = AttributeName("NSFontSizeAttribute")
        /// The name shown to people (a `String`).
        public static let visibleName = AttributeName("NSFontVisibleNameAttribute")
        /// The transform matrix (a `CGAffineTransform`).
        public static let matrix = AttributeName("NSFontMatrixAttribute")
        /// The characters the font covers.
        public static let characterSet = AttributeName("NSCTFontCharacterSetAttribute")
        /// Fallback descriptors.
        public static let cascadeList = AttributeName("NSCTFontCascadeListAttribute")
        /// The traits (a `[UIFontDescriptor.TraitKey: Any]`).
        public static let traits = AttributeName("NSCTFontTraitsAttribute")
        /// A fixed advance for every glyph (a number).
        public static let fixedAdvance = AttributeName("NSCTFontFixedAdvanceAttribute")
        /// OpenType feature settings (an array of dictionaries).
        public static let featureSettings = AttributeName("NSCTFontFeatureSettingsAttribute")
        /// The Dynamic Type text style (a `UIFont.TextStyle` raw value).
        public static let textStyle = AttributeName("NSCTFontUIUsageAttribute")
    }

    /// A key of the `.traits` dictionary — UIKit's `UIFontDescriptor.TraitKey`.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        /// UIKit's string.
        public let rawValue: String
        /// A key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A key from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The symbolic traits (a `SymbolicTraits` raw value).
        public static let symbolic = TraitKey("NSCTFontSymbolicTrait")
        /// The weight (a `UIFont.Weight` raw value, −1…1).
        public static let weight = TraitKey("NSCTFontWeightTrait")
        /// The width (−1…1).
        public static let width = TraitKey("NSCTFontProportionTrait")
        /// The slant (−1…1; positive is italic).
        public static let slant = TraitKey("NSCTFontSlantTrait")
    }

    /// A design of the system font — UIKit's `UIFontDescriptor.SystemDesign`.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        /// UIKit's string.
        public let rawValue: String
        /// A design from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A design from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// San Francisco.
        public static let `default` = SystemDesign("NSCTFontUIFontDesignDefault")
        /// SF Rounded.
        public static let rounded = SystemDesign("NSCTFontUIFontDesignRounded")
        /// New York.
        public static let serif = SystemDesign("NSCTFontUIFontDesignSerif")
        /// SF Mono.
        public static let monospaced = SystemDesign("NSCTFontUIFontDesignMonospaced")

        /// The SwiftUI design (`nil` for the default and unknown designs).
        var fontDesign: Font.Design? {
            switch self {
            case .rounded: return .rounded
            case .serif: return .serif
            case .monospaced: return .monospaced
            default: return nil
            }
        }

        init?(fontDesign: Font.Design) {
            switch fontDesign {
            case .rounded: self = .rounded
            case .serif: self = .serif
            case .monospaced: self = .monospaced
            case .default: return nil
            }
        }
    }

    /// Symbolic traits of a font — UIKit's `UIFontDescriptor.SymbolicTraits` (Core Text's bits).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt32
        /// Traits from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Italic.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Fixed-width glyphs.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical glyphs.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Optimised for UI.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }
}
