import Foundation
import WidgetShotUI

/// The device's screen — UIKit's `UIScreen`. `UIScreen.main` answers for the device being
/// rendered (`DeviceScreen.current`: bound by `WidgetRenderer` around the provider calls and the
/// layout), and for the iPhone 16 Pro (402×874 @3x) outside a render.
///
/// ```swift
/// let width = UIScreen.main.bounds.width   // 393 while rendering for an iPhone 16
/// ```
open class UIScreen: NSObject, @unchecked Sendable {
    private let fixed: DeviceScreen?

    init(fixed: DeviceScreen?) {
        self.fixed = fixed
        super.init()
    }

    /// The screen of the device being rendered.
    open class var main: UIScreen { UIScreen(fixed: nil) }
    /// Every screen: the main one.
    open class var screens: [UIScreen] { [main] }

    private var screen: DeviceScreen { fixed ?? DeviceScreen.current }

    /// The screen in points, portrait, at the origin.
    open var bounds: CGRect { CGRect(origin: .zero, size: screen.size) }
    /// The screen in pixels (`bounds` × `nativeScale`), portrait.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: (screen.size.width * screen.nativeScale).rounded(), height: (screen.size.height * screen.nativeScale).rounded())
    }
    /// Points → pixels of the canvas (2 or 3).
    open var scale: CGFloat { screen.scale }
    /// Points → pixels of the panel.
    open var nativeScale: CGFloat { screen.nativeScale }
    /// The traits of the screen: light appearance, its scale and idiom.
    open var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: scale),
                                       UITraitCollection(userInterfaceIdiom: screen.idiom == .pad ? .pad : .phone)])
    }
    /// Full brightness.
    open var brightness: CGFloat { 1 }
    /// 60 frames per second on iPhone and iPad without ProMotion; WidgetShot does not model ProMotion.
    open var maximumFramesPerSecond: Int { 60 }
}
