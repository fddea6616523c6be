import Foundation
import Testing
@testable import WidgetShotSnapshotCore
@testable import WidgetShotTesting

// MARK: - Helpers (file-private)

/// An opaque image filled with one colour, built directly in Cairo's premultiplied ARGB32 layout.
private func solidImage(width: Int, height: Int, r: UInt8 = 255, g: UInt8 = 255, b: UInt8 = 255, stridePadding: Int = 0) -> RasterImage {
    let stride = width * 4 + stridePadding
    var bytes = [UInt8](repeating: 0, count: stride * height)
    for y in 0..<height {
        for x in 0..<width {
            let i = y * stride + x * 4
            bytes[i] = b; bytes[i + 1] = g; bytes[i + 2] = r; bytes[i + 3] = 255
        }
    }
    return RasterImage(width: width, height: height, stride: stride, scale: 1, bytes: bytes)
}

private extension RasterImage {
    /// Sets an opaque pixel.
    func setting(_ x: Int, _ y: Int, r: UInt8, g: UInt8, b: UInt8) -> RasterImage {
        var copy = self
        let i = y * stride + x * 4
        copy.bytes[i] = b; copy.bytes[i + 1] = g; copy.bytes[i + 2] = r; copy.bytes[i + 3] = 255
        return copy
    }
}

private let diffRenderer = Result { try ViewRenderer() }
private let diffRenderLock = NSLock()

/// Renders on a white 60×60 canvas at scale 1.
private func renderOnWhite<V: View>(_ view: V) throws -> RasterImage {
    let renderer = try diffRenderer.get()
    diffRenderLock.lock()
    defer { diffRenderLock.unlock() }
    let canvas = ZStack {
        Color.white
        view
    }
    return try renderer.render(canvas, size: CGSize(width: 60, height: 60), scale: 1).image
}

/// A circle drawn `dx` points right of its (pixel-snapped) frame: a true sub-pixel move, since
/// layout snaps frames and offsets to the pixel grid but not the path inside a shape.
private struct ShiftedCircle: Shape {
    var dx: CGFloat
    func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.offsetBy(dx: dx, dy: 0)) }
}

// MARK: - Tests

@Suite struct PixelDiffTests {
    @Test func identicalImagesMatchWithNothingDiffering() throws {
        let a = solidImage(width: 100, height: 100, r: 10, g: 20, b: 30)
        let result = try PixelDiff.compare(expected: a, actual: a)
        #expect(result.matches)
        #expect(result.differingPixels == 0 && result.antialiasedPixels == 0 && result.maxDeltaE == 0)
        #expect(result.totalPixels == 10_000)
        #expect(result.boundingBox == nil)
        #expect(result.differenceMask.count == 10_000 && !result.differenceMask.contains(true))
        #expect(result.summary == "0 of 10,000 pixels differ")
    }

    @Test func differentStridesWithSamePixelsMatch() throws {
        let a = solidImage(width: 30, height: 20, r: 200, g: 0, b: 0)
        let b = solidImage(width: 30, height: 20, r: 200, g: 0, b: 0, stridePadding: 8)
        let result = try PixelDiff.compare(expected: a, actual: b)
        #expect(result.matches && result.differingPixels == 0)
        let changed = try PixelDiff.compare(expected: a, actual: b.setting(29, 19, r: 0, g: 0, b: 0))
        #expect(!changed.matches && changed.differingPixels == 1)
        #expect(changed.boundingBox == .init(x: 29, y: 19, width: 1, height: 1))
    }

