import Foundation
import WidgetShotUI
import WidgetShotUIKit

/// The neutral map a snapshot shows: land, a few parks and a grid of streets fixed to the world
/// (every 180 m, with an arterial road every 8th street), slightly irregular but deterministic:
/// the same place and zoom always draw the same pixels. Streets closer than 6 points on screen are
/// left out, so a zoomed-out map is calm land. Colours are WidgetShot's approximation of Apple
/// Maps' standard map in light and dark mode (sampled by eye, not Apple values).
enum MapDrawing {
    struct Palette {
        let land, park, casing, street, arterial: UIColor
        static let light = Palette(land: UIColor(red: 0.973, green: 0.961, blue: 0.933, alpha: 1),
                                   park: UIColor(red: 0.827, green: 0.914, blue: 0.792, alpha: 1),
                                   casing: UIColor(red: 0.878, green: 0.863, blue: 0.827, alpha: 1),
                                   street: UIColor(white: 1, alpha: 1),
                                   arterial: UIColor(red: 0.996, green: 0.902, blue: 0.643, alpha: 1))
        static let dark = Palette(land: UIColor(red: 0.176, green: 0.180, blue: 0.196, alpha: 1),
                                  park: UIColor(red: 0.165, green: 0.247, blue: 0.196, alpha: 1),
                                  casing: UIColor(red: 0.133, green: 0.137, blue: 0.149, alpha: 1),
                                  street: UIColor(red: 0.310, green: 0.318, blue: 0.341, alpha: 1),
                                  arterial: UIColor(red: 0.475, green: 0.431, blue: 0.337, alpha: 1))
    }

    /// Metres between streets.
    static let streetSpacing = 180.0
    /// Every how many streets an arterial road runs.
    static let arterialEvery = 8
    /// Streets closer than this on screen (points) are not drawn.
    static let minimumScreenSpacing = 6.0

    static func draw(projection: MapProjection, scale: CGFloat, dark: Bool) -> UIImage {
        let palette = dark ? Palette.dark : Palette.light
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = true
        let bounds = CGRect(origin: .zero, size: projection.size)
        return UIGraphicsImageRenderer(size: projection.size, format: format).image { context in
            palette.land.setFill()
            context.fill(bounds)
            let visible = projection.visibleRect
            let spacing = streetSpacing * MKMapPointsPerMeterAtLatitude(projection.center.coordinate.latitude)
            let screenSpacing = spacing / projection.mapPointsPerPoint
            guard screenSpacing * Double(arterialEvery) >= minimumScreenSpacing else { return }
            let minorVisible = screenSpacing >= minimumScreenSpacing
            let columns = lines(from: visible.minX, to: visible.maxX, spacing: spacing, axis: 0)
            let rows = lines(from: visible.minY, to: visible.maxY, spacing: spacing, axis: 1)
            if minorVisible { drawParks(columns: columns, rows: rows, projection: projection, color: palette.park) }
            let screenWidth = min(max(screenSpacing / 12, 1), 3.0)
            for pass in 0..<2 {   // casing under every road, then the roads
                for (index, line) in columns + rows where minorVisible || index % arterialEvery == 0 {
                    let arterial = index % arterialEvery == 0
                    let width = arterial ? screenWidth * 2 + 1 : screenWidth
                    let path = UIBezierPath()
                    if line.axis == 0 {
                        let x = projection.point(for: MKMapPoint(x: line.position, y: visible.minY)).x
                        path.move(to: CGPoint(x: x, y: -4)); path.addLine(to: CGPoint(x: x, y: bounds.height + 4))
                    } else {
                        let y = projection.point(for: MKMapPoint(x: visible.minX, y: line.position)).y
                        path.move(to: CGPoint(x: -4, y: y)); path.addLine(to: CGPoint(x: bounds.width + 4, y: y))
                    }
                    path.lineWidth = pass == 0 ? width + 1 : width
                    (pass == 0 ? palette.casing : arterial ? palette.arterial : palette.street).setStroke()
                    path.stroke()
                }
            }
        }
    }

    struct Line {
        let position: Double
        let axis: Int
    }

    /// The street lines crossing `[from, to]` on one axis, keyed by their world index.
    static func lines(from: Double, to: Double, spacing: Double, axis: Int) -> [(Int, Line)] {
        guard spacing > 0, (to - from) / spacing < 2000 else { return [] }
        let first = Int((from / spacing).rounded(.down)) - 1, last = Int((to / spacing).rounded(.up)) + 1
        return (first...last).map { index in
            let jitter = (unitHash(index, axis) - 0.5) * 0.35 * spacing
            return (index, Line(position: Double(index) * spacing + (index % arterialEvery == 0 ? 0 : jitter), axis: axis))
        }
    }

    /// Fills about one block in sixteen green: a park.
    static func drawParks(columns: [(Int, Line)], rows: [(Int, Line)], projection: MapProjection, color: UIColor) {
        color.setFill()
        for (c, column) in zip(columns, columns.dropFirst()) {
            for (r, row) in zip(rows, rows.dropFirst()) where unitHash(c.0 &* 7919 &+ r.0, 2) < 1.0 / 16 {
                let a = projection.point(for: MKMapPoint(x: c.1.position, y: r.1.position))
                let b = projection.point(for: MKMapPoint(x: column.1.position, y: row.1.position))
                UIBezierPath(rect: CGRect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y)).fill()
            }
        }
    }

    /// A deterministic number in [0, 1) for an index (SplitMix64's finaliser).
    static func unitHash(_ index: Int, _ salt: Int) -> Double {
        var z = UInt64(bitPattern: Int64(index)) &+ UInt64(salt) &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }
}
