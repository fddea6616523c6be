import Foundation

/// The standard sizes of sidebar rows — SwiftUI's `SidebarRowSize` (iOS 16).
/// https://developer.apple.com/documentation/swiftui/sidebarrowsize
///
/// Only macOS has three sizes (its "Sidebar icon size" setting); on iOS and watchOS the size is
/// always `.medium`. Widget code uses the enum as a ready-made small/medium/large scale
/// (xDrip4iOS maps `WidgetFamily` onto it to size its Live Activity chart).
public enum SidebarRowSize: Hashable, Sendable {
    /// The standard "small" row size.
    case small
    /// The standard "medium" row size.
    case medium
    /// The standard "large" row size.
    case large
}

private struct SidebarRowSizeKey: EnvironmentKey { static let defaultValue = SidebarRowSize.medium }

extension EnvironmentValues {
    /// The current size of sidebar rows: `.medium`, as on every platform but macOS. Setting
    /// another value has no effect on what iOS draws, as Apple documents; it is kept for code
    /// that reads it back.
    public var sidebarRowSize: SidebarRowSize {
        get { self[SidebarRowSizeKey.self] }
        set { self[SidebarRowSizeKey.self] = newValue }
    }
}
