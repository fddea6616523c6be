import WidgetShotUI

// visionOS widget options. They compile so widgets written for Apple Vision Pro build unchanged;
// they do not change an iOS render. WidgetShot does not render visionOS: the sizes, materials and
// mounting frames of widgets placed in a room are not published in a form that can be checked
// (https://developer.apple.com/documentation/widgetkit/updating-your-widgets-for-visionos).

/// How a widget is mounted on a surface in visionOS (https://developer.apple.com/documentation/widgetkit/widgetmountingstyle).
public struct WidgetMountingStyle: Hashable, Sendable {
    let name: String
    /// Surrounded by a composite material, standing out from the surface.
    public static let elevated = WidgetMountingStyle(name: "elevated")
    /// Inside a recessed portal in the surface.
    public static let recessed = WidgetMountingStyle(name: "recessed")
}

/// The texture of a visionOS widget's coating layer (https://developer.apple.com/documentation/widgetkit/widgettexture).
public struct WidgetTexture: Hashable, Sendable {
    let name: String
    /// Reflective, clear glass (the default).
    public static let glass = WidgetTexture(name: "glass")
    /// Matte paper.
    public static let paper = WidgetTexture(name: "paper")
}

/// How much detail a view should show (https://developer.apple.com/documentation/widgetkit/levelofdetail).
/// Apple: "On all non-visionOS platforms this will always be `default`", so iOS renders read `.default`.
public struct LevelOfDetail: Hashable, Sendable {
    let name: String
    /// The default amount of information.
    public static let `default` = LevelOfDetail(name: "default")
    /// A simplified layout (on visionOS: the viewer is far away).
    public static let simplified = LevelOfDetail(name: "simplified")
}

private struct LevelOfDetailKey: EnvironmentKey { static let defaultValue = LevelOfDetail.default }

extension EnvironmentValues {
    /// The level of detail the view is recommended to have (always `.default` on iOS).
    public var levelOfDetail: LevelOfDetail {
        get { self[LevelOfDetailKey.self] }
        set { self[LevelOfDetailKey.self] = newValue }
    }
}

extension WidgetConfiguration {
    /// The mounting styles the widget supports in visionOS (no effect on an iOS render).
    public func supportedMountingStyles(_ styles: [WidgetMountingStyle]) -> ModifiedWidgetConfiguration {
        ModifiedWidgetConfiguration(definition: definition)
    }

    /// The texture of the widget in visionOS (no effect on an iOS render).
    public func widgetTexture(_ material: WidgetTexture) -> ModifiedWidgetConfiguration {
        ModifiedWidgetConfiguration(definition: definition)
    }
}
