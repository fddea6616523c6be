import Foundation
import WidgetShotUI

/// The backdrop of an app's views — UIKit's `UIWindow`. A widget extension has no window on
/// screen; a window the code makes holds its views (`window` of a subview is this window) and
/// its root view controller, and is never shown.
open class UIWindow: UIView, @unchecked Sendable {
    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            if let view = rootViewController?.view { addSubview(view) }
        }
    }
    /// The window's level (normal by default).
    open var windowLevel: UIWindow.Level = .normal
    /// Whether this is the key window.
    open private(set) var isKeyWindow = false

    /// The scene the window is in (`nil` unless code gives it one: no scene is connected in a
    /// widget extension). Setting it moves the window to that scene's `windows`, as in UIKit.
    open weak var windowScene: UIWindowScene? {
        didSet {
            oldValue?.windows.removeAll { $0 === self }
            if let windowScene, !windowScene.windows.contains(where: { $0 === self }) { windowScene.windows.append(self) }
        }
    }

    /// A window of a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// A window in a scene, filling the scene's screen (UIKit's `init(windowScene:)`, iOS 13).
    public init(windowScene: UIWindowScene) {
        super.init(frame: UIScreen.main.bounds)
        self.windowScene = windowScene
        windowScene.windows.append(self)
    }
    /// A window from an archive (empty).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The window itself.
    open override var window: UIWindow? { self }
    /// Makes the window key (nothing is shown: there is no screen).
    open func makeKey() { isKeyWindow = true }
    /// Makes the window key and visible.
    open func makeKeyAndVisible() { isKeyWindow = true; isHidden = false }

    /// A window's stacking level — `UIWindow.Level` (Apple's values).
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
    }
}
