import Foundation
import WidgetShotUI

/// iPads: one device per screen class of `widgetkit-facts` §1.2 (HIG "iPadOS dimensions"), all
/// @2x. Widgets are laid out at the canvas size (`canvasSizes`) and shown scaled down
/// (`onScreenSizes`, `deviceScale(for:)`); in the Display Zoom "More Space" classes canvas =
/// device. No iPad Lock Screen (accessory) sizes are published, so iPads have system families only.
extension Device {
    // The HIG canvas and device tables, shared by screen classes with the same numbers.
    private static let canvas1024 = padSizes(small: 170, medium: 378.5, extraLarge: 795)
    private static let shown1024 = padSizes(small: 160, medium: 356, extraLarge: 748)
    private static let canvas834x1194 = padSizes(small: 155, medium: 342, extraLarge: 715.5)
    private static let shown834x1194 = padSizes(small: 136, medium: 300, extraLarge: 628)

    // MARK: 12.9/13-inch

    /// iPad Pro 12.9-inch in Display Zoom "More Space" (1192×1590, canvas = device).
    public static let iPadPro12_9MoreSpace = pad(
        "iPadPro12_9MoreSpace", "iPad Pro 12.9-inch (More Space)", models: ["iPad Pro 12.9-inch (More Space)"],
        screen: (1192, 1590), canvas: padSizes(small: 188, medium: 412, extraLarge: 860),
        notes: """
            widgetkit-facts §1.2: HIG More Space row 1192×1590 (canvas = device, scale 1). Which iPad \
            it belongs to is not stated; presumably the 12.9/13-inch iPad Pro.
            """)

    /// iPad Pro 13-inch (M4), 1032×1376. **Unconfirmed**: no HIG widget row; the 1024×1366 sizes.
    public static let iPadPro13 = pad(
        "iPadPro13", "iPad Pro 13-inch", models: ["iPad Pro 13-inch", "iPad Pro 13-inch (M4)"],
        screen: (1032, 1376), canvas: canvas1024, shown: shown1024, confidence: .unconfirmed,
        notes: """
            widgetkit-facts §1.2: the newer HIG Layout lists the iPad Pro 13-inch at 1032×1376 but the \
            widget table has no row. Best guess: the nearest class, 1024×1366 (iPad Pro 12.9-inch).
            """)

    /// iPad Pro 12.9-inch, iPad Air 13-inch (1024×1366): canvas scaled by ≈0.941 on screen.
    public static let iPadPro12_9 = pad(
        "iPadPro12_9", "iPad Pro 12.9-inch", models: ["iPad Pro 12.9-inch", "iPad Air 13-inch"],
        screen: (1024, 1366), canvas: canvas1024, shown: shown1024,
        notes: "widgetkit-facts §1.2: HIG table; GeometryReader reports the canvas (170 / 379×170 …).")
    public static var iPadAir13: Device { iPadPro12_9 }

    // MARK: More Space 970×1389, 954×1373

    /// An iPad in Display Zoom "More Space" at 970×1389 (canvas = device).
    public static let iPadMoreSpace970 = pad(
        "iPadMoreSpace970", "iPad 970×1389 (More Space)", models: [],
        screen: (970, 1389), canvas: padSizes(small: 162, medium: 350, extraLarge: 726),
        notes: "widgetkit-facts §1.2: HIG More Space row 970×1389 (canvas = device). Which iPad maps here is not stated.")

    /// An iPad in Display Zoom "More Space" at 954×1373 (canvas = device).
    public static let iPadMoreSpace954 = pad(
        "iPadMoreSpace954", "iPad 954×1373 (More Space)", models: [],
        screen: (954, 1373), canvas: padSizes(small: 162, medium: 350, extraLarge: 726),
        notes: "widgetkit-facts §1.2: HIG More Space row 954×1373 (canvas = device). Which iPad maps here is not stated.")

    // MARK: 11-inch and 10.5-inch

