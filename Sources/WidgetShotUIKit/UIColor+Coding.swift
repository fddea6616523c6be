import Foundation
import WidgetShotUI

/// `UIColor` archives (`NSKeyedArchiver`, `NSSecureCoding`), as settings libraries store colours
/// in `UserDefaults` (`Defaults`' `NSSecureCodingBridge`, `@AppStorage` wrappers).
///
/// A fixed colour is stored as UIKit stores an RGB colour: `UIColorComponentCount` 4 and `UIRed`,
/// `UIGreen`, `UIBlue`, `UIAlpha` (sRGB, extended values kept). A dynamic colour (system colours,
/// asset colours, `UIColor { traits in … }`) keeps its two appearances — UIKit archives system
/// colours by name and cannot archive a provider closure; WidgetShot stores the light colour under
/// UIKit's keys and the dark one beside it, so an unarchived colour still follows the appearance.
enum UIColorCoding {
    static let nameKey = "UIColorName"
    static let countKey = "UIColorComponentCount"
    static let keys = ["UIRed", "UIGreen", "UIBlue", "UIAlpha"]
    static let darkKeys = ["WidgetShotDarkRed", "WidgetShotDarkGreen", "WidgetShotDarkBlue", "WidgetShotDarkAlpha"]

    static func encode(_ color: UIColor, with coder: NSCoder) {
        let light = color.rgba(with: UITraitCollection(userInterfaceStyle: .light))
        coder.encode(4, forKey: countKey)
        for (key, value) in zip(keys, [light.red, light.green, light.blue, light.alpha]) { coder.encode(Double(value), forKey: key) }
        if case .dynamic = color.storage {
            let dark = color.rgba(with: UITraitCollection(userInterfaceStyle: .dark))
            for (key, value) in zip(darkKeys, [dark.red, dark.green, dark.blue, dark.alpha]) { coder.encode(Double(value), forKey: key) }
        }
        if let name = color.name { coder.encode(name as NSString, forKey: nameKey) }
    }

    /// The colour's name, when it was archived with one (a secure decode of a missing key is an error).
    static func decodeName(_ coder: NSCoder) -> String? {
        coder.containsValue(forKey: nameKey) ? coder.decodeObject(of: NSString.self, forKey: nameKey) as String? : nil
    }

    static func decode(_ coder: NSCoder) -> UIColor.Storage? {
        guard coder.containsValue(forKey: keys[0]) else { return nil }
        func rgba(_ keys: [String]) -> RGBA {
            let v = keys.map { CGFloat(coder.decodeDouble(forKey: $0)) }
            return RGBA(red: UIColor.finite(v[0]), green: UIColor.finite(v[1]), blue: UIColor.finite(v[2]), alpha: min(max(UIColor.finite(v[3]), 0), 1))
        }
        let light = rgba(keys)
        guard coder.containsValue(forKey: darkKeys[0]) else { return .fixed(light) }
        let dark = rgba(darkKeys)
        return .dynamic { traits in UIColor(rgba: traits.userInterfaceStyle == .dark ? dark : light) }
    }
}

extension UIColor: NSSecureCoding {
    /// UIKit's `supportsSecureCoding`: colours decode with `NSKeyedUnarchiver`'s secure coding.
    public static var supportsSecureCoding: Bool { true }
    /// Archives the colour (see `UIColorCoding`).
    public func encode(with coder: NSCoder) { UIColorCoding.encode(self, with: coder) }
}
