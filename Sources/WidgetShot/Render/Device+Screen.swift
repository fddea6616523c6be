import Foundation
import WidgetShotKit
import WidgetShotUI

extension Device {
    /// The device's screen as UIKit reports it while this device is rendered (`UIScreen.main`,
    /// `UIDevice.current`).
    ///
    /// `nativeScale` is `scale` except on the 5.5-inch Plus phones (414×736 @3x), whose
    /// 1242-pixel-wide canvas is shown on a 1080-pixel panel: 1080 / 414 ≈ 2.608 (Apple, "Image
    /// size and resolution", https://developer.apple.com/design/human-interface-guidelines/images).
    public var screen: DeviceScreen {
        let isPlus55 = screenSize == CGSize(width: 414, height: 736) && scale == 3
        // A custom device has no screen size: report the default screen's size at its scale.
        let size = screenSize.width > 0 && screenSize.height > 0 ? screenSize : DeviceScreen.default.size
        return DeviceScreen(size: size, scale: scale, nativeScale: isPlus55 ? 1080 / 414 : scale,
                            idiom: DeviceScreen.Idiom(rawValue: idiom.rawValue) ?? .phone, modelName: name)
    }
}