    /// iPad Pro 11-inch (M4, 5th generation on), 834×1210. **Unconfirmed**: no HIG widget row;
    /// the 834×1194 sizes.
    public static let iPadPro11M4 = pad(
        "iPadPro11M4", "iPad Pro 11-inch (M4)", models: ["iPad Pro 11-inch (5th generation)", "iPad Pro 11-inch (M4)"],
        screen: (834, 1210), canvas: canvas834x1194, shown: shown834x1194, confidence: .unconfirmed,
        notes: """
            widgetkit-facts §1.2: the newer HIG Layout lists the iPad Pro 11-inch 5th/6th gen at 834×1210 \
            but the widget table has no row. Best guess: the nearest class, 834×1194 (iPad Pro 11-inch).
            """)

    /// iPad Pro 11-inch, 1st–4th generation (834×1194): canvas scaled by ≈0.877 on screen.
    public static let iPadPro11 = pad(
        "iPadPro11", "iPad Pro 11-inch",
        models: ["iPad Pro 11-inch", "iPad Pro 11-inch (1st generation)", "iPad Pro 11-inch (2nd generation)",
                 "iPad Pro 11-inch (3rd generation)", "iPad Pro 11-inch (4th generation)"],
        screen: (834, 1194), canvas: canvas834x1194, shown: shown834x1194,
        notes: "widgetkit-facts §1.2: HIG table (older HIG snapshots also put the iPad Pro 10.5-inch here; it is 834×1112).")

    /// iPad Pro 10.5-inch, iPad Air 10.5-inch (834×1112): canvas scaled by 0.88 on screen.
    public static let iPadPro10_5 = pad(
        "iPadPro10_5", "iPad Pro 10.5-inch", models: ["iPad Air 10.5-inch", "iPad Pro 10.5-inch"],
        screen: (834, 1112), canvas: padSizes(small: 150, medium: 327.5, extraLarge: 682),
        shown: padSizes(small: 132, medium: 288, extraLarge: 600),
        notes: "widgetkit-facts §1.2: HIG table.")
    public static var iPadAir10_5: Device { iPadPro10_5 }

    /// iPad Air 11-inch, iPad Air 10.9-inch, iPad 11-inch (820×1180): same sizes as 834×1194.
    public static let iPadAir11 = pad(
        "iPadAir11", "iPad Air 11-inch", models: ["iPad Air 10.9-inch", "iPad Air 11-inch", "iPad 11-inch"],
        screen: (820, 1180), canvas: canvas834x1194, shown: shown834x1194,
        notes: "widgetkit-facts §1.2: HIG table.")
    public static var iPadAir10_9: Device { iPadAir11 }
    public static var iPad11: Device { iPadAir11 }

    // MARK: 10.2-inch, 9.7/7.9-inch, mini 8.3-inch

    /// iPad 10.2-inch (810×1080): canvas scaled by ≈0.849 on screen.
    public static let iPad10_2 = pad(
        "iPad10_2", "iPad 10.2-inch", models: ["iPad 10.2-inch"],
        screen: (810, 1080), canvas: padSizes(small: 146, medium: 320.5, extraLarge: 669),
        shown: padSizes(small: 124, medium: 272, extraLarge: 568),
        notes: "widgetkit-facts §1.2: HIG table.")

    /// iPad 9.7-inch, iPad Air 9.7, iPad Pro 9.7, iPad mini 7.9-inch (768×1024): ≈0.851 on screen.
    public static let iPad9_7 = pad(
        "iPad9_7", "iPad 9.7-inch", models: ["iPad 9.7-inch", "iPad Air 9.7-inch", "iPad Pro 9.7-inch", "iPad mini 7.9-inch"],
        screen: (768, 1024), canvas: padSizes(small: 141, medium: 305.5, extraLarge: 634.5),
        shown: padSizes(small: 120, medium: 260, extraLarge: 540),
        notes: "widgetkit-facts §1.2: HIG table.")
    public static var iPadMini7_9: Device { iPad9_7 }
    public static var iPadAir9_7: Device { iPad9_7 }
    public static var iPadPro9_7: Device { iPad9_7 }

    /// iPad mini 8.3-inch (744×1133): same sizes as 768×1024.
    public static let iPadMini8_3 = pad(
        "iPadMini8_3", "iPad mini 8.3-inch", models: ["iPad mini 8.3-inch"],
        screen: (744, 1133), canvas: padSizes(small: 141, medium: 305.5, extraLarge: 634.5),
        shown: padSizes(small: 120, medium: 260, extraLarge: 540),
        notes: "widgetkit-facts §1.2: HIG table.")
}
