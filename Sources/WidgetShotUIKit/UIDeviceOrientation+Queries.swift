import Foundation

/// UIKit's Swift queries on a device orientation (`UIDevice.current.orientation.isPortrait`:
/// Lovely-Development-Team/St-Jude-Widget-App's `DoubleHelpers.screenWidth`). The rendered device
/// is upright (``UIDevice/orientation`` is `.portrait`).
extension UIDevice.Orientation {
    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is turned on either side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies face up or face down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface can take: portrait or landscape.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
