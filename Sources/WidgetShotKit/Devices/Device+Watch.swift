import Foundation
import WidgetShotUI

/// Apple Watches: one device per screen class, largest first. Every watch is @2x. A watch shows
/// the four accessory families only — `accessoryCorner`, `accessoryCircular` and
/// `accessoryInline` as complications on the watch face, `accessoryRectangular` as a complication
/// and in the Smart Stack (watchOS 10+) — and no system family.
///
/// Where each number comes from (cited again beside each device):
/// - **Screens** (points = pixels / 2): Apple's technical specifications, as collected in
///   ryanlintott/FrameUp `WidgetFrame+all.swift` `watchDevices` (40 mm 162×197, 41 mm 176×215,
///   42 mm Series 10 187×223, 44 mm 184×224, 45 mm 198×242, 46 mm 208×248, 49 mm Ultra and
///   Ultra 2 205×251, 49 mm Ultra 3 211×257).
/// - **`accessoryRectangular`**: HIG Widgets, "watchOS dimensions", *Size of a widget in the
///   Smart Stack (pt)*: 40 mm 152×69.5, 41 mm 165×72.5, 44 mm 173×76.5, 45 mm 184×80.5,
///   49 mm 191×81.5 (https://developer.apple.com/design/human-interface-guidelines/widgets,
///   corrected Jan 17 2025; `widgetkit-facts` §1.3). The rectangular *complication* on a face is
///   a little larger (HIG Complications, Rectangular, "Large image without title": 162×69,
///   171.5×73, 184×78, 193×82); WidgetShot renders the Smart Stack size, the one the HIG gives
///   as a widget size.
/// - **`accessoryCircular`**: HIG Complications, Circular, *Image* (the image fills the
///   complication, "The system applies a circular mask to each image"): 40 mm 42×42, 41 mm
///   44.5×44.5, 44 mm 47×47, 45/49 mm 50×50
///   (https://developer.apple.com/design/human-interface-guidelines/complications#Circular).
/// - **`accessoryCorner`**: HIG Complications, Corner, *Circular* image: 40 mm 32×32, 41 mm
///   34×34, 44 mm 36×36, 45/49 mm 38×38 (…/complications#Corner). The corner widget's view is
///   this circle; its `widgetLabel` curves around the bezel outside it.
/// - **`accessoryInline`**: **guess** — Apple publishes no size. The inline complication is one
///   line of text across the top of the face: WidgetShot gives it the Smart Stack width and a
///   20-pt line (the rectangular family's default text is 16.5–19.5 pt, HIG Complications,
///   Rectangular; inline text is smaller).
/// - **Series 10/11 (42 mm, 46 mm) and Ultra 3**: not in either HIG table: **unconfirmed**,
///   each takes the sizes of the published case whose screen is nearest in width (42 mm
///   Series 10, 187 pt wide, → 44 mm, 184; 46 mm, 208, → 49 mm, 205; Ultra 3 → 49 mm).
extension Device {
    /// An Apple Watch (@2x): `rectangular` is the Smart Stack size, `circular` and `corner` the
    /// side of the circular and corner complications; inline is `rectangular`'s width × 20 pt
    /// (a guess, see above).
    static func watch(
        _ id: String, _ name: String, models: [String], screen: (CGFloat, CGFloat),
        rectangular: (CGFloat, CGFloat), circular: CGFloat, corner: CGFloat,
        confidence: Confidence = .confirmed, notes: String
    ) -> Device {
        let sizes: [WidgetFamily: CGSize] = [
            .accessoryCorner: CGSize(width: corner, height: corner),
            .accessoryCircular: CGSize(width: circular, height: circular),
            .accessoryRectangular: CGSize(width: rectangular.0, height: rectangular.1),
            .accessoryInline: CGSize(width: rectangular.0, height: 20),
        ]
        // The Smart Stack platter's corner radius is not published; WidgetChrome caps a
        // rectangular widget's radius at a quarter of its height (≈17–20 pt here).
        return Device(id: id, name: name, models: models, idiom: .watch, screenSize: CGSize(width: screen.0, height: screen.1),
                      scale: 2, canvasSizes: sizes, cornerRadius: 20, confidence: confidence, notes: notes)
    }

    /// The watches a watchOS widget target renders on when no device is chosen: the smallest
    /// published case, the common large one, and Ultra (the largest).
    public static let defaultWatches: [Device] = [appleWatch40mm, appleWatch45mm, appleWatchUltra]

    // MARK: 49 mm, 46 mm, 45 mm

    /// Apple Watch Ultra 3 (49 mm, 211×257 @2x). **Unconfirmed**: not in the HIG tables.
    public static let appleWatchUltra3 = watch(
        "appleWatchUltra3", "Apple Watch Ultra 3 (49mm)", models: ["Apple Watch Ultra 3"],
        screen: (211, 257), rectangular: (191, 81.5), circular: 50, corner: 38, confidence: .unconfirmed,
        notes: "Screen: FrameUp watchDevices (Ultra 3, 422×514 px). No HIG row for its larger screen: the 49 mm sizes (Smart Stack 191×81.5; circular 50, corner 38) are used. Inline 191×20 is a guess.")

