import Foundation
import WidgetShot

/// The outcome of `PixelDiff.compare`.
public struct PixelDiffResult: Equatable, CustomStringConvertible {
    /// A pixel rectangle; `x`, `y` is its top-left pixel.
    public struct Box: Hashable, Sendable, CustomStringConvertible {
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int
        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
        /// Last column and row inside the box.
        public var maxX: Int { x + width - 1 }
        public var maxY: Int { y + height - 1 }
        /// "x 10…45, y 98…120" (inclusive pixel ranges).
        public var description: String { "x \(x)…\(maxX), y \(y)…\(maxY)" }
    }

    /// Whether the snapshot passes the tolerance.
    public var matches: Bool
    /// Counted differing pixels (after the ΔE, anti-aliasing and density gates).
    public var differingPixels: Int
    /// Pixels over the ΔE threshold that were ignored as anti-aliasing.
    public var antialiasedPixels: Int
    /// Pixels over the ΔE threshold, not anti-aliasing, ignored as isolated by `DiffTolerance.density`.
    public var isolatedPixels: Int
    /// `width × height`.
    public var totalPixels: Int
    /// The largest ΔE00 (on white) of any pixel whose bytes differ, counted or not; 0 when none.
    public var maxDeltaE: Double
    /// The box around the counted differing pixels, nil when there are none.
    public var boundingBox: Box?
    /// Per pixel, row-major: a counted difference.
    public var differenceMask: [Bool]
    /// Per pixel, row-major: a difference ignored as anti-aliasing.
    public var antialiasedMask: [Bool]
    /// Per pixel, row-major: a difference ignored as isolated (density rule).
    public var isolatedMask: [Bool]
    /// One line for a failure message, e.g.
    /// "1,234 of 260,100 pixels differ (0.47 %), largest ΔE 12.3, in the box x 10…45, y 98…120".
    public var summary: String

    /// "matches: …" or "differs: …" followed by `summary`.
    public var description: String { "\(matches ? "matches" : "differs"): \(summary)" }

    /// Share (0…1) of pixels counted as differing.
    public var differingShare: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }
}

/// Comparing two images of the same size that were rendered as Cairo ARGB32.
public enum DiffError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// The images' pixel sizes differ.
    case sizeMismatch(expected: PixelSize, actual: PixelSize)

    /// A width × height in pixels.
    public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
        public var width: Int
        public var height: Int
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
        public var description: String { "\(width)×\(height) px" }
    }

    public var description: String {
        switch self {
        case let .sizeMismatch(expected, actual):
            return "The images differ in size: expected \(expected), actual \(actual)."
        }
    }

    public var errorDescription: String? { description }
}

