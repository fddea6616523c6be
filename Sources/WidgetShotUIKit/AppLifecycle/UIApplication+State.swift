import Foundation

extension UIApplication {
    /// The running states of an app — UIKit's `UIApplication.State`
    /// (https://developer.apple.com/documentation/uikit/uiapplication/state; raw values are
    /// UIKit's `UIApplicationStateActive` 0, `Inactive` 1, `Background` 2).
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground, not receiving events.
        case inactive = 1
        /// Running in the background.
        case background = 2
    }

    /// The app's state, or that of its most active scene (UIKit's `applicationState`). "A
    /// scene-based app launches in the background state" and a widget render connects no scene
    /// (``connectedScenes`` is empty), so this is always `.background`: code that defers work
    /// while the app is not in the foreground takes that path, as in a widget extension's process.
    public var applicationState: State { .background }

    /// The font size the user prefers (UIKit's `preferredContentSizeCategory`): the Dynamic Type
    /// size being rendered, as ``UITraitCollection/current`` reports it (Large outside a render).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        UITraitCollection.current.preferredContentSizeCategory
    }
}
