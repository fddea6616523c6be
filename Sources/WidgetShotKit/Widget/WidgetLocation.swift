import Foundation

/// Where a widget appears — WidgetKit's `WidgetLocation` (iOS 17+; `carPlay` iOS 26+),
/// https://developer.apple.com/documentation/widgetkit/widgetlocation. WidgetShot renders the
/// Home Screen, StandBy and the Lock Screen (`WidgetAppearance.location`); the others are here so
/// `disfavoredLocations(_:for:)`-style code compiles.
public struct WidgetLocation: Hashable, Sendable, CustomStringConvertible {
    let identifier: String

    /// The Home Screen or Today View.
    public static let homeScreen = WidgetLocation(identifier: "homeScreen")
    /// The Lock Screen.
    public static let lockScreen = WidgetLocation(identifier: "lockScreen")
    /// StandBy (iPhone on its side while charging).
    public static let standBy = WidgetLocation(identifier: "standBy")
    /// An iPhone widget on the Mac.
    public static let iPhoneWidgetsOnMac = WidgetLocation(identifier: "iPhoneWidgetsOnMac")
    /// CarPlay (iOS 26).
    public static let carPlay = WidgetLocation(identifier: "carPlay")

    public var description: String { identifier }
}
