import Foundation
import WidgetShotUI

// UIKit's standard and semantic colours.
//
// System colours (`systemRed`…) reuse the light/dark values of SwiftUI's `Color` in WidgetShotUI
// (Apple's HIG colour table, https://developer.apple.com/design/human-interface-guidelines/color).
// Element colours (`label`, `systemBackground`, `separator`…) and the system greys use the iOS
// values UIKit resolves them to, as printed by `resolvedColor(with:)` on iOS 13+ and tabulated in
// https://noahgilmore.com/blog/dark-mode-uicolor-compatibility/ (Apple documents only their
// roles: https://developer.apple.com/documentation/uikit/ui-element-colors ).
// The fixed colours (`red`, `darkGray`…) have the component values Apple documents for each
// (e.g. https://developer.apple.com/documentation/uikit/uicolor/red : "1.0, 0.0, and 0.0").
extension UIColor {
    /// A fixed colour from 0…255 components.
    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBA {
        RGBA(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    /// A named dynamic colour with a light and a dark value, and their increased-contrast
    /// variants (the same when not given), picked by the traits' `accessibilityContrast`.
    private static func dynamic(_ name: String, light: RGBA, dark: RGBA, lightHigh: RGBA? = nil, darkHigh: RGBA? = nil) -> UIColor {
        UIColor(storage: .dynamic { traits in
            let high = traits.accessibilityContrast == .high
            let value = traits.userInterfaceStyle == .dark ? (high ? darkHigh ?? dark : dark) : (high ? lightHigh ?? light : light)
            return UIColor(rgba: value, name: name)
        }, name: name)
    }

    /// A system colour taking its values from SwiftUI's colour of the same hue, in both
    /// appearances and both contrasts (WidgetShotUI's `HighContrastColors`).
    private static func system(_ name: String, _ color: Color) -> UIColor {
        func value(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast) -> RGBA {
            var env = EnvironmentValues()
            env.colorScheme = scheme
            env._colorSchemeContrast = contrast
            return color.resolve(in: env)
        }
        return dynamic(name, light: value(.light, .standard), dark: value(.dark, .standard),
                       lightHigh: value(.light, .increased), darkHigh: value(.dark, .increased))
    }

    // MARK: Fixed colours

    /// sRGB 0, 0, 0.
    public static let black = UIColor(rgba: RGBA(red: 0, green: 0, blue: 0), name: "black")
    /// White 1/3.
    public static let darkGray = UIColor(rgba: RGBA(red: 1 / 3, green: 1 / 3, blue: 1 / 3), name: "darkGray")
    /// White 2/3.
    public static let lightGray = UIColor(rgba: RGBA(red: 2 / 3, green: 2 / 3, blue: 2 / 3), name: "lightGray")
    /// sRGB 1, 1, 1.
    public static let white = UIColor(rgba: RGBA(red: 1, green: 1, blue: 1), name: "white")
    /// White 0.5.
    public static let gray = UIColor(rgba: RGBA(red: 0.5, green: 0.5, blue: 0.5), name: "gray")
    /// sRGB 1, 0, 0.
    public static let red = UIColor(rgba: RGBA(red: 1, green: 0, blue: 0), name: "red")
    /// sRGB 0, 1, 0.
    public static let green = UIColor(rgba: RGBA(red: 0, green: 1, blue: 0), name: "green")
    /// sRGB 0, 0, 1.
    public static let blue = UIColor(rgba: RGBA(red: 0, green: 0, blue: 1), name: "blue")
    /// sRGB 0, 1, 1.
    public static let cyan = UIColor(rgba: RGBA(red: 0, green: 1, blue: 1), name: "cyan")
    /// sRGB 1, 1, 0.
    public static let yellow = UIColor(rgba: RGBA(red: 1, green: 1, blue: 0), name: "yellow")
    /// sRGB 1, 0, 1.
    public static let magenta = UIColor(rgba: RGBA(red: 1, green: 0, blue: 1), name: "magenta")
    /// sRGB 1, 0.5, 0.
    public static let orange = UIColor(rgba: RGBA(red: 1, green: 0.5, blue: 0), name: "orange")
    /// sRGB 0.5, 0, 0.5.
    public static let purple = UIColor(rgba: RGBA(red: 0.5, green: 0, blue: 0.5), name: "purple")
    /// sRGB 0.6, 0.4, 0.2.
    public static let brown = UIColor(rgba: RGBA(red: 0.6, green: 0.4, blue: 0.2), name: "brown")
    /// Fully transparent.
    public static let clear = UIColor(rgba: RGBA(red: 0, green: 0, blue: 0, alpha: 0), name: "clear")
    /// Black (dark text on light backgrounds).
    public static let darkText = UIColor(rgba: RGBA(red: 0, green: 0, blue: 0), name: "darkText")
    /// White at 60 % (light text on dark backgrounds).
    public static let lightText = UIColor(rgba: RGBA(red: 1, green: 1, blue: 1, alpha: 0.6), name: "lightText")

    // MARK: System colours (adapt to appearance)

    /// UIKit's `systemRed` colour.
    public static let systemRed = system("systemRed", .red)
    /// UIKit's `systemOrange` colour.
    public static let systemOrange = system("systemOrange", .orange)
    /// UIKit's `systemYellow` colour.
    public static let systemYellow = system("systemYellow", .yellow)
    /// UIKit's `systemGreen` colour.
    public static let systemGreen = system("systemGreen", .green)
    /// UIKit's `systemMint` colour.
    public static let systemMint = system("systemMint", .mint)
    /// UIKit's `systemTeal` colour.
    public static let systemTeal = system("systemTeal", .teal)
    /// UIKit's `systemCyan` colour.
    public static let systemCyan = system("systemCyan", .cyan)
    /// UIKit's `systemBlue` colour.
    public static let systemBlue = system("systemBlue", .blue)
    /// UIKit's `systemIndigo` colour.
    public static let systemIndigo = system("systemIndigo", .indigo)
    /// UIKit's `systemPurple` colour.
    public static let systemPurple = system("systemPurple", .purple)
    /// UIKit's `systemPink` colour.
    public static let systemPink = system("systemPink", .pink)
    /// UIKit's `systemBrown` colour.
    public static let systemBrown = system("systemBrown", .brown)
    /// UIKit's `systemGray` colour.
    public static let systemGray = system("systemGray", .gray)
    /// UIKit's `systemGray2` colour.
    public static let systemGray2 = dynamic("systemGray2", light: rgb(174, 174, 178), dark: rgb(99, 99, 102))
    /// UIKit's `systemGray3` colour.
    public static let systemGray3 = dynamic("systemGray3", light: rgb(199, 199, 204), dark: rgb(72, 72, 74))
    /// UIKit's `systemGray4` colour.
    public static let systemGray4 = dynamic("systemGray4", light: rgb(209, 209, 214), dark: rgb(58, 58, 60))
    /// UIKit's `systemGray5` colour.
    public static let systemGray5 = dynamic("systemGray5", light: rgb(229, 229, 234), dark: rgb(44, 44, 46))
    /// UIKit's `systemGray6` colour.
    public static let systemGray6 = dynamic("systemGray6", light: rgb(242, 242, 247), dark: rgb(28, 28, 30))
    /// The app's tint (system blue; WidgetShot has no app tint).
    public static let tintColor = system("tintColor", .blue)

    // MARK: Label colours

    /// UIKit's `label` colour.
    public static let label = dynamic("label", light: rgb(0, 0, 0), dark: rgb(255, 255, 255))
    /// UIKit's `secondaryLabel` colour.
    /// With increased contrast the label colours keep their RGB at alphas 173, 96 and 66/61 of 255
    /// (github.com/flutter/flutter `packages/flutter/lib/src/cupertino/colors.dart` @028212b,
    /// `highContrastColor`/`darkHighContrastColor`).
    public static let secondaryLabel = dynamic("secondaryLabel", light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6),
                                               lightHigh: rgb(60, 60, 67, 173.0 / 255), darkHigh: rgb(235, 235, 245, 173.0 / 255))
    /// UIKit's `tertiaryLabel` colour.
    public static let tertiaryLabel = dynamic("tertiaryLabel", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3),
                                              lightHigh: rgb(60, 60, 67, 96.0 / 255), darkHigh: rgb(235, 235, 245, 96.0 / 255))
    /// UIKit's `quaternaryLabel` colour.
    public static let quaternaryLabel = dynamic("quaternaryLabel", light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.16),
                                                lightHigh: rgb(60, 60, 67, 66.0 / 255), darkHigh: rgb(235, 235, 245, 61.0 / 255))
    /// UIKit's `placeholderText` colour.
    public static let placeholderText = dynamic("placeholderText", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    /// UIKit's `link` colour.
    public static let link = dynamic("link", light: rgb(0, 122, 255), dark: rgb(9, 132, 255))

    // MARK: Fills

    /// UIKit's `systemFill` colour.
    public static let systemFill = dynamic("systemFill", light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
    /// UIKit's `secondarySystemFill` colour.
    public static let secondarySystemFill = dynamic("secondarySystemFill", light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32))
    /// UIKit's `tertiarySystemFill` colour.
    public static let tertiarySystemFill = dynamic("tertiarySystemFill", light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24))
    /// UIKit's `quaternarySystemFill` colour.
    public static let quaternarySystemFill = dynamic("quaternarySystemFill", light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18))

    // MARK: Backgrounds

    /// UIKit's `systemBackground` colour.
    public static let systemBackground = dynamic("systemBackground", light: rgb(255, 255, 255), dark: rgb(0, 0, 0))
    /// UIKit's `secondarySystemBackground` colour.
    public static let secondarySystemBackground = dynamic("secondarySystemBackground", light: rgb(242, 242, 247), dark: rgb(28, 28, 30))
    /// UIKit's `tertiarySystemBackground` colour.
    public static let tertiarySystemBackground = dynamic("tertiarySystemBackground", light: rgb(255, 255, 255), dark: rgb(44, 44, 46))
    /// UIKit's `systemGroupedBackground` colour.
    public static let systemGroupedBackground = dynamic("systemGroupedBackground", light: rgb(242, 242, 247), dark: rgb(0, 0, 0))
    /// UIKit's `secondarySystemGroupedBackground` colour.
    public static let secondarySystemGroupedBackground = dynamic("secondarySystemGroupedBackground", light: rgb(255, 255, 255), dark: rgb(28, 28, 30))
    /// UIKit's `tertiarySystemGroupedBackground` colour.
    public static let tertiarySystemGroupedBackground = dynamic("tertiarySystemGroupedBackground", light: rgb(242, 242, 247), dark: rgb(44, 44, 46))

    // MARK: Separators

    /// UIKit's `separator` colour.
    public static let separator = dynamic("separator", light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
    /// UIKit's `opaqueSeparator` colour.
    public static let opaqueSeparator = dynamic("opaqueSeparator", light: rgb(198, 198, 200), dark: rgb(56, 56, 58))
}
