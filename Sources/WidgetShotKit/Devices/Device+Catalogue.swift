import Foundation
import WidgetShotUI

extension Device {
    /// Every catalogued device, iPhones first (largest screen first), then iPads.
    public static let all: [Device] = [iPhone16Pro, iPhoneSE3, iPadPro12_9]

    /// iPhone 16 Pro (402×874 @3x). Widget sizes unconfirmed (pixel measurement on iOS 18).
    public static let iPhone16Pro = Device(
        id: "iPhone16Pro", name: "iPhone 16 Pro", models: ["iPhone 16 Pro", "iPhone 17", "iPhone 17 Pro"], screenSize: CGSize(width: 402, height: 874),
        scale: 3, canvasSizes: [.systemSmall: CGSize(width: 162, height: 162), .systemMedium: CGSize(width: 344, height: 162),
                                .systemLarge: CGSize(width: 344, height: 366)],
        confidence: .unconfirmed, notes: "widgetkit-facts §1.1: not in the HIG table; best guess from pixel measurement")

    /// iPhone SE (2nd/3rd generation), 375×667 @2x.
    public static let iPhoneSE3 = Device(
        id: "iPhoneSE3", name: "iPhone SE (3rd generation)", models: ["iPhone SE (2nd generation)", "iPhone 8", "iPhone 7", "iPhone 6s"],
        screenSize: CGSize(width: 375, height: 667), scale: 2,
        canvasSizes: [.systemSmall: CGSize(width: 148, height: 148), .systemMedium: CGSize(width: 321, height: 148),
                      .systemLarge: CGSize(width: 321, height: 324), .accessoryCircular: CGSize(width: 68, height: 68),
                      .accessoryRectangular: CGSize(width: 153, height: 68), .accessoryInline: CGSize(width: 225, height: 26)])

    /// iPad Pro 12.9-inch (1024×1366 @2x): laid out at the canvas size, shown scaled by ≈0.941.
    public static let iPadPro12_9 = Device(
        id: "iPadPro12_9", name: "iPad Pro 12.9-inch", models: ["iPad Pro 12.9-inch", "iPad Air 13-inch"], idiom: .pad,
        screenSize: CGSize(width: 1024, height: 1366), scale: 2,
        canvasSizes: [.systemSmall: CGSize(width: 170, height: 170), .systemMedium: CGSize(width: 378.5, height: 170),
                      .systemLarge: CGSize(width: 378.5, height: 378.5), .systemExtraLarge: CGSize(width: 795, height: 378.5)],
        onScreenSizes: [.systemSmall: CGSize(width: 160, height: 160), .systemMedium: CGSize(width: 356, height: 160),
                        .systemLarge: CGSize(width: 356, height: 356), .systemExtraLarge: CGSize(width: 748, height: 356)])
}
