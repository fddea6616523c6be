import Foundation
import WidgetShotUI

extension ContainerBackgroundPlacement {
    /// The widget's container background (`.containerBackground(_:for: .widget)`).
    public static let widget = ContainerBackgroundPlacement(identifier: "widget")
}

/// How the system draws a widget — WidgetKit's `WidgetRenderingMode`.
public enum WidgetRenderingMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Colours as designed (Home Screen).
    case fullColor
    /// The accent group tinted, the rest in one colour (tinted Home Screen, watch faces).
    case accented
    /// Desaturated on a translucent background (Lock Screen accessories).
    case vibrant
}

private struct WidgetContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) }
private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }
private struct WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }

extension EnvironmentValues {
    /// The widget's content margins (16 pt on the Home Screen), also when margins are disabled —
    /// apply them yourself with `padding(margins)` or extend past them with `padding(-margins)`.
    public var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }
    /// Whether the system shows the widget's container background (false in vibrant mode).
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }
    /// The rendering mode the widget is drawn in.
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }
}

/// Lets `.padding(-margins)` compile, as in the Kuwo seed.
extension EdgeInsets {
    public static prefix func - (insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: -insets.top, leading: -insets.leading, bottom: -insets.bottom, trailing: -insets.trailing)
    }
}

/// A widget appearance: colour scheme, rendering mode (with its tint) and placeholder redaction.
///
/// ```swift
/// WidgetAppearance.light, .dark, .placeholder, .accented(tint: .blue), .vibrant
/// ```
public struct WidgetAppearance: Hashable, Sendable, CustomStringConvertible {
    public var colorScheme: ColorScheme
    public var renderingMode: WidgetRenderingMode
    /// The accent tint for `.accented`.
    public var tint: RGBA
    /// Renders the placeholder entry redacted (`.redacted(reason: .placeholder)`).
    public var isPlaceholder: Bool
    /// A stable name for files: "light", "dark", "placeholder", "accented", "vibrant", …
    public var name: String
    /// Where the widget appears: the Home Screen unless set (see `WidgetAppearance+Places.swift`).
    public var location: WidgetLocation = .homeScreen
    /// StandBy in low light: the red monochrome night mode.
    public var isNightMode = false
    /// The Home Screen style of the accented mode (`.tinted` or iOS 26's `.clear` glass).
    public var accentedStyle: AccentedStyle = .tinted

    public init(name: String, colorScheme: ColorScheme, renderingMode: WidgetRenderingMode = .fullColor,
                tint: RGBA = RGBA(red: 0.04, green: 0.52, blue: 1), isPlaceholder: Bool = false) {
        self.name = name
        self.colorScheme = colorScheme
        self.renderingMode = renderingMode
        self.tint = tint
        self.isPlaceholder = isPlaceholder
    }

    public static let light = WidgetAppearance(name: "light", colorScheme: .light)
    public static let dark = WidgetAppearance(name: "dark", colorScheme: .dark)
    public static let placeholder = WidgetAppearance(name: "placeholder", colorScheme: .light, isPlaceholder: true)
    public static let vibrant = WidgetAppearance(name: "vibrant", colorScheme: .dark, renderingMode: .vibrant)
    /// The tinted Home Screen (also named "tinted"): the accented rendering mode, the container
    /// background replaced by the system's tinted backdrop. iOS 18: the accent group in `tint`, the
    /// rest in a lighter tint; iOS 26: both groups white on tinted glass (see `AccentedPalette`).
    public static func accented(tint: RGBA = RGBA(red: 0.04, green: 0.52, blue: 1)) -> WidgetAppearance {
        WidgetAppearance(name: "accented", colorScheme: .dark, renderingMode: .accented, tint: tint)
    }
    /// The built-in appearances by name (the places — StandBy, Lock Screen — and iOS 26's clear
    /// glass after the first five; see `WidgetAppearance+Places.swift`).
    public static let all: [WidgetAppearance] = [.light, .dark, .placeholder, .accented(), .vibrant] + places
    /// An appearance by name (case-insensitive); "tinted" is `accented`.
    public static func named(_ name: String) -> WidgetAppearance? {
        let key = name.lowercased() == "tinted" ? "accented" : name.lowercased()
        return all.first { $0.name.lowercased() == key }
    }

    public var description: String { name }
}