    @Test func onePixelChangeFailsStrictlyAndPassesWithShare() throws {
        let a = solidImage(width: 100, height: 100)
        let b = a.setting(42, 17, r: 0, g: 0, b: 0)
        let strict = try PixelDiff.compare(expected: a, actual: b)
        #expect(!strict.matches)
        #expect(strict.differingPixels == 1)
        #expect(strict.boundingBox == PixelDiffResult.Box(x: 42, y: 17, width: 1, height: 1))
        #expect(strict.differenceMask[17 * 100 + 42])
        #expect(abs(strict.maxDeltaE - 100) < 0.01)
        #expect(strict.summary == "1 of 10,000 pixels differ (0.01 %), largest ΔE 100.0, in the box x 42…42, y 17…17", "\(strict.summary)")

        let lenient = try PixelDiff.compare(expected: a, actual: b, tolerance: DiffTolerance(differingShare: 0.001))
        #expect(lenient.matches)
        #expect(lenient.differingPixels == 1)
        // 11 pixels is more than 0.1 % of 10,000.
        var c = a
        for x in 0..<11 { c = c.setting(x, 50, r: 0, g: 0, b: 0) }
        #expect(try !PixelDiff.compare(expected: a, actual: c, tolerance: DiffTolerance(differingShare: 0.001)).matches)
        var d = a
        for x in 0..<10 { d = d.setting(x, 50, r: 0, g: 0, b: 0) }
        #expect(try PixelDiff.compare(expected: a, actual: d, tolerance: DiffTolerance(differingShare: 0.001)).matches)
    }

    @Test func perPixelDeltaEThreshold() throws {
        let a = solidImage(width: 20, height: 20, r: 128, g: 128, b: 128)
        let tiny = a.setting(5, 5, r: 129, g: 128, b: 128)      // ΔE00 well under 1
        let big = a.setting(5, 5, r: 160, g: 128, b: 128)       // clearly visible
        let tinyDE = CIEDE2000.deltaE(red: 128, green: 128, blue: 128, red: 129, green: 128, blue: 128)
        let bigDE = CIEDE2000.deltaE(red: 128, green: 128, blue: 128, red: 160, green: 128, blue: 128)
        #expect(tinyDE < 1 && bigDE > 1, "\(tinyDE) \(bigDE)")

        let tolerance = DiffTolerance(perPixelDeltaE: 1)
        let passes = try PixelDiff.compare(expected: a, actual: tiny, tolerance: tolerance)
        #expect(passes.matches && passes.differingPixels == 0)
        #expect(abs(passes.maxDeltaE - tinyDE) < 1e-12)
        let fails = try PixelDiff.compare(expected: a, actual: big, tolerance: tolerance)
        #expect(!fails.matches && fails.differingPixels == 1)
        #expect(abs(fails.maxDeltaE - bigDE) < 1e-12)
        // Strict (0) counts even the tiny change.
        #expect(try !PixelDiff.compare(expected: a, actual: tiny).matches)
    }

    @Test func strictCountsAlphaOnlyChangesInvisibleOnWhite() throws {
        let white = solidImage(width: 4, height: 4)
        var clear = white
        for i in 0..<clear.bytes.count { clear.bytes[i] = 0 }
        let strict = try PixelDiff.compare(expected: white, actual: clear)
        #expect(!strict.matches && strict.differingPixels == 16 && strict.maxDeltaE < 1e-9)
        #expect(try PixelDiff.compare(expected: white, actual: clear, tolerance: DiffTolerance(perPixelDeltaE: 0.5)).matches)
    }

    @Test func subPixelOffsetIsSnappedByLayout() throws {
        // `.offset(x: 0.3)` at scale 1 rounds to the pixel grid, like SwiftUI: same bytes.
        let circle = Circle().fill(Color.black).frame(width: 40, height: 40)
        let a = try renderOnWhite(circle)
        let b = try renderOnWhite(circle.offset(x: 0.3))
        let result = try PixelDiff.compare(expected: a, actual: b)
        #expect(result.matches && result.differingPixels == 0)
    }

    @Test func antialiasingOnlyChangeIsIgnoredWhenAsked() throws {
        let a = try renderOnWhite(ShiftedCircle(dx: 0).fill(Color.black).frame(width: 40, height: 40))
        let b = try renderOnWhite(ShiftedCircle(dx: 0.3).fill(Color.black).frame(width: 40, height: 40))
        let changed = a.bytes != b.bytes
        #expect(changed, "the sub-pixel shift must change some edge pixels")

        let withAA = try PixelDiff.compare(expected: a, actual: b, tolerance: DiffTolerance(ignoresAntialiasing: true))
        #expect(withAA.matches, "\(withAA.summary)")
        #expect(withAA.differingPixels == 0)
        #expect(withAA.antialiasedPixels > 0)

        let without = try PixelDiff.compare(expected: a, actual: b, tolerance: DiffTolerance(ignoresAntialiasing: false))
        #expect(!without.matches)
        #expect(without.differingPixels == withAA.antialiasedPixels)
    }

