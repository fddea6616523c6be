import Foundation
import WidgetShotUI

/// The device catalogue (`widgetkit-facts` §1): one `Device` per screen class, addressable by a
/// model name; the other models of a class are aliases (`Device.iPhone15ProMax` is
/// `Device.iPhone16Plus`) and are listed in `models`, so `Device.named("iPhone 15 Pro Max")`
/// finds them. iPhones are in `Device+iPhone.swift`, iPads in `Device+iPad.swift`, Apple
/// Watches in `Device+Watch.swift`.
extension Device {
    /// Every catalogued device once: iPhones first, ordered like the HIG widget table (screen
    /// width, then height, largest first; a @3x class before the @2x one of the same size), then
    /// iPads by the same rule, the More Space classes in their place, then Apple Watches by the
    /// same rule.
    public static let all: [Device] = [
        iPhone16ProMax, iPhone16Plus, iPhone14Plus, iPhoneAir, iPhone11ProMax, iPhone11, iPhone8Plus,
        iPhone16Pro, iPhone16, iPhone14, iPhone11Pro, iPhoneSE3, iPhone13mini, iPhoneSE1,
        iPadPro12_9MoreSpace, iPadPro13, iPadPro12_9, iPadMoreSpace970, iPadMoreSpace954,
        iPadPro11M4, iPadPro11, iPadPro10_5, iPadAir11, iPad10_2, iPad9_7, iPadMini8_3,
        appleWatchUltra3, appleWatch46mm, appleWatchUltra, appleWatch45mm, appleWatch42mm, appleWatch44mm,
        appleWatch41mm, appleWatch40mm,
    ]

    /// The placeholder Home Screen corner radius for a device whose (canvas) systemSmall widget
    /// is `smallWidth` points wide.
    ///
    /// Apple publishes no widget corner radius (`widgetkit-facts` §3: FrameUp uses 20 pt, the
    /// suggestion is 20–22 pt on iPhone, scaled with the iPad canvas→device factor). The rule:
    /// **radius = 22 pt × smallWidth / 170, rounded to a whole point**, i.e. 22 pt on the big
    /// iPhones (167–170-pt small), 21 on the 402-pt class (162), 20 on 155–158, 19 on the
    /// 4.7-inch (148) and 18 on the 4-inch (141). On iPad the radius is in canvas points like
    /// every other canvas size, so the shown radius is `cornerRadius × deviceScale(for:)`
    /// (12.9-inch: 22 pt canvas, ≈20.7 pt shown; 9.7-inch: 18 canvas, ≈15.3 shown; More Space
    /// 1192×1590: 24, shown as is).
    static func placeholderCornerRadius(smallWidth: CGFloat) -> CGFloat {
        (smallWidth * 22 / 170).rounded()
    }

    /// An iPhone: canvas sizes of the system families (square small, medium of `medium`×small,
    /// large of `medium`×`large`) and, unless `circular` is nil, the accessory families (inline
    /// is always 26 pt tall).
    static func phone(
        _ id: String, _ name: String, models: [String], screen: (CGFloat, CGFloat), scale: CGFloat,
        small: CGFloat, medium: CGFloat, large: CGFloat,
        circular: CGFloat?, rectangular: (CGFloat, CGFloat) = (0, 0), inline: CGFloat = 0,
        confidence: Confidence = .confirmed, notes: String
    ) -> Device {
        var sizes: [WidgetFamily: CGSize] = [
            .systemSmall: CGSize(width: small, height: small),
            .systemMedium: CGSize(width: medium, height: small),
            .systemLarge: CGSize(width: medium, height: large),
        ]
        if let circular {
            sizes[.accessoryCircular] = CGSize(width: circular, height: circular)
            sizes[.accessoryRectangular] = CGSize(width: rectangular.0, height: rectangular.1)
            sizes[.accessoryInline] = CGSize(width: inline, height: 26)
        }
        return Device(
            id: id, name: name, models: models, idiom: .phone, screenSize: CGSize(width: screen.0, height: screen.1),
            scale: scale, canvasSizes: sizes, cornerRadius: placeholderCornerRadius(smallWidth: small),
            confidence: confidence, notes: notes)
    }

    /// The four system families of an iPad (small `s`×`s`, medium `m`×`s`, large `m`×`m`,
    /// extra large `xl`×`m`).
    static func padSizes(small s: CGFloat, medium m: CGFloat, extraLarge xl: CGFloat) -> [WidgetFamily: CGSize] {
        [.systemSmall: CGSize(width: s, height: s), .systemMedium: CGSize(width: m, height: s),
         .systemLarge: CGSize(width: m, height: m), .systemExtraLarge: CGSize(width: xl, height: m)]
    }

    /// An iPad (@2x): laid out at `canvas`, shown at `shown` (nil for the More Space classes,
    /// where canvas = device).
    static func pad(
        _ id: String, _ name: String, models: [String], screen: (CGFloat, CGFloat),
        canvas: [WidgetFamily: CGSize], shown: [WidgetFamily: CGSize]? = nil,
        confidence: Confidence = .confirmed, notes: String
    ) -> Device {
        Device(
            id: id, name: name, models: models, idiom: .pad, screenSize: CGSize(width: screen.0, height: screen.1), scale: 2,
            canvasSizes: canvas, onScreenSizes: shown ?? [:],
            cornerRadius: placeholderCornerRadius(smallWidth: canvas[.systemSmall]?.width ?? 0),
            confidence: confidence, notes: notes)
    }
}