    /// Apple Watch Ultra and Ultra 2 (49 mm, 205×251 @2x).
    public static let appleWatchUltra = watch(
        "appleWatchUltra", "Apple Watch Ultra (49mm)", models: ["Apple Watch Ultra", "Apple Watch Ultra 2"],
        screen: (205, 251), rectangular: (191, 81.5), circular: 50, corner: 38,
        notes: "HIG Widgets watchOS dimensions (49 mm: 191×81.5); HIG Complications circular 50×50 and corner 38×38 (45mm/49mm column). Inline 191×20 is a guess.")

    /// Apple Watch Series 10 and 11 (46 mm, 208×248 @2x). **Unconfirmed**: not in the HIG tables.
    public static let appleWatch46mm = watch(
        "appleWatch46mm", "Apple Watch Series 10 (46mm)", models: ["Apple Watch Series 10 (46mm)", "Apple Watch Series 11 (46mm)"],
        screen: (208, 248), rectangular: (191, 81.5), circular: 50, corner: 38, confidence: .unconfirmed,
        notes: "Screen: FrameUp watchDevices (416×496 px). No HIG row: the sizes of the 49 mm case, whose screen (205 pt) is nearest in width. Inline 191×20 is a guess.")

    /// Apple Watch Series 7, 8 and 9 (45 mm, 198×242 @2x).
    public static let appleWatch45mm = watch(
        "appleWatch45mm", "Apple Watch Series 9 (45mm)",
        models: ["Apple Watch Series 7 (45mm)", "Apple Watch Series 8 (45mm)", "Apple Watch Series 9 (45mm)"],
        screen: (198, 242), rectangular: (184, 80.5), circular: 50, corner: 38,
        notes: "HIG Widgets watchOS dimensions (45 mm: 184×80.5); HIG Complications circular 50×50 and corner 38×38 (45mm/49mm column). Inline 184×20 is a guess.")

    // MARK: 44 mm, 42 mm (Series 10), 41 mm, 40 mm

    /// Apple Watch Series 4, 5, 6 and SE (44 mm, 184×224 @2x).
    public static let appleWatch44mm = watch(
        "appleWatch44mm", "Apple Watch SE (44mm)",
        models: ["Apple Watch Series 4 (44mm)", "Apple Watch Series 5 (44mm)", "Apple Watch Series 6 (44mm)", "Apple Watch SE (44mm)"],
        screen: (184, 224), rectangular: (173, 76.5), circular: 47, corner: 36,
        notes: "HIG Widgets watchOS dimensions (44 mm: 173×76.5); HIG Complications circular 47×47 and corner 36×36 (44mm column). Inline 173×20 is a guess.")

    /// Apple Watch Series 10 and 11 (42 mm, 187×223 @2x). **Unconfirmed**: not in the HIG tables.
    public static let appleWatch42mm = watch(
        "appleWatch42mm", "Apple Watch Series 10 (42mm)", models: ["Apple Watch Series 10 (42mm)", "Apple Watch Series 11 (42mm)"],
        screen: (187, 223), rectangular: (173, 76.5), circular: 47, corner: 36, confidence: .unconfirmed,
        notes: "Screen: FrameUp watchDevices (374×446 px). No HIG row: the sizes of the 44 mm case, whose screen (184 pt) is nearest in width. Inline 173×20 is a guess.")

    /// Apple Watch Series 7, 8 and 9 (41 mm, 176×215 @2x).
    public static let appleWatch41mm = watch(
        "appleWatch41mm", "Apple Watch Series 9 (41mm)",
        models: ["Apple Watch Series 7 (41mm)", "Apple Watch Series 8 (41mm)", "Apple Watch Series 9 (41mm)"],
        screen: (176, 215), rectangular: (165, 72.5), circular: 44.5, corner: 34,
        notes: "HIG Widgets watchOS dimensions (41 mm: 165×72.5); HIG Complications circular 44.5×44.5 and corner 34×34 (41mm column). Inline 165×20 is a guess.")

    /// Apple Watch Series 4, 5, 6 and SE (40 mm, 162×197 @2x).
    public static let appleWatch40mm = watch(
        "appleWatch40mm", "Apple Watch SE (40mm)",
        models: ["Apple Watch Series 4 (40mm)", "Apple Watch Series 5 (40mm)", "Apple Watch Series 6 (40mm)", "Apple Watch SE (40mm)"],
        screen: (162, 197), rectangular: (152, 69.5), circular: 42, corner: 32,
        notes: "HIG Widgets watchOS dimensions (40 mm: 152×69.5); HIG Complications circular 42×42 and corner 32×32 (40mm column). Inline 152×20 is a guess.")
}
