import Foundation

/// The orientation of the app's interface — UIKit's `UIInterfaceOrientation` (Apple's raw
/// values). A widget is rendered upright: `UIWindowScene`s and devices here are portrait.
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Rotated with the home button (or bottom edge) on the left.
    case landscapeLeft = 4
    /// Rotated with the home button (or bottom edge) on the right.
    case landscapeRight = 3

    /// Whether the orientation is portrait or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is landscape.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations — UIKit's `UIInterfaceOrientationMask` (Apple's bits: one per
/// `UIInterfaceOrientation` raw value).
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Upright.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape, home on the left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape, home on the right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    /// Every orientation but upside down.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
