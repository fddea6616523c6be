import WidgetShotUI

/// Widget sizes and shapes — WidgetKit's `WidgetFamily`.
///
/// An `Int`-backed enum as on iOS (`WidgetFamily.RawValue` is `Int`,
/// https://developer.apple.com/documentation/widgetkit/widgetfamily), so code that stores
/// `family.rawValue` (in `UserDefaults`, a dictionary key) compiles and round-trips. The raw values
/// follow the order WidgetKit declares its cases in. `description` is the case name (`"systemSmall"`), which is what WidgetShot
/// puts in file names and reports; `Codable` encodes the raw value, as Swift synthesises it on iOS.
///
/// Not `CaseIterable`, as on iOS: apps declare `extension WidgetFamily: CaseIterable` themselves
/// (for previews of every family), which a second conformance would make a compile error.
/// WidgetShot's own code lists the families with ``everyFamily``.
public enum WidgetFamily: Int, Codable, Hashable, Sendable, CustomStringConvertible {
    case systemSmall = 0, systemMedium = 1, systemLarge = 2, systemExtraLarge = 3
    /// A watch-face corner widget (watchOS 9; Apple's SDK marks it unavailable on iOS). Only
    /// the Apple Watches of the device catalogue have it (`Device+Watch.swift`); WidgetShot
    /// draws it as the corner region with the widget's circle and its `widgetLabel`
    /// (`CornerComplication`). On an iPhone or iPad rendering it throws
    /// `WidgetError.familyNotOnDevice`.
    case accessoryCorner = 4
    case accessoryCircular = 5, accessoryRectangular = 6, accessoryInline = 7
    /// An extra-large portrait widget (visionOS 26, iOS 27): no iPhone or iPad in the device
    /// catalogue has a canvas for it, so rendering it throws `WidgetError.familyNotOnDevice`.
    case systemExtraLargePortrait = 8

    /// Every family, in declaration order (WidgetShot's; apps use their own `allCases`).
    package static let everyFamily: [WidgetFamily] = [
        .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryCorner,
        .accessoryCircular, .accessoryRectangular, .accessoryInline, .systemExtraLargePortrait,
    ]

    /// The case name: `"systemSmall"`, `"accessoryInline"`…
    public var description: String {
        switch self {
        case .systemSmall: return "systemSmall"
        case .systemMedium: return "systemMedium"
        case .systemLarge: return "systemLarge"
        case .systemExtraLarge: return "systemExtraLarge"
        case .accessoryCorner: return "accessoryCorner"
        case .accessoryCircular: return "accessoryCircular"
        case .accessoryRectangular: return "accessoryRectangular"
        case .accessoryInline: return "accessoryInline"
        case .systemExtraLargePortrait: return "systemExtraLargePortrait"
        }
    }

    /// The family whose case name is `name` (`"systemSmall"`), nil for any other text.
    public init?(name: String) {
        guard let family = Self.everyFamily.first(where: { $0.description == name }) else { return nil }
        self = family
    }

    /// Home Screen (system) families, as opposed to Lock Screen (accessory) ones.
    public var isSystem: Bool { description.hasPrefix("system") }
    /// Lock Screen families.
    public var isAccessory: Bool { !isSystem }
}

private struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }

extension EnvironmentValues {
    /// The family of the widget being rendered.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }
}
