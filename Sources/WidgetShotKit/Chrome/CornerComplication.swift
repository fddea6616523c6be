import Foundation
import WidgetShotUI

/// How WidgetShot draws an `accessoryCorner` complication (Apple Watch only).
///
/// On a watch face with corner slots (Infograph, California…), the widget's view is a small
/// circle in a corner of the screen — the HIG's corner *circular* image, 32–38 pt (the device's
/// canvas) — and its `widgetLabel` (text, or a gauge) runs along the curve of the dial beside it,
/// on the side of the screen's centre: "The text and the bar appear to follow the curve of the
/// top-right quadrant of a circle" (https://developer.apple.com/design/human-interface-guidelines/complications#Corner).
/// The label's default text is "Rounded, Semibold, 10 pt (40mm), 10.5 pt (41mm), 11 pt (44mm),
/// 12 pt (45mm/49mm)" (same page).
///
/// **What WidgetShot approximates** (Apple publishes no geometry for the slot):
/// - the top-right corner is drawn; the image is the square corner region, `imageSide` =
///   2.1 × the circle, transparent around the complication (the face's black is not drawn);
/// - the label is laid out straight on the tangent of the dial at the corner (rotated 45°,
///   reading clockwise, its top toward the corner), then drawn bent along the dial
///   (`RenderEffect.bend`), text and gauge bars alike, as watchOS draws it ("rendering the text
///   along a curve", https://developer.apple.com/documentation/swiftui/view/widgetlabel(_:)-7wguh;
///   the label sits "on the inside of the curve", …/widgetcurvescontent(_:)). The circle is
///   centred `dialRadius` from the label's centre toward the screen's centre. The whole picture
///   is bent, so glyphs narrow slightly toward the centre where watchOS turns each glyph whole
///   (≤ 1 − (R − 6) / R ≈ 6 % for a 12-pt line on a 99-pt dial);
/// - the label is at most 2 × the circle long (76 pt on a 45 mm watch, about 45° of a dial of
///   ≈ 99 pt radius; the curved slot ends before the next corner's; longer text is truncated, as
///   watchOS truncates it);
/// - `widgetCurvesContent()` content is drawn as laid out, not bent.
public enum CornerComplication {
    /// The side of the square image for a corner circle of side `circle`.
    public static func imageSide(circle: CGFloat) -> CGFloat { (circle * 2.1).rounded(.up) }

    /// The label's default text size for a corner circle of side `circle` (HIG: 10 / 10.5 / 11 /
    /// 12 pt for the 32 / 34 / 36 / 38-pt circles of 40 / 41 / 44 / 45–49 mm watches).
    public static func labelFontSize(circle: CGFloat) -> CGFloat {
        circle <= 32 ? 10 : circle <= 34 ? 10.5 : circle <= 36 ? 11 : 12
    }

    /// The label's centre in the image: on the diagonal from the circle's centre toward the
    /// screen's centre, just outside the circle (2 pt gap plus half a line).
    public static func labelCenter(circle: CGFloat) -> CGPoint {
        let side = imageSide(circle: circle)
        let center = CGPoint(x: side - circle / 2, y: circle / 2)
        let distance = circle / 2 + 2 + labelFontSize(circle: circle) * 0.65
        return CGPoint(x: center.x - distance / 2.squareRoot(), y: center.y + distance / 2.squareRoot())
    }

    /// The longest label, in points.
    public static func labelMaxWidth(circle: CGFloat) -> CGFloat { circle * 2 }

    /// The radius of the circle the label follows, 2.6 × the corner circle: a guess (Apple
    /// publishes no geometry) that the dial is about the circle inscribed in the screen's width,
    /// half of it: 40 mm 81 pt, 44 mm 92 pt, 45 mm 99 pt (2.6 × 32, 36, 38 = 83, 94, 99).
    public static func dialRadius(circle: CGFloat) -> CGFloat { circle * 2.6 }

    /// The centre of the circle the label follows, in the image: `dialRadius` from the label's
    /// centre along the diagonal toward the screen's centre (down and left).
    public static func dialCenter(circle: CGFloat) -> CGPoint {
        let label = labelCenter(circle: circle), d = dialRadius(circle: circle) / 2.squareRoot()
        return CGPoint(x: label.x - d, y: label.y + d)
    }
}

/// The corner complication's image: the widget's circle in the top-right corner and its label
/// along the dial (``CornerComplication``).
struct CornerComplicationView<Content: View>: View {
    let content: Content
    let circle: CGFloat

    var body: some View {
        let side = CornerComplication.imageSide(circle: circle)
        let center = CornerComplication.labelCenter(circle: circle)
        let font = CornerComplication.labelFontSize(circle: circle)
        ZStack(alignment: .topTrailing) {
            Color.clear
            content
        }
        .frame(width: side, height: side)
        .overlayPreferenceValue(WidgetLabelPreferenceKey.self, alignment: .topLeading) { label in
            if let label {
                label
                    .font(.system(size: font, weight: .semibold, design: .rounded))
                    .lineLimit(1)
                    // A taller label (a gauge with a title) grows away from the circle.
                    .frame(width: CornerComplication.labelMaxWidth(circle: circle), height: font * 1.6, alignment: .top)
                    .rotationEffect(.degrees(45))
                    .position(x: center.x, y: center.y)
                    .bentAlongCircle(center: CornerComplication.dialCenter(circle: circle), through: center)
            }
        }
    }
}
