import Foundation

/// The iOS release whose look WidgetShot reproduces — a render axis (WidgetShot's own; SwiftUI
/// has no such value because an app runs on one OS). It picks each release's system colours.
///
/// ```swift
/// view.environment(\.osVersion, .iOS26)   // Color.blue is #0088FF
/// ```
///
/// What each value changes (everything else is the same in all of them):
/// - `.iOS16`: the widget chrome before iOS 17 (`WidgetChrome`): no content margins — "Content
///   margins are added automatically" only since iOS 17, and `.contentMarginsDisabled()` "has no
///   effect before iOS 17" (`widgetkit-facts` §2) — and no "Please adopt containerBackground API"
///   notice for a widget without a container background (the API is iOS 17's). A 2021 widget
///   renders as it did then. A `containerBackground` the code sets is drawn as its background:
///   WidgetShot cannot take the `else` branch of an `if #available(iOS 17, *)` at run time. The
///   palette is iOS 18's.
/// - `.iOS16`, `.iOS17`, `.iOS18`: the iOS 13–18 system palette (`Color.blue` #007AFF light, #0A84FF dark;
///   HIG *Color › Specifications*, https://developer.apple.com/design/human-interface-guidelines/color).
/// - `.iOS26`: `Color.blue` and `Color.accentColor` are #0088FF light and #0091FF dark, measured on
///   iOS 26 simulator renderings (issue 13). The other iOS 26 colour changes are not confirmed
///   here and keep the iOS 18 values.
///
/// The default is `.iOS18`, the newest release whose whole palette is confirmed.
public enum OSVersion: String, CaseIterable, Hashable, Sendable {
    case iOS16 = "16", iOS17 = "17", iOS18 = "18", iOS26 = "26"

    /// Parses "17", "iOS18", "ios 26" …; `nil` for anything else.
    public init?(name: String) {
        let digits = name.lowercased().replacingOccurrences(of: "ios", with: "").trimmingCharacters(in: .whitespaces)
        self.init(rawValue: digits)
    }
}

private struct OSVersionKey: EnvironmentKey { static let defaultValue = OSVersion.iOS18 }

extension EnvironmentValues {
    /// The iOS release whose look is rendered (`.iOS18` by default); see `OSVersion`.
    public var osVersion: OSVersion {
        get { self[OSVersionKey.self] }
        set { self[OSVersionKey.self] = newValue }
    }
}

extension SystemColor {
    /// The colour in a release, where it differs from the iOS 13–18 palette, at a contrast
    /// (`HighContrastColors` with `.increased`).
    func value(for scheme: ColorScheme, os: OSVersion, contrast: ColorSchemeContrast = .standard) -> RGBA {
        if contrast == .increased, let accessible = HighContrastColors.value(self, scheme: scheme) { return accessible }
        if os == .iOS26, self == .blue || self == .accentColor {
            // #0088FF light, #0091FF dark (issue 13's iOS 26 references).
            return scheme == .dark ? RGBA(red: 0, green: 145 / 255, blue: 1) : RGBA(red: 0, green: 136 / 255, blue: 1)
        }
        return value(for: scheme)
    }
}
