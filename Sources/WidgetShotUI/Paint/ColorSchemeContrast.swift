import Foundation

/// "Options indicating whether the system uses standard or increased contrast between the app's
/// foreground and background colors" — the Increase Contrast accessibility setting
/// (https://developer.apple.com/documentation/swiftui/colorschemecontrast). With `.increased`,
/// the system colours, the label colours and the secondary/tertiary/quaternary styles resolve to
/// their high-contrast ("accessible") variants.
///
/// ```swift
/// @Environment(\.colorSchemeContrast) var contrast
/// view.environment(\._colorSchemeContrast, .increased)   // what a render with increased contrast sets
/// ```
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    /// Standard contrast between foreground and background colours.
    case standard
    /// Increased contrast between foreground and background colours.
    case increased

    /// Parses "standard" or "increased" (case-insensitive); `nil` for anything else.
    public init?(name: String) {
        switch name.lowercased() {
        case "standard": self = .standard
        case "increased": self = .increased
        default: return nil
        }
    }

    /// The option's name: "standard" or "increased".
    public var name: String { self == .standard ? "standard" : "increased" }
}

private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }

extension EnvironmentValues {
    /// "The contrast associated with the color scheme of this environment" — read-only in
    /// SwiftUI, as the user sets it in Settings; a render sets it through `_colorSchemeContrast`.
    public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }

    /// The settable form of `colorSchemeContrast` (SwiftUI's underscored property of the same name).
    public var _colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
}

/// The high-contrast variants of iOS's system and label colours.
///
/// System colours: the HIG colour table's "Accessible" (increased contrast) columns for light and
/// dark (https://developer.apple.com/design/human-interface-guidelines/color#Specifications),
/// as transcribed in github.com/Medvedev91/timeto.me `shared/src/commonMain/kotlin/me/timeto/shared/misc/Palette.kt`
/// @27fa095 (mint, teal, cyan, brown and the iOS 15 names) and in Flutter's `CupertinoColors`
/// (github.com/flutter/flutter `packages/flutter/lib/src/cupertino/colors.dart` @028212b,
/// `highContrastColor`/`darkHighContrastColor`: red, orange, green, blue, indigo, purple, pink,
/// grey agree with the former; Flutter's "systemTeal" is iOS 13's teal, today's cyan). Yellow's
/// light value differs between the two (HIG transcription 178,80,0; Flutter 160,90,0): the HIG's
/// is taken. `Color.gray` is Flutter's `systemGrey` (108,108,112 light, 174,174,178 dark).
///
/// Label colours (Flutter, same file): `label` is black/white in both contrasts; secondaryLabel,
/// tertiaryLabel and quaternaryLabel keep their RGB (#3C3C43 light, #EBEBF5 dark) at a higher
/// alpha — 173/255 (0.68), 96/255 (0.38), 66/255 light and 61/255 dark — against 153, 76 and
/// 45/40 at standard contrast.
///
/// iOS 26's accessible values are not published where we could find them: an iOS 26 render with
/// increased contrast uses these (iOS 13–18) values.
enum HighContrastColors {
    private static func c(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBA {
        RGBA(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    /// The increased-contrast value of a system colour; `nil` where it is the standard one
    /// (black, white, clear, primary).
    static func value(_ color: SystemColor, scheme: ColorScheme) -> RGBA? {
        let dark = scheme == .dark
        switch color {
        case .red: return dark ? c(255, 105, 97) : c(215, 0, 21)
        case .orange: return dark ? c(255, 179, 64) : c(201, 52, 0)
        case .yellow: return dark ? c(255, 212, 38) : c(178, 80, 0)
        case .green: return dark ? c(48, 219, 91) : c(36, 138, 61)
        case .mint: return dark ? c(102, 212, 207) : c(12, 129, 123)
        case .teal: return dark ? c(93, 230, 255) : c(0, 130, 153)
        case .cyan: return dark ? c(112, 215, 255) : c(0, 113, 164)
        case .blue, .accentColor: return dark ? c(64, 156, 255) : c(0, 64, 221)
        case .indigo: return dark ? c(125, 122, 255) : c(54, 52, 163)
        case .purple: return dark ? c(218, 143, 255) : c(137, 68, 171)
        case .pink: return dark ? c(255, 100, 130) : c(211, 15, 69)
        case .brown: return dark ? c(181, 148, 105) : c(127, 101, 69)
        case .gray: return dark ? c(174, 174, 178) : c(108, 108, 112)
        case .secondary: return labelAlpha(level: 1, scheme: scheme).map { dark ? c(235, 235, 245, $0) : c(60, 60, 67, $0) }
        case .black, .white, .clear, .primary: return nil
        }
    }

    /// The alpha of the label colour at a hierarchical level (1 secondary … 3 quaternary) with
    /// increased contrast.
    static func labelAlpha(level: Int, scheme: ColorScheme) -> Double? {
        switch level {
        case 1: return 173.0 / 255
        case 2: return 96.0 / 255
        case 3: return (scheme == .dark ? 61.0 : 66.0) / 255
        default: return nil
        }
    }
}