    @Test func onePointMoveFailsEvenWithAntialiasingDetection() throws {
        let rect = Rectangle().fill(Color.black).frame(width: 20, height: 20)
        let a = try renderOnWhite(rect)
        let b = try renderOnWhite(rect.offset(x: 1))
        let result = try PixelDiff.compare(expected: a, actual: b, tolerance: DiffTolerance(ignoresAntialiasing: true))
        #expect(!result.matches)
        #expect(result.differingPixels == 40, "\(result.summary)")   // the left and the right column of 20
        #expect(result.boundingBox?.height == 20)
    }

    @Test func densityIgnoresScatteredPixelsButNotBlocks() throws {
        let a = solidImage(width: 50, height: 50)
        let density = DiffTolerance(density: .init(window: 3, minimum: 3))
        let scattered = a.setting(5, 5, r: 0, g: 0, b: 0).setting(20, 30, r: 0, g: 0, b: 0).setting(40, 10, r: 0, g: 0, b: 0)
        let sparse = try PixelDiff.compare(expected: a, actual: scattered, tolerance: density)
        #expect(sparse.matches, "\(sparse.summary)")
        #expect(sparse.differingPixels == 0 && sparse.isolatedPixels == 3)
        #expect(try !PixelDiff.compare(expected: a, actual: scattered).matches)

        var block = a
        for y in 20..<23 { for x in 30..<33 { block = block.setting(x, y, r: 0, g: 0, b: 0) } }
        let dense = try PixelDiff.compare(expected: a, actual: block, tolerance: density)
        #expect(!dense.matches)
        #expect(dense.differingPixels == 9)
        #expect(dense.boundingBox == .init(x: 30, y: 20, width: 3, height: 3))

        // A block plus a far speck: the speck is dropped, the block counted; also at the image corner.
        var mixed = block.setting(0, 49, r: 0, g: 0, b: 0)
        for y in 0..<2 { for x in 48..<50 { mixed = mixed.setting(x, y, r: 0, g: 0, b: 0) } }
        let m = try PixelDiff.compare(expected: a, actual: mixed, tolerance: density)
        #expect(m.differingPixels == 13 && m.isolatedPixels == 1, "\(m.summary)")
    }

    @Test func densityMatchesBruteForce() throws {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<60 {
            let w = Int.random(in: 1...30, using: &rng), h = Int.random(in: 1...30, using: &rng)
            let density0 = Int.random(in: 0...1, using: &rng)
            var candidates: [Int] = []
            for i in 0..<(w * h) where Int.random(in: 0..<(density0 == 0 ? 3 : 12), using: &rng) == 0 { candidates.append(i) }
            if candidates.isEmpty { continue }
            let density = DiffTolerance.Density(window: Int.random(in: 1...6, using: &rng), minimum: Int.random(in: 1...5, using: &rng))
            let fast = PixelDiff.clusterFilter(candidates, width: w, height: h, density: density)
            let nxc = min(density.window, w), nyc = min(density.window, h)
            let sparse = PixelDiff.sparseClusterFilter(candidates, width: w, height: h, nx: nxc, ny: nyc, minimum: max(density.minimum, 2))
            let dense = PixelDiff.denseClusterFilter(candidates, width: w, height: h, nx: nxc, ny: nyc, minimum: max(density.minimum, 2))
            #expect(sparse.kept == dense.kept && sparse.dropped == dense.dropped, "w \(w) h \(h) \(density)")
            // Brute force.
            let set = Set(candidates)
            let nx = min(density.window, w), ny = min(density.window, h)
            var kept: [Int] = []
            for c in candidates {
                let x = c % w, y = c / w
                var ok = false
                for wy in max(0, y - ny + 1)...min(h - ny, y) where !ok {
                    for wx in max(0, x - nx + 1)...min(w - nx, x) where !ok {
                        var n = 0
                        for yy in wy..<(wy + ny) { for xx in wx..<(wx + nx) where set.contains(yy * w + xx) { n += 1 } }
                        ok = n >= density.minimum
                    }
                }
                if ok { kept.append(c) }
            }
            #expect(fast.kept == kept, "w \(w) h \(h) \(density)")
            #expect(fast.kept.count + fast.dropped.count == candidates.count)
        }
    }

