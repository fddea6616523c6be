import Foundation

/// SF Pro's size-specific tracking, applied to the open font that stands in for it (Inter), so
/// system text is as wide as on iOS.
///
/// iOS tightens or loosens SF Pro by point size (the font's `trak` table); Apple publishes the
/// values in the Human Interface Guidelines, *Typography › Specifications › Tracking values ›
/// iOS, iPadOS, visionOS › SF Pro*
/// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications).
/// `.tracking(_:)`/`.kerning(_:)` add to it ("The amount to modify the default tracking",
/// https://developer.apple.com/documentation/foundation/nsattributedstring/key/tracking).
///
/// The letter spacing WidgetShot gives a system-font run is
/// `published(pointSize:) + substituteCorrection(pointSize:)` points per character:
/// - `published` is Apple's table, linear between its sizes.
/// - `substituteCorrection` accounts for how Inter's advances differ from SF Pro's *before*
///   tracking (guesses, documented here because Apple is silent):
///   * Below 17 pt: +0.0065 em at 12 pt and smaller, fading linearly to 0 at 17 pt. Fitted to
///     issue 13's comparison with iOS simulator renderings: untracked Inter is ~1.3 % narrower
///     than SF Pro at 12 pt regular (measured 0 to −2.6 %) and, after the table's +0.12 pt,
///     still 1.4 % narrower at 10 pt bold (measured −3.6 %), while at 17 pt the table alone
///     accounts for the measured +4.4…6 %.
///   * From 20 pt up: SF Pro's variable optical size moves from its Text to its Display design
///     between 20 and 28 pt, whose tighter default spacing the table's rise from −23/1000 em
///     (20 pt) to +14/1000 em (28 pt) compensates. Inter (Text design) does not tighten, so the
///     rise is taken back: −(table(s)/s − table(20)/20) em for s in 20…28, and the 28-pt
///     difference (37/1000 em) above 28 pt. (Inter's own Display cut is 45/1000 em per
///     character tighter than its Text cut on English text, the same order.)
public enum SystemFontTracking {
    /// Apple's table: point size → tracking in points (HIG, SF Pro, iOS).
    static let table: [(size: CGFloat, points: CGFloat)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
        (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26),
        (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39),
        (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37),
        (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35), (49, 0.33),
        (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32), (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24),
        (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14), (72, 0.14), (76, 0.07), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
    ]

    /// Apple's published SF Pro tracking in points at a point size: the table's value, linear
    /// between its sizes; below 6 pt the 6-pt value in em (+41/1000 em); above 96 pt none.
    /// Non-finite or non-positive sizes give 0.
    public static func published(pointSize size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else { return 0 }
        guard let first = table.first, size > first.size else { return size * 0.041 }
        for (lower, upper) in zip(table, table.dropFirst()) where size <= upper.size {
            let t = (size - lower.size) / (upper.size - lower.size)
            return lower.points + (upper.points - lower.points) * t
        }
        return 0
    }

    /// The extra spacing in points that makes Inter's advances land on SF Pro's (see the type's
    /// documentation for where each part comes from).
    public static func substituteCorrection(pointSize size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else { return 0 }
        let smallSizes: CGFloat = 0.0065 * min(max((17 - size) / 5, 0), 1)
        let opticalSize = min(size, 28)
        let display: CGFloat = size > 20 ? published(pointSize: opticalSize) / opticalSize - published(pointSize: 20) / 20 : 0
        return (smallSizes - display) * size
    }

    /// The letter spacing in points WidgetShot applies to each character of SF Pro text (the
    /// default design, and unknown custom families, which fall back to it) at a point size,
    /// before `.tracking`: `published + substituteCorrection`.
    public static func letterSpacing(pointSize size: CGFloat) -> CGFloat {
        published(pointSize: size) + substituteCorrection(pointSize: size)
    }
}
