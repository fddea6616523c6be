import Foundation

/// iOS's label colours — `UIColor.label`, `secondaryLabel`, `tertiaryLabel`, `quaternaryLabel` —
/// which `.foregroundStyle(.secondary)` (`.tertiary`, `.quaternary`) resolves to when the
/// foreground is the default label colour: #3C3C43 light and #EBEBF5 dark, at 60 %, 30 % and
/// 18 % opacity (so secondary text looks #8A8A8E on white and #8D8D93 on black), where the level
/// of any other style is that style at the level's opacity (`hierarchicalOpacities`).
///
/// Values: the iOS 13+ semantic colours as listed in https://noahgilmore.com/blog/dark-mode-uicolor-compatibility
/// (secondaryLabel #3C3C4399 / #EBEBF599, tertiaryLabel …4C, quaternaryLabel …2D) and
/// https://sitapix.github.io/apple-text/skills/apple-text-colors (the same values). The issue's
/// iOS renderings measured #8a8a8e (light) and #8d8d93 (dark) for `.secondary` text.
/// With increased contrast (`\.colorSchemeContrast`) the alphas are higher
/// (`HighContrastColors.labelAlpha`: 0.68, 0.38, 0.26 light / 0.24 dark).
enum LabelColors {
    /// The label colour at a hierarchical level (0 primary … 3 quaternary); nil beyond quaternary.
    static func color(level: Int, scheme: ColorScheme, contrast: ColorSchemeContrast = .standard) -> RGBA? {
        let dark = scheme == .dark
        var alpha: Double
        switch level {
        case 0: return SystemColor.primary.value(for: scheme)
        case 1: alpha = 0.6
        case 2: alpha = 0.3
        case 3: alpha = 0.18
        default: return nil
        }
        if contrast == .increased, let accessible = HighContrastColors.labelAlpha(level: level, scheme: scheme) { alpha = accessible }
        return dark ? RGBA(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: alpha)
            : RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: alpha)
    }

    /// Whether the environment's foreground is the default label colour: no foreground style, or
    /// `.primary` (the style or the colour).
    static func isDefaultLabel(_ environment: EnvironmentValues) -> Bool {
        guard let style = environment.foregroundStyle?.base else { return true }
        if let level = style as? HierarchicalShapeStyle { return level.level == 0 }
        if let color = style as? Color, case .system(.primary) = color.kind { return true }
        return false
    }
}
