import WidgetShotUI

/// Widget sizes and shapes — WidgetKit's `WidgetFamily`.
public enum WidgetFamily: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline
    /// An extra-large portrait widget (visionOS 26, iOS 27): no iPhone or iPad in the device
    /// catalogue has a canvas for it, so rendering it throws `WidgetError.familyNotOnDevice`.
    case systemExtraLargePortrait

    public var description: String { rawValue }

    /// Home Screen (system) families, as opposed to Lock Screen (accessory) ones.
    public var isSystem: Bool { rawValue.hasPrefix("system") }
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