/// Pixel comparison of a rendered image against its golden.
///
/// Pipeline per pixel: equal 32-bit words → same (rows are first compared with `memcmp`). Otherwise
/// ΔE00 of both pixels composited onto white (`CIEDE2000`); over `perPixelDeltaE` (or any byte change
/// when it is 0) → candidate; `ignoresAntialiasing` drops candidates that pixelmatch's detector calls
/// anti-aliasing in either image; `density` drops candidates outside clusters. The rest are counted.
///
/// ```swift
/// let result = try PixelDiff.compare(expected: golden, actual: image, tolerance: .init(ignoresAntialiasing: true))
/// if !result.matches { print(result.summary) }
/// ```
public enum PixelDiff {
    /// Compares two images of the same pixel size. Byte-identical images match without per-pixel work.
    /// - Throws: `DiffError.sizeMismatch` when the sizes differ.
    public static func compare(expected: RasterImage, actual: RasterImage, tolerance: DiffTolerance = .strict) throws -> PixelDiffResult {
        guard expected.width == actual.width && expected.height == actual.height else {
            throw DiffError.sizeMismatch(expected: .init(width: expected.width, height: expected.height),
                                         actual: .init(width: actual.width, height: actual.height))
        }
        let width = expected.width, height = expected.height
        let total = width * height
        let rowBytes = width * 4
        precondition(expected.stride >= rowBytes && expected.bytes.count >= expected.stride * max(height - 1, 0) + rowBytes,
                     "expected image bytes too short for \(width)×\(height), stride \(expected.stride)")
        precondition(actual.stride >= rowBytes && actual.bytes.count >= actual.stride * max(height - 1, 0) + rowBytes,
                     "actual image bytes too short for \(width)×\(height), stride \(actual.stride)")

        if total == 0 || isByteIdentical(expected, actual) {
            return makeResult(width: width, height: height, counted: [], antialiased: [], isolated: [], maxDeltaE: 0, tolerance: tolerance)
        }

        let threshold = max(tolerance.perPixelDeltaE, 0)
        var candidates: [Int] = []
        var antialiased: [Int] = []
        var maxDeltaE = 0.0

        expected.bytes.withUnsafeBytes { eBuf in
            actual.bytes.withUnsafeBytes { aBuf in
                let e = PixelPlane(base: eBuf.baseAddress!, stride: expected.stride, width: width, height: height)
                let a = PixelPlane(base: aBuf.baseAddress!, stride: actual.stride, width: width, height: height)
                // One-entry memos: a changed fill repeats the same pair of words, and one side of a
                // change is often a flat colour.
                var lastPair: (UInt32, UInt32)? = nil
                var lastDeltaE = 0.0
                var lastE: UInt32 = 0, lastELab = lab(0)
                var lastA: UInt32 = 0, lastALab = lastELab
                for y in 0..<height {
                    let eRow = e.base + y * e.stride
                    let aRow = a.base + y * a.stride
                    if memcmp(eRow, aRow, rowBytes) == 0 { continue }
                    for x in 0..<width {
                        let we = eRow.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
                        let wa = aRow.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
                        if we == wa { continue }
                        let dE: Double
                        if let last = lastPair, last.0 == we, last.1 == wa {
                            dE = lastDeltaE
                        } else {
                            if we != lastE { lastE = we; lastELab = lab(we) }
                            if wa != lastA { lastA = wa; lastALab = lab(wa) }
                            dE = CIEDE2000.deltaE(lastELab, lastALab)
                            lastPair = (we, wa)
                            lastDeltaE = dE
                        }
                        if dE > maxDeltaE { maxDeltaE = dE }
                        if threshold > 0 && !(dE > threshold) { continue }
                        let index = y * width + x
                        if tolerance.ignoresAntialiasing
                            && (AntialiasingDetector.isAntialiased(e, x, y, a) || AntialiasingDetector.isAntialiased(a, x, y, e)) {
                            antialiased.append(index)
                        } else {
                            candidates.append(index)
                        }
                    }
                }
            }
        }

        var counted = candidates
        var isolated: [Int] = []
        if let density = tolerance.density, !candidates.isEmpty {
            (counted, isolated) = clusterFilter(candidates, width: width, height: height, density: density)
        }
        return makeResult(width: width, height: height, counted: counted, antialiased: antialiased, isolated: isolated,
                          maxDeltaE: maxDeltaE, tolerance: tolerance)
    }

    // MARK: - Helpers

    /// CIELAB of a premultiplied ARGB32 word composited onto white.
    @inline(__always)
    static func lab(_ w: UInt32) -> LabColor {
        CIEDE2000.lab(premultipliedRed: UInt8(truncatingIfNeeded: w >> 16), green: UInt8(truncatingIfNeeded: w >> 8),
                      blue: UInt8(truncatingIfNeeded: w), alpha: UInt8(truncatingIfNeeded: w >> 24))
    }

    /// Same strides and the same bytes (one `memcmp`).
    static func isByteIdentical(_ x: RasterImage, _ y: RasterImage) -> Bool {
        guard x.stride == y.stride, x.bytes.count == y.bytes.count else { return false }
        return x.bytes.withUnsafeBytes { a in
            y.bytes.withUnsafeBytes { b in
                a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
            }
        }
    }

    /// Splits candidate pixel indices (row-major, ascending) into those inside some window of
    /// `density.window`² pixels (clamped to the image) holding at least `density.minimum` candidates,
    /// and the rest. Few candidates: each one is checked in its own neighbourhood; many: two
    /// summed-area tables over the area around them (linear in that area).
    static func clusterFilter(_ candidates: [Int], width: Int, height: Int, density: DiffTolerance.Density) -> (kept: [Int], dropped: [Int]) {
        let nx = min(max(density.window, 1), width)
        let ny = min(max(density.window, 1), height)
        if density.minimum <= 1 { return (candidates, []) }
        if density.minimum > nx * ny { return ([], candidates) }
        let sparseCost = candidates.count * (2 * nx) * (2 * ny)
        if sparseCost <= width * height {
            return sparseClusterFilter(candidates, width: width, height: height, nx: nx, ny: ny, minimum: density.minimum)
        }
        return denseClusterFilter(candidates, width: width, height: height, nx: nx, ny: ny, minimum: density.minimum)
    }

