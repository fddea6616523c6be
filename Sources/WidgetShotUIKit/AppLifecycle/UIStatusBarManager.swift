import Foundation
import WidgetShotUI

/// A window scene's status bar — UIKit's `UIStatusBarManager`. A widget extension shows no status
/// bar of its own; the manager reports the frame a scene was given (zero for a scene that is
/// never connected, which is every scene here — see `UIWindowScene`).
open class UIStatusBarManager: NSObject, @unchecked Sendable {
    /// The status bar's frame in the scene's coordinates.
    open internal(set) var statusBarFrame: CGRect = .zero
    /// Whether the status bar is hidden (it is: no scene is on screen).
    open var isStatusBarHidden: Bool { statusBarFrame.height == 0 }
    /// The status bar's style.
    open var statusBarStyle: UIStatusBarStyle = .default
}

/// The status bar's style — UIKit's `UIStatusBarStyle` (Apple's raw values).
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark or light content by the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds (iOS 13).
    case darkContent = 3
}

extension UIWindowScene {
    /// The scene's status bar.
    public var statusBarManager: UIStatusBarManager? { sceneStatusBar }
}
