import Foundation
import WidgetShotUI

/// The Live Activity sizes of a device (points), from the HIG "Live Activities" Specifications
/// (https://developer.apple.com/design/human-interface-guidelines/live-activities#Specifications):
///
/// | Screen  | Compact leading/trailing | Minimal        | Expanded   | Lock Screen |
/// |---------|--------------------------|----------------|------------|-------------|
/// | 430×932 | 62.33×36.67              | 36.67–45×36.67 | 408×84–160 | 408×84–160  |
/// | 393×852 | 52.33×36.67              | 36.67–45×36.67 | 371×84–160 | 371×84–160  |
///
/// and its Dynamic Island table: compact or minimal width 250 pt (Pro Max, Plus, Air) or 230 pt
/// (Pro, base), expanded width 408 or 371 pt, corner radius 44 pt. iPad Lock Screen: 500×84–160
/// (1366×1024) and 425×84–160 (1194×834, 1012×834, 1080×810, 1024×768).
public struct LiveActivityMetrics: Hashable, Sendable {
    /// The compact leading (and trailing) region; `nil` without a Dynamic Island.
    public var compactRegion: CGSize?
    /// The whole island in the compact and minimal presentations (HIG Dynamic Island width table).
    public var islandCompactWidth: CGFloat?
    /// The expanded island's width (HIG Dynamic Island width table).
    public var islandExpandedWidth: CGFloat?
    /// The minimal region's width range (HIG: 36.67–45).
    public var minimalWidth: ClosedRange<CGFloat> = 36.67...45
    /// The expanded and Lock Screen height range (HIG: 84–160; taller content is truncated).
    public var heightRange: ClosedRange<CGFloat> = 84...160
    /// The Lock Screen presentation's width.
    public var lockScreenWidth: CGFloat
    /// The island's corner radius (HIG: 44 pt, "matches the TrueDepth camera").
    public var islandCornerRadius: CGFloat = 44
    /// The Lock Screen platter's corner radius. **Guess**: Apple publishes none; 22 pt, near the
    /// notification platters it sits among.
    public var lockScreenCornerRadius: CGFloat = 22
    public var confidence: Device.Confidence
    /// Where each number comes from.
    public var notes: String

    /// Whether the device has a Dynamic Island.
    public var hasDynamicIsland: Bool { compactRegion != nil }
    /// The sensor housing (TrueDepth camera) between the compact regions: the compact island
    /// width minus both regions — 125.33 pt on both HIG rows (250 − 2×62.33 = 230 − 2×52.33).
    public var sensorWidth: CGFloat? {
        guard let compactRegion, let islandCompactWidth else { return nil }
        return islandCompactWidth - 2 * compactRegion.width
    }
    /// The collapsed island's height (the compact region height, 36.67).
    public var islandHeight: CGFloat? { compactRegion?.height }
}

extension Device {
    /// The device's Live Activity sizes (`nil` for devices without Lock Screen Live Activities:
    /// those that cannot run iOS 16.1, and Apple Watches).
    public var liveActivity: LiveActivityMetrics? {
        let hig = "HIG Live Activities, Specifications (https://developer.apple.com/design/human-interface-guidelines/live-activities#Specifications)"
        func island(_ region: CGFloat, _ compact: CGFloat, _ expanded: CGFloat, lock: CGFloat, _ confidence: Confidence, _ notes: String) -> LiveActivityMetrics {
            LiveActivityMetrics(compactRegion: CGSize(width: region, height: 36.67), islandCompactWidth: compact, islandExpandedWidth: expanded,
                                lockScreenWidth: lock, confidence: confidence, notes: notes)
        }
        switch id {
        case "iPhone16Plus":
            return island(62.33, 250, 408, lock: 408, .confirmed, "\(hig): the 430×932 row and the 14 Pro Max/15 Plus/15 Pro Max/16 Plus island widths.")
        case "iPhone16":
            return island(52.33, 230, 371, lock: 371, .confirmed, "\(hig): the 393×852 row and the 14 Pro/15/15 Pro/16 island widths.")
        case "iPhone16ProMax", "iPhoneAir":
            return island(62.33, 250, 408, lock: screenSize.width - 22, .unconfirmed, """
                \(hig): island widths 250/408 are in the HIG table (16 Pro Max, 17 Pro Max, Air); the screen has no row, so \
                the compact region is derived (250 − 125.33 sensor) / 2 = 62.33 and the Lock Screen width is screen − 22 \
                (both HIG rows leave 11 pt each side).
                """)
        case "iPhone16Pro":
            return island(52.33, 230, 371, lock: screenSize.width - 22, .unconfirmed, """
                \(hig): island widths 230/371 are in the HIG table (16 Pro, 17, 17 Pro); the 402×874 screen has no row, so \
                the compact region is derived (230 − 125.33) / 2 = 52.33 and the Lock Screen width is 402 − 22 = 380.
                """)
        case "iPhoneSE1":
            return nil
        default:
            // An Apple Watch shows an iPhone's Live Activities in its Smart Stack, at the watch
            // widget sizes ("Live Activities in the Smart Stack use the same dimensions as watchOS
            // widgets", HIG Live Activities, watchOS dimensions): not a Lock Screen or Dynamic
            // Island presentation, which is what these metrics describe, so none.
            if idiom == .watch { return nil }
            if idiom == .pad {
                let big = max(screenSize.width, screenSize.height) >= 1366
                let listed: Set<CGFloat> = [1366, 1194, 1012, 1080, 1024]
                let long = max(screenSize.width, screenSize.height)
                return LiveActivityMetrics(lockScreenWidth: big ? 500 : 425, confidence: listed.contains(long) ? .confirmed : .unconfirmed,
                                           notes: "\(hig), iPadOS table" + (listed.contains(long) ? "." : ": no row for this screen, the nearest size class is used."))
            }
            return LiveActivityMetrics(lockScreenWidth: screenSize.width - 22, confidence: .unconfirmed, notes: """
                No Dynamic Island. \(hig) lists no Lock Screen width for this screen: screen − 22 (both HIG rows leave 11 pt each side).
                """)
        }
    }

    /// The devices with a Dynamic Island, largest first.
    public static var dynamicIslandDevices: [Device] { all.filter { $0.liveActivity?.hasDynamicIsland == true } }
}
