import Foundation
import WidgetShotUI

/// iPhones: one device per screen class of `widgetkit-facts` §1.1 (HIG "iOS dimensions" widget
/// table and HIG Layout model table), largest first. Canvas = on-screen size; no
/// `systemExtraLarge`. Sizes in points; pixels = points × `scale`.
extension Device {
    // MARK: 440×956, 430×932, 428×926, 420×912

    /// iPhone 16 Pro Max / 17 Pro Max (440×956 @3x). **Unconfirmed**: not in the HIG widget table.
    public static let iPhone16ProMax = phone(
        "iPhone16ProMax", "iPhone 16 Pro Max", models: ["iPhone 16 Pro Max", "iPhone 17 Pro Max"],
        screen: (440, 956), scale: 3, small: 170, medium: 364, large: 382,
        circular: 76, rectangular: (172, 76), inline: 257, confidence: .unconfirmed,
        notes: """
            widgetkit-facts §1.1 "Screen sizes missing": no HIG row. System sizes are the best guess, \
            the same as 430×932 (iOS 18 pixel measurement, small-icon Home Screen, S5); third-party \
            tables also give 174/374×391 and 183/389×390. Accessory sizes: none found, copied from 430×932.
            """)

    /// iPhone 16 Plus, 15 Plus, 15 Pro Max, 14 Pro Max (430×932 @3x).
    public static let iPhone16Plus = phone(
        "iPhone16Plus", "iPhone 16 Plus", models: ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"],
        screen: (430, 932), scale: 3, small: 170, medium: 364, large: 382,
        circular: 76, rectangular: (172, 76), inline: 257,
        notes: "widgetkit-facts §1.1: HIG table, confirmed by pixel measurement (510/1092/1146 px).")
    public static var iPhone15ProMax: Device { iPhone16Plus }
    public static var iPhone15Plus: Device { iPhone16Plus }
    public static var iPhone14ProMax: Device { iPhone16Plus }

    /// iPhone 14 Plus, 13 Pro Max, 12 Pro Max (428×926 @3x).
    public static let iPhone14Plus = phone(
        "iPhone14Plus", "iPhone 14 Plus", models: ["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"],
        screen: (428, 926), scale: 3, small: 170, medium: 364, large: 382,
        circular: 76, rectangular: (172, 76), inline: 257,
        notes: "widgetkit-facts §1.1: HIG table, confirmed by GeometryReader and pixel measurements.")
    public static var iPhone13ProMax: Device { iPhone14Plus }
    public static var iPhone12ProMax: Device { iPhone14Plus }

    /// iPhone Air (420×912 @3x). **Unconfirmed**: no widget sizes found anywhere.
    public static let iPhoneAir = phone(
        "iPhoneAir", "iPhone Air", models: ["iPhone Air"],
        screen: (420, 912), scale: 3, small: 167, medium: 357, large: 376,
        circular: 75, rectangular: (168, 75), inline: 249, confidence: .unconfirmed,
        notes: """
            widgetkit-facts §1.1 "Screen sizes missing": nothing found for 420×912. Every size is \
            interpolated linearly by screen width between the 402×874 guess (162/344/366; accessories \
            of 393×852) and 430×932 (170/364/382, 76, 172×76, 257), t = 18/28, rounded. It keeps the \
            grid of both neighbours: large = 2 × small + 42, medium = 2 × small + 23.
            """)

    // MARK: 414×896 (@3x and @2x), 414×736

    /// iPhone 11 Pro Max, XS Max (414×896 @3x).
    public static let iPhone11ProMax = phone(
        "iPhone11ProMax", "iPhone 11 Pro Max", models: ["iPhone XS Max", "iPhone 11 Pro Max"],
        screen: (414, 896), scale: 3, small: 169, medium: 360, large: 379,
        circular: 76, rectangular: (160, 72), inline: 248,
        notes: "widgetkit-facts §1.1: HIG table, confirmed by measurements (both 414×896 scales).")
    public static var iPhoneXSMax: Device { iPhone11ProMax }

    /// iPhone 11, XR (414×896 @2x).
    public static let iPhone11 = phone(
        "iPhone11", "iPhone 11", models: ["iPhone XR", "iPhone 11"],
        screen: (414, 896), scale: 2, small: 169, medium: 360, large: 379,
        circular: 76, rectangular: (160, 72), inline: 248,
        notes: "widgetkit-facts §1.1: HIG table, confirmed by measurements (both 414×896 scales).")
    public static var iPhoneXR: Device { iPhone11 }

    /// iPhone 8 Plus, 7 Plus, 6s Plus, 6 Plus (414×736 @3x UIKit scale). **Unconfirmed** large height.
    public static let iPhone8Plus = phone(
        "iPhone8Plus", "iPhone 8 Plus", models: ["iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus", "iPhone 8 Plus"],
        screen: (414, 736), scale: 3, small: 157, medium: 348, large: 357,
        circular: 76, rectangular: (170, 76), inline: 248, confidence: .unconfirmed,
        notes: """
            widgetkit-facts §1.1 note a: small is 157×157 (measured twice; the HIG's 159 contradicts \
            its own medium height 157). Large height is [U]: 357 (HIG and pixel measurement S5) is \
            used, not 351 (GeometryReader S4). UIKit scale @3x; the panel is 1080×1920 px \
            (rendered at 1242×2208 and downsampled). Cannot run iOS 18.
            """)
    public static var iPhone7Plus: Device { iPhone8Plus }
    public static var iPhone6sPlus: Device { iPhone8Plus }
    public static var iPhone6Plus: Device { iPhone8Plus }

