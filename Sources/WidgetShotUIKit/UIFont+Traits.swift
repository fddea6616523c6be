import Foundation
import WidgetShotUI

extension UIFont {
    /// A font weight — UIKit's `UIFont.Weight`, with UIKit's raw values
    /// (`UIFontWeightUltraLight` −0.8 … `UIFontWeightBlack` 0.62, from UIFontDescriptor.h).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// UIKit's `rawValue`.
        public let rawValue: CGFloat
        /// Creates the value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue.isFinite ? rawValue : 0 }
        /// Creates the value.
        public init(_ rawValue: CGFloat) { self.init(rawValue: rawValue) }

        /// UIKit's `.ultraLight`.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// UIKit's `.thin`.
        public static let thin = Weight(rawValue: -0.6)
        /// UIKit's `.light`.
        public static let light = Weight(rawValue: -0.4)
        /// UIKit's `.regular`.
        public static let regular = Weight(rawValue: 0)
        /// UIKit's `.medium`.
        public static let medium = Weight(rawValue: 0.23)
        /// UIKit's `.semibold`.
        public static let semibold = Weight(rawValue: 0.3)
        /// UIKit's `.bold`.
        public static let bold = Weight(rawValue: 0.4)
        /// UIKit's `.heavy`.
        public static let heavy = Weight(rawValue: 0.56)
        /// UIKit's `.black`.
        public static let black = Weight(rawValue: 0.62)

        private static let table: [(Weight, Font.Weight, String)] = [
            (.ultraLight, .ultraLight, "ultralight"), (.thin, .thin, "thin"), (.light, .light, "light"), (.regular, .regular, "regular"),
            (.medium, .medium, "medium"), (.semibold, .semibold, "semibold"), (.bold, .bold, "bold"), (.heavy, .heavy, "heavy"), (.black, .black, "black"),
        ]
        private var nearest: (Weight, Font.Weight, String) { Self.table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }! }
        /// The SwiftUI weight nearest to this one.
        public var fontWeight: Font.Weight { nearest.1 }
        var name: String { nearest.2 }
    }

    /// A font width — UIKit's `UIFont.Width`. Apple does not document the raw values; these are
    /// a guess on the same −1…1 scale as weights. WidgetShot's fonts have one width.
    public struct Width: RawRepresentable, Hashable, Sendable {
        /// UIKit's `rawValue`.
        public let rawValue: CGFloat
        /// Creates the value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue.isFinite ? rawValue : 0 }
        /// Creates the value.
        public init(_ rawValue: CGFloat) { self.init(rawValue: rawValue) }

        /// UIKit's `.compressed`.
        public static let compressed = Width(rawValue: -0.4)
        /// UIKit's `.condensed`.
        public static let condensed = Width(rawValue: -0.2)
        /// UIKit's `.standard`.
        public static let standard = Width(rawValue: 0)
        /// UIKit's `.expanded`.
        public static let expanded = Width(rawValue: 0.2)
    }

    /// A Dynamic Type text style — UIKit's `UIFont.TextStyle` (raw values as in UIKit).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's `rawValue`.
        public let rawValue: String
        /// Creates the value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates the value.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// UIKit's `.largeTitle`.
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        /// UIKit's `.title1`.
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        /// UIKit's `.title2`.
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        /// UIKit's `.title3`.
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        /// UIKit's `.headline`.
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        /// UIKit's `.subheadline`.
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        /// UIKit's `.body`.
        public static let body = TextStyle("UICTFontTextStyleBody")
        /// UIKit's `.callout`.
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        /// UIKit's `.footnote`.
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        /// UIKit's `.caption1`.
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        /// UIKit's `.caption2`.
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// The SwiftUI text style (unknown raw values map to body).
        public var fontTextStyle: Font.TextStyle {
            switch self {
            case .largeTitle: return .largeTitle
            case .title1: return .title
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption1: return .caption
            case .caption2: return .caption2
            default: return .body
            }
        }

        /// The point size at the default content size (Large), from Apple's Dynamic Type table
        /// (https://developer.apple.com/design/human-interface-guidelines/typography#iOS-iPadOS-Dynamic-Type-sizes).
        public var defaultPointSize: CGFloat { Font.system(fontTextStyle).resolve(dynamicTypeSize: .large).size }
    }
}
