import Foundation
import Testing
import WidgetShot

/// Renders for the iOS-reference tests: one renderer for the suite, serialised (a renderer keeps
/// per-render state), on an opaque background like the UIHostingController / ImageRenderer
/// captures the references were measured from (see `ReferenceMeasurements.md`).
enum ReferenceRender {
    private static let lock = NSLock()
    private static let made = Result { try ViewRenderer() }

    /// `view` on a `width × height` pt canvas at `scale`, over white (light) or black (dark).
    /// When `WIDGETSHOT_REFERENCE_OUTPUT` names a folder, `name` is also written there as a PNG
    /// (to compare with the iOS image locally, e.g. SSIM; the iOS images never enter the repository).
    static func render<V: View>(_ view: V, width: CGFloat, height: CGFloat, scale: CGFloat,
                                dark: Bool = false, name: String? = nil) throws -> ReferenceProbe {
        let renderer = try made.get()
        var environment = EnvironmentValues()
        environment.colorScheme = dark ? .dark : .light
        let content = view
            .frame(width: width, height: height)
            .background(dark ? Color.black : Color.white)
        lock.lock()
        defer { lock.unlock() }
        let result = try renderer.render(content, size: CGSize(width: width, height: height), scale: scale,
                                         environment: environment)
        if let name, let folder = ProcessInfo.processInfo.environment["WIDGETSHOT_REFERENCE_OUTPUT"] {
            try result.image.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
        }
        return ReferenceProbe(image: result.image, background: dark ? 0 : 255)
    }
}

extension ReferenceRender {
    /// The pixel colour WidgetShot draws `color` with. Mark colours are compared with the system
    /// colours of this renderer (iOS draws them with its own; iOS 26 changed several of them).
    static func colour(of color: Color, dark: Bool = false) throws -> (Double, Double, Double) {
        let probe = try render(color.frame(width: 4, height: 4), width: 4, height: 4, scale: 1, dark: dark)
        let c = probe.rgb(2, 2)
        return (c.r, c.g, c.b)
    }
}

/// A thin line found in a render: its centre in pixels (coverage-weighted), the rows or columns
/// it covers, its darkness integrated across them (0–255 per covered pixel, so a fully covered
/// 1 px line of grey g on white has 255 − g) and, for vertical lines, the run lengths of its
/// dash pattern (on, off, on, …) from the top.
struct ReferenceHairline: CustomStringConvertible {
    var centre: Double
    var thickness: Int
    var contrast: Double
    var runs: [Int] = []
    var description: String {
        String(format: "centre %.2f px, %d px, contrast %.0f", centre, thickness, contrast) + (runs.isEmpty ? "" : ", runs \(runs.prefix(6))")
    }
    /// The colour a fully covered line `widthInPixels` wide would have on `background` (a grey level).
    func equivalentGrey(background: Double, widthInPixels: Double) -> Double {
        background > 128 ? background - contrast / widthInPixels : background + contrast / widthInPixels
    }
}

/// Pixel measurements on a render, the same ones `/work/charts-refs-tools/lines.py` took on the
/// iOS references: neutral hairlines (gridlines), ink boxes (labels), colour-weighted centres.
struct ReferenceProbe {
    let image: RasterImage
    /// The grey level of the opaque background (255 white, 0 black).
    let background: Double

    var width: Int { image.width }
    var height: Int { image.height }

    /// Straight RGB of a pixel composited over the background.
    func rgb(_ x: Int, _ y: Int) -> (r: Double, g: Double, b: Double) {
        let p = image.pixel(x: x, y: y)
        let a = Double(p.a) / 255
        return (Double(p.r) * a + background * (1 - a), Double(p.g) * a + background * (1 - a), Double(p.b) * a + background * (1 - a))
    }

    /// How far a pixel is from the background (largest channel difference).
    func contrast(_ x: Int, _ y: Int) -> Double {
        let c = rgb(x, y)
        return max(abs(c.r - background), abs(c.g - background), abs(c.b - background))
    }

    /// Whether a pixel is a neutral grey (a gridline, tick or label pixel, not a coloured mark).
    func isNeutral(_ x: Int, _ y: Int) -> Bool {
        let c = rgb(x, y)
        return max(c.r, c.g, c.b) - min(c.r, c.g, c.b) < 8
    }

    /// Horizontal neutral lines: rows in `rows` where at least `fraction` of the pixels in
    /// `columns` are neutral and differ from the background; adjacent rows form one line.
    func horizontalHairlines(rows: Range<Int>, columns: Range<Int>, fraction: Double = 0.6,
                             maxThickness: Int = 4) -> [ReferenceHairline] {
        var hits: [(Int, Double)] = []
        for y in rows where y >= 0 && y < height {
            var count = 0
            var sum = 0.0
            for x in columns where x >= 0 && x < width {
                let d = contrast(x, y)
                if d > 3 && isNeutral(x, y) { count += 1; sum += d }
            }
            if Double(count) >= fraction * Double(columns.count) { hits.append((y, sum / Double(count))) }
        }
        return group(hits, maxThickness: maxThickness)
    }

    /// Vertical neutral lines in `columns` over `rows`, with their dash runs.
    func verticalHairlines(columns: Range<Int>, rows: Range<Int>, fraction: Double = 0.3,
                           maxThickness: Int = 4) -> [ReferenceHairline] {
        var hits: [(Int, Double)] = []
        var runsByColumn: [Int: [Int]] = [:]
        for x in columns where x >= 0 && x < width {
            var mask: [Bool] = []
            var sum = 0.0
            for y in rows where y >= 0 && y < height {
                let d = contrast(x, y)
                let on = d > 3 && isNeutral(x, y)
                mask.append(on)
                if on { sum += d }
            }
            let count = mask.filter { $0 }.count
            if Double(count) >= fraction * Double(rows.count) {
                hits.append((x, sum / Double(count)))
                runsByColumn[x] = Self.runs(mask)
            }
        }
        return group(hits, maxThickness: maxThickness).map { line in
            var l = line
            l.runs = runsByColumn[Int(line.centre.rounded(.down))] ?? runsByColumn[Int(line.centre.rounded(.down)) - 1] ?? []
            return l
        }
    }