    // MARK: 402×874, 393×852, 390×844

    /// iPhone 16 Pro, 17, 17 Pro (402×874 @3x). **Unconfirmed**: not in the HIG widget table.
    public static let iPhone16Pro = phone(
        "iPhone16Pro", "iPhone 16 Pro", models: ["iPhone 16 Pro", "iPhone 17", "iPhone 17 Pro"],
        screen: (402, 874), scale: 3, small: 162, medium: 344, large: 366,
        circular: 72, rectangular: (160, 72), inline: 234, confidence: .unconfirmed,
        notes: """
            widgetkit-facts §1.1 "Screen sizes missing": no HIG row. System sizes are the best guess \
            from the iOS 18 pixel measurement (S5), agreed by several third-party tables (others: \
            348 or 349 wide). Accessory sizes: none found, copied from 393×852.
            """)
    public static var iPhone17: Device { iPhone16Pro }
    public static var iPhone17Pro: Device { iPhone16Pro }

    /// iPhone 16, 15, 15 Pro, 14 Pro (393×852 @3x).
    public static let iPhone16 = phone(
        "iPhone16", "iPhone 16", models: ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"],
        screen: (393, 852), scale: 3, small: 158, medium: 338, large: 354,
        circular: 72, rectangular: (160, 72), inline: 234,
        notes: "widgetkit-facts §1.1: HIG table (note b: one pixel measurement gives medium 339 wide; 338 kept).")
    public static var iPhone15Pro: Device { iPhone16 }
    public static var iPhone15: Device { iPhone16 }
    public static var iPhone14Pro: Device { iPhone16 }

    /// iPhone 14, 13, 13 Pro, 12, 12 Pro, 16e (390×844 @3x).
    public static let iPhone14 = phone(
        "iPhone14", "iPhone 14",
        models: ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14", "iPhone 16e"],
        screen: (390, 844), scale: 3, small: 158, medium: 338, large: 354,
        circular: 72, rectangular: (160, 72), inline: 234,
        notes: "widgetkit-facts §1.1: HIG table, confirmed by GeometryReader and pixel measurements.")
    public static var iPhone13: Device { iPhone14 }
    public static var iPhone13Pro: Device { iPhone14 }
    public static var iPhone12: Device { iPhone14 }
    public static var iPhone12Pro: Device { iPhone14 }
    public static var iPhone16e: Device { iPhone14 }

    // MARK: 375×812, 375×667, 360×780, 320×568

    /// iPhone 11 Pro, XS, X (375×812 @3x).
    public static let iPhone11Pro = phone(
        "iPhone11Pro", "iPhone 11 Pro", models: ["iPhone X", "iPhone XS", "iPhone 11 Pro"],
        screen: (375, 812), scale: 3, small: 155, medium: 329, large: 345,
        circular: 72, rectangular: (157, 72), inline: 225,
        notes: "widgetkit-facts §1.1: HIG table, confirmed by GeometryReader and pixel measurements.")
    public static var iPhoneXS: Device { iPhone11Pro }
    public static var iPhoneX: Device { iPhone11Pro }

    /// iPhone SE (2nd/3rd generation), 8, 7, 6s, 6 (375×667 @2x).
    public static let iPhoneSE3 = phone(
        "iPhoneSE3", "iPhone SE (3rd generation)",
        models: ["iPhone 6", "iPhone 6s", "iPhone 7", "iPhone 8", "iPhone SE (2nd generation)", "iPhone SE (3rd generation)"],
        screen: (375, 667), scale: 2, small: 148, medium: 321, large: 324,
        circular: 68, rectangular: (153, 68), inline: 225,
        notes: "widgetkit-facts §1.1: HIG table, confirmed by GeometryReader and pixel measurements.")
    public static var iPhoneSE2: Device { iPhoneSE3 }
    public static var iPhone8: Device { iPhoneSE3 }
    public static var iPhone7: Device { iPhoneSE3 }
    public static var iPhone6s: Device { iPhoneSE3 }
    public static var iPhone6: Device { iPhoneSE3 }

    /// iPhone 13 mini, 12 mini: the HIG widget table's 360×780 row (@3x, 1080×2340 px).
    public static let iPhone13mini = phone(
        "iPhone13mini", "iPhone 13 mini", models: ["iPhone 12 mini", "iPhone 13 mini"],
        screen: (360, 780), scale: 3, small: 155, medium: 329, large: 345,
        circular: 72, rectangular: (157, 72), inline: 225,
        notes: """
            widgetkit-facts §1.1: HIG widget table row 360×780 (GeometryReader-confirmed). UIKit \
            reports 375×812 (older HIG Layout, S4/S5) while a newer HIG Layout lists 360×780; the \
            widget sizes are the same as 375×812 either way.
            """)
    public static var iPhone12mini: Device { iPhone13mini }

    /// iPhone SE (1st generation), iPod touch 5th–7th generation (320×568 @2x). No Lock Screen
    /// families: these cannot run iOS 16.
    public static let iPhoneSE1 = phone(
        "iPhoneSE1", "iPhone SE (1st generation)",
        models: ["iPhone SE (1st generation)", "iPod touch (5th generation)", "iPod touch (6th generation)",
                 "iPod touch (7th generation)"],
        screen: (320, 568), scale: 2, small: 141, medium: 292, large: 311, circular: nil,
        notes: "widgetkit-facts §1.1: HIG table, confirmed by measurements (iPod touch 7). No accessory families (no iOS 16).")
    public static var iPodTouch: Device { iPhoneSE1 }
}