    /// Per candidate: the candidates within its (2N−1)² neighbourhood, a local summed-area table, and
    /// a look at every window that contains it.
    static func sparseClusterFilter(_ candidates: [Int], width: Int, height: Int, nx: Int, ny: Int, minimum: Int) -> (kept: [Int], dropped: [Int]) {
        var kept: [Int] = []
        var dropped: [Int] = []
        var local = [Int32](repeating: 0, count: (2 * nx + 1) * (2 * ny + 1))
        for c in candidates {
            let x = c % width, y = c / width
            let bx0 = max(0, x - nx + 1), bx1 = min(width - 1, x + nx - 1)
            let by0 = max(0, y - ny + 1), by1 = min(height - 1, y + ny - 1)
            let bw = bx1 - bx0 + 1, bh = by1 - by0 + 1
            let sw = bw + 1
            for i in 0..<(sw * (bh + 1)) { local[i] = 0 }
            var neighbours = 0
            for yy in by0...by1 {
                let lo = yy * width + bx0, hi = yy * width + bx1
                // First candidate ≥ lo (binary search; candidates ascend).
                var l = 0, r = candidates.count
                while l < r {
                    let m = (l + r) >> 1
                    if candidates[m] < lo { l = m + 1 } else { r = m }
                }
                while l < candidates.count && candidates[l] <= hi {
                    local[(yy - by0 + 1) * sw + (candidates[l] - lo + 1)] = 1
                    neighbours += 1
                    l += 1
                }
            }
            if neighbours < minimum { dropped.append(c); continue }
            for j in 1...bh {
                var rowSum: Int32 = 0
                for i in 1...bw {
                    rowSum += local[j * sw + i]
                    local[j * sw + i] = local[(j - 1) * sw + i] + rowSum
                }
            }
            var dense = false
            let need = Int32(minimum)
            let wx0 = bx0, wx1 = min(width - nx, x), wy0 = by0, wy1 = min(height - ny, y)
            if wx0 <= wx1 && wy0 <= wy1 {
                search: for wy in wy0...wy1 {
                    let top = wy - by0, bottom = top + ny
                    for wx in wx0...wx1 {
                        let left = wx - bx0, right = left + nx
                        let count = local[bottom * sw + right] - local[top * sw + right] - local[bottom * sw + left] + local[top * sw + left]
                        if count >= need { dense = true; break search }
                    }
                }
            }
            if dense { kept.append(c) } else { dropped.append(c) }
        }
        return (kept, dropped)
    }

    /// Two summed-area tables over the area the candidates' windows cover: candidates, then
    /// "this window is dense enough" per window corner.
    static func denseClusterFilter(_ candidates: [Int], width: Int, height: Int, nx: Int, ny: Int, minimum: Int) -> (kept: [Int], dropped: [Int]) {
        var cx0 = Int.max, cx1 = Int.min, cy0 = Int.max, cy1 = Int.min
        for i in candidates {
            let x = i % width, y = i / width
            cx0 = min(cx0, x); cx1 = max(cx1, x); cy0 = min(cy0, y); cy1 = max(cy1, y)
        }
        // Top-left corners of the windows that can hold a candidate, and the pixels they cover.
        let wx0 = max(0, cx0 - nx + 1), wx1 = min(width - nx, cx1)
        let wy0 = max(0, cy0 - ny + 1), wy1 = min(height - ny, cy1)
        let rx0 = wx0, ry0 = wy0
        let rw = wx1 + nx - rx0, rh = wy1 + ny - ry0
        let sw = rw + 1
        let nwx = wx1 - wx0 + 1, nwy = wy1 - wy0 + 1
        let ow = nwx + 1
        var sat = [Int32](repeating: 0, count: sw * (rh + 1))
        var ok = [Int32](repeating: 0, count: ow * (nwy + 1))
        var kept: [Int] = []
        var dropped: [Int] = []
        sat.withUnsafeMutableBufferPointer { sat in
            ok.withUnsafeMutableBufferPointer { ok in
                for i in candidates {
                    sat[(i / width - ry0 + 1) * sw + (i % width - rx0 + 1)] = 1
                }
                for y in 1...rh {
                    var rowSum: Int32 = 0
                    for x in 1...rw {
                        rowSum &+= sat[y * sw + x]
                        sat[y * sw + x] = sat[(y - 1) * sw + x] &+ rowSum
                    }
                }
                let need = Int32(minimum)
                for j in 0..<nwy {
                    var rowSum: Int32 = 0
                    let top = j * sw, bottom = (j + ny) * sw          // region rows [j, j + ny)
                    for i in 0..<nwx {
                        let count = sat[bottom + i + nx] &- sat[top + i + nx] &- sat[bottom + i] &+ sat[top + i]
                        rowSum &+= count >= need ? 1 : 0
                        ok[(j + 1) * ow + (i + 1)] = ok[j * ow + (i + 1)] &+ rowSum
                    }
                }
                for idx in candidates {
                    let x = idx % width, y = idx / width
                    let i0 = max(wx0, x - nx + 1) - wx0, i1 = min(wx1, x) - wx0
                    let j0 = max(wy0, y - ny + 1) - wy0, j1 = min(wy1, y) - wy0
                    var dense = false
                    if i0 <= i1 && j0 <= j1 {
                        let s = ok[(j1 + 1) * ow + (i1 + 1)] - ok[j0 * ow + (i1 + 1)] - ok[(j1 + 1) * ow + i0] + ok[j0 * ow + i0]
                        dense = s > 0
                    }
                    if dense { kept.append(idx) } else { dropped.append(idx) }
                }
            }
        }
        return (kept, dropped)
    }