    /// Boxes around connected ink (contrast above `threshold`) inside `rect` (pixels), merged
    /// horizontally when closer than `gap` pixels: one box per label.
    func inkBoxes(in rect: (x: Range<Int>, y: Range<Int>), threshold: Double = 40, gap: Int = 8) -> [(minX: Int, minY: Int, maxX: Int, maxY: Int)] {
        var columns: [(x: Int, minY: Int, maxY: Int)] = []
        for x in rect.x where x >= 0 && x < width {
            var lo = Int.max, hi = Int.min
            for y in rect.y where y >= 0 && y < height && contrast(x, y) > threshold { lo = min(lo, y); hi = max(hi, y) }
            if lo <= hi { columns.append((x, lo, hi)) }
        }
        var boxes: [(minX: Int, minY: Int, maxX: Int, maxY: Int)] = []
        for c in columns {
            if var last = boxes.last, c.x - last.maxX <= gap {
                last.maxX = c.x; last.minY = min(last.minY, c.minY); last.maxY = max(last.maxY, c.maxY)
                boxes[boxes.count - 1] = last
            } else {
                boxes.append((c.x, c.minY, c.x, c.maxY))
            }
        }
        return boxes
    }

    /// Label boxes in `rect`: ink boxes without the thin (≤ 3 px) columns of ticks and gridlines
    /// that run through the label row, merged across letter and word gaps up to `gap` pixels.
    func labelBoxes(in rect: (x: Range<Int>, y: Range<Int>), threshold: Double = 60, gap: Int = 9) -> [(minX: Int, minY: Int, maxX: Int, maxY: Int)] {
        let pieces = inkBoxes(in: rect, threshold: threshold, gap: 1).filter { $0.maxX - $0.minX + 1 > 3 }
        var boxes: [(minX: Int, minY: Int, maxX: Int, maxY: Int)] = []
        for b in pieces {
            if var last = boxes.last, b.minX - last.maxX <= gap {
                last.maxX = b.maxX; last.minY = min(last.minY, b.minY); last.maxY = max(last.maxY, b.maxY)
                boxes[boxes.count - 1] = last
            } else {
                boxes.append(b)
            }
        }
        return boxes
    }

    /// How much of `colour` a pixel holds over the background: the pixel's position on the line
    /// from the background to `colour` (0 = background, 1 = colour), or nil when it is off that line
    /// by more than `tolerance` (another colour). Renders here are opaque, so anti-aliased edges
    /// show up as blends with the background, like the transparent references' alpha.
    func coverage(_ x: Int, _ y: Int, of colour: (Double, Double, Double), tolerance: Double) -> Double? {
        let c = rgb(x, y)
        let d = (colour.0 - background, colour.1 - background, colour.2 - background)
        let p = (c.r - background, c.g - background, c.b - background)
        let length = d.0 * d.0 + d.1 * d.1 + d.2 * d.2
        guard length > 0 else { return nil }
        let t = min(1, max(0, (p.0 * d.0 + p.1 * d.1 + p.2 * d.2) / length))
        let off = max(abs(p.0 - t * d.0), abs(p.1 - t * d.1), abs(p.2 - t * d.2))
        return off <= tolerance * max(t, 0.25) ? t : nil
    }

    /// The coverage-weighted centre row of `colour` in column `x` within `rows`, and the summed
    /// coverage (the line's thickness in pixels where it runs horizontally).
    /// `minimum` drops pale pixels (a translucent fill of the same colour under a line).
    func colourCentre(column x: Int, rows: Range<Int>, near colour: (Double, Double, Double),
                      tolerance: Double = 60, minimum: Double = 0.02) -> (centre: Double, coverage: Double)? {
        var weight = 0.0, moment = 0.0
        for y in rows where y >= 0 && y < height {
            guard let w = coverage(x, y, of: colour, tolerance: tolerance), w > minimum else { continue }
            weight += w; moment += w * (Double(y) + 0.5)
        }
        return weight > 0 ? (moment / weight, weight) : nil
    }

    private func group(_ hits: [(Int, Double)], maxThickness: Int) -> [ReferenceHairline] {
        var groups: [[(Int, Double)]] = []
        for h in hits {
            if let last = groups.last?.last, h.0 - last.0 <= 1 { groups[groups.count - 1].append(h) } else { groups.append([h]) }
        }
        return groups.filter { $0.count <= maxThickness }.map { g in
            let total = g.reduce(0) { $0 + $1.1 }
            let centre = g.reduce(0) { $0 + (Double($1.0) + 0.5) * $1.1 } / total
            return ReferenceHairline(centre: centre, thickness: g.count, contrast: total)
        }
    }

    private static func runs(_ mask: [Bool]) -> [Int] {
        guard let first = mask.firstIndex(of: true), let last = mask.lastIndex(of: true) else { return [] }
        var out: [Int] = []
        var current = true, length = 0
        for on in mask[first...last] {
            if on == current { length += 1 } else { out.append(length); current = on; length = 1 }
        }
        out.append(length)
        return out
    }
}

/// Whether `value` is within `tolerance` of `expected`.
func referenceNear(_ value: Double, _ expected: Double, _ tolerance: Double) -> Bool { abs(value - expected) <= tolerance }