    @Test func sizeMismatchThrows() {
        let a = solidImage(width: 10, height: 10), b = solidImage(width: 10, height: 11)
        #expect(throws: DiffError.sizeMismatch(expected: .init(width: 10, height: 10), actual: .init(width: 10, height: 11))) {
            try PixelDiff.compare(expected: a, actual: b)
        }
        #expect(DiffError.sizeMismatch(expected: .init(width: 10, height: 10), actual: .init(width: 10, height: 11)).description
            == "The images differ in size: expected 10×10 px, actual 10×11 px.")
    }

    @Test func diffImageMarksDifferencesInRed() throws {
        let a = solidImage(width: 40, height: 30, r: 0, g: 0, b: 0)
        let b = a.setting(3, 4, r: 255, g: 255, b: 255)
        let result = try PixelDiff.compare(expected: a, actual: b)
        let diff = PixelDiff.diffImage(expected: a, actual: b, result: result)
        #expect(diff.width == 40 && diff.height == 30)
        #expect(diff.isOpaque)
        #expect(diff.pixel(x: 3, y: 4) == (255, 0, 0, 255))
        // Unchanged black shows as a faded grey (~25 % contrast): 255 − 0.25·255 ≈ 191.
        let ghost = diff.pixel(x: 0, y: 0)
        #expect(ghost.r == ghost.g && ghost.g == ghost.b && abs(Int(ghost.r) - 191) <= 1, "\(ghost)")
        #expect(!diff.pngData().isEmpty)
    }

    @Test func diffImageMarksAntialiasingInYellow() throws {
        let a = try renderOnWhite(ShiftedCircle(dx: 0).fill(Color.black).frame(width: 40, height: 40))
        let b = try renderOnWhite(ShiftedCircle(dx: 0.3).fill(Color.black).frame(width: 40, height: 40))
        let result = try PixelDiff.compare(expected: a, actual: b, tolerance: DiffTolerance(ignoresAntialiasing: true))
        let diff = PixelDiff.diffImage(expected: a, actual: b, result: result)
        let index = try #require(result.antialiasedMask.firstIndex(of: true))
        #expect(diff.pixel(x: index % 60, y: index / 60) == (255, 255, 0, 255))
    }

    @Test func sideBySideStripIsThreeWidthsPlusGaps() throws {
        let a = solidImage(width: 30, height: 20, r: 0, g: 0, b: 255)
        let b = solidImage(width: 30, height: 20, r: 0, g: 255, b: 0)
        let result = try PixelDiff.compare(expected: a, actual: b)
        let diff = PixelDiff.diffImage(expected: a, actual: b, result: result)
        let strip = PixelDiff.sideBySide(expected: a, diff: diff, actual: b)
        #expect(strip.width == 3 * 30 + 16 && strip.height == 20)
        #expect(strip.isOpaque)
        #expect(strip.pixel(x: 0, y: 0) == (0, 0, 255, 255))                  // expected
        #expect(strip.pixel(x: 30, y: 0) == (160, 160, 160, 255))             // gap
        #expect(strip.pixel(x: 38, y: 0) == (255, 0, 0, 255))                 // diff (all red)
        #expect(strip.pixel(x: 76, y: 10) == (0, 255, 0, 255))                // actual
    }

    /// Speed is measured in `SnapshotBenchmark` (release build); this pins the result on a large image.
    @Test func compareOf510SquareFindsEachDifferingPixel() throws {
        let a = solidImage(width: 510, height: 510, r: 240, g: 240, b: 250)
        let b = a.setting(10, 10, r: 0, g: 0, b: 0).setting(300, 400, r: 0, g: 0, b: 0).setting(509, 509, r: 20, g: 0, b: 0)
        let result = try PixelDiff.compare(expected: a, actual: b)
        #expect(result.differingPixels == 3)
    }
}
