import Foundation

/// The iOS release whose look WidgetShot reproduces — a render axis (WidgetShot's own; SwiftUI
/// has no such value because an app runs on one OS). It picks each release's system colours,
/// the widget chrome, and what `#available(iOS …)` answers in extension code.
///
/// ```swift
/// view.environment(\.osVersion, .iOS26)   // Color.blue is #0088FF
/// ```
///
/// What each value changes (everything else is the same in all of them):
/// - `.iOS16`: a widget as iOS 14–16 drew it — no content margins and no "Please adopt
///   containerBackground API" notice (both came with iOS 17; `widgetkit-facts` §2): the view
///   fills the widget over the system background, as a 2020–2022 widget was designed.
/// - `.iOS16`, `.iOS17`, `.iOS18`: the iOS 13–18 system palette (`Color.blue` #007AFF light, #0A84FF dark;
///   HIG *Color › Specifications*, https://developer.apple.com/design/human-interface-guidelines/color).
/// - `.iOS26`: `Color.blue` and `Color.accentColor` are #0088FF light and #0091FF dark, measured on
///   iOS 26 simulator renderings (issue 13). The other iOS 26 colour changes are not confirmed
///   here and keep the iOS 18 values.
///
/// Extension builds rewrite `#available(iOS 17.0, *)` to ask the render's release, so a widget
/// takes the branch it takes on that iOS (a release stands for its last update: every
/// `17.x` check passes on `.iOS17`).
///
/// The default is `.iOS18`, the newest release whose whole palette is confirmed.
public enum OSVersion: String, CaseIterable, Hashable, Sendable, Comparable {
    case iOS16 = "16", iOS17 = "17", iOS18 = "18", iOS26 = "26"

    /// The release's major version number.
    public var majorVersion: Int { Int(rawValue) ?? 18 }

    public static func < (a: OSVersion, b: OSVersion) -> Bool { a.majorVersion < b.majorVersion }

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
