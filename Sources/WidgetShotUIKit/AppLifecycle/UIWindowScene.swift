import Foundation
import WidgetShotUI

/// A scene that shows windows — UIKit's `UIWindowScene`. A widget extension has no scene: none
/// is ever connected (`UIApplication.connectedScenes` is empty), so code that looks for the
/// foreground scene finds none, as in an app extension on iOS.
open class UIWindowScene: UIScene, @unchecked Sendable {
    /// The scene's windows.
    open internal(set) var windows: [UIWindow] = []
    /// The scene's status bar (`statusBarManager`).
    let sceneStatusBar = UIStatusBarManager()
    /// The key window, if any.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    /// The orientation of the scene's interface (iOS 13): upright, as WidgetShot renders.
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
}

extension UIScene {
    /// A scene's state — UIKit's `UIScene.ActivationState` (Apple's raw values).
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }
    /// The scene's state (scenes WidgetShot knows are never attached).
    public var activationState: ActivationState { .unattached }
}

extension UIApplication {
    /// The connected scenes (none: an extension has no scene of its own).
    public var connectedScenes: Set<UIScene> { [] }
    /// The app's windows (none).
    public var windows: [UIWindow] { [] }
}