    static func makeResult(width: Int, height: Int, counted: [Int], antialiased: [Int], isolated: [Int],
                           maxDeltaE: Double, tolerance: DiffTolerance) -> PixelDiffResult {
        let total = width * height
        func mask(_ indices: [Int]) -> [Bool] {
            // memset rather than `Array(repeating:count:)`: fast even in unoptimised builds.
            [Bool](unsafeUninitializedCapacity: total) { buffer, count in
                if total > 0 { memset(buffer.baseAddress!, 0, total * MemoryLayout<Bool>.stride) }
                for i in indices { buffer[i] = true }
                count = total
            }
        }
        var box: PixelDiffResult.Box? = nil
        if !counted.isEmpty {
            var x0 = Int.max, x1 = Int.min, y0 = Int.max, y1 = Int.min
            for i in counted {
                let x = i % width, y = i / width
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
            }
            box = .init(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
        }
        let share = min(max(tolerance.differingShare, 0), 1)
        // A hair of slack so that e.g. 0.001 × 10,000 admits 10 pixels despite rounding.
        let allowed = share * Double(total) * (1 + 1e-12)
        let matches = counted.isEmpty || Double(counted.count) <= allowed
        return PixelDiffResult(
            matches: matches, differingPixels: counted.count, antialiasedPixels: antialiased.count, isolatedPixels: isolated.count,
            totalPixels: total, maxDeltaE: maxDeltaE, boundingBox: box,
            differenceMask: mask(counted), antialiasedMask: mask(antialiased), isolatedMask: mask(isolated),
            summary: summary(differing: counted.count, total: total, maxDeltaE: maxDeltaE, box: box,
                             antialiased: antialiased.count, isolated: isolated.count))
    }

    static func summary(differing: Int, total: Int, maxDeltaE: Double, box: PixelDiffResult.Box?, antialiased: Int, isolated: Int) -> String {
        var text = "\(grouped(differing)) of \(grouped(total)) pixel\(total == 1 ? "" : "s") differ"
        if differing > 0 {
            let percent = 100 * Double(differing) / Double(total)
            text += " (\(percent >= 0.01 ? String(format: "%.2f", percent) : String(format: "%.4f", percent)) %)"
        }
        if maxDeltaE > 0 {
            text += ", largest ΔE \(maxDeltaE >= 1 ? String(format: "%.1f", maxDeltaE) : String(format: "%.2f", maxDeltaE))"
        }
        if let box { text += ", in the box \(box)" }
        if antialiased > 0 { text += "; \(grouped(antialiased)) anti-aliased pixel\(antialiased == 1 ? "" : "s") ignored" }
        if isolated > 0 { text += "; \(grouped(isolated)) isolated pixel\(isolated == 1 ? "" : "s") ignored" }
        return text
    }

    /// 1234567 → "1,234,567" (locale-independent).
    static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return n < 0 ? "-" + out : out
    }
}
