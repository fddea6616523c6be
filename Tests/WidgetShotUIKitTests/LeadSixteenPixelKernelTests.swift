import Foundation
import Testing
import CCairo
import WidgetShot
@testable import WidgetShotCairo
@testable import WidgetShotCoreImage

/// The C pixel kernels (CCodecs' box_blur.c and linear_pixels.c, issue 21: fast in a debug build)
/// against the Swift loops they replaced, kept here verbatim as the reference: every output must be
/// the same bits, on random pixels, odd sizes, radii past the image and edge cases (NaN, negative
/// and over-range floats, zero and partial alpha).
@Suite struct LeadSixteenPixelKernelTests {
    /// A deterministic generator (SplitMix64), so a failure can be replayed.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
        mutating func float() -> Float { Float(next() % 1_000_001) / 1_000_000 }
    }

    /// Premultiplied ARGB32 bytes (each colour ≤ its alpha, as cairo keeps them).
    static func premultipliedPixels(width: Int, height: Int, stride: Int, random: inout Random) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                let a = random.next() % 4 == 0 ? 255 : random.byte()
                let o = y * stride + x * 4
                for c in 0..<3 { bytes[o + c] = a == 0 ? 0 : UInt8(Int(random.byte()) % (Int(a) + 1)) }
                bytes[o + 3] = a
            }
        }
        return bytes
    }

    // MARK: - References: the Swift loops as they were before the C kernels

    static func referenceBoxPassU8(_ data: UnsafeMutablePointer<UInt8>, count: Int, length: Int, step: Int, lineStep: Int, radius: Int) {
        guard radius > 0 else { return }
        var line = [UInt8](repeating: 0, count: length * 4)
        let norm = Double(2 * radius + 1)
        for l in 0..<count {
            let base = l * lineStep
            for i in 0..<length { for c in 0..<4 { line[i * 4 + c] = data[base + i * step + c] } }
            var sums = [Int](repeating: 0, count: 4)
            for k in -radius...radius {
                let i = min(max(k, 0), length - 1)
                for c in 0..<4 { sums[c] += Int(line[i * 4 + c]) }
            }
            for i in 0..<length {
                for c in 0..<4 { data[base + i * step + c] = PixelRounding.byte(min(255, Double(sums[c]) / norm)) }
                let out = min(max(i - radius, 0), length - 1), inn = min(max(i + radius + 1, 0), length - 1)
                for c in 0..<4 { sums[c] += Int(line[inn * 4 + c]) - Int(line[out * 4 + c]) }
            }
        }
    }

    static func referenceGaussianU8(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma > 0.1, width > 0, height > 0 else { return }
        let sigma = min(sigma, Double(max(width, height)), 4096)
        for box in Blur.boxSizes(sigma: sigma) {
            let r = (box - 1) / 2
            referenceBoxPassU8(data, count: height, length: width, step: 4, lineStep: stride, radius: r)
            referenceBoxPassU8(data, count: width, length: height, step: stride, lineStep: 4, radius: r)
        }
    }

    static func referenceBoxPassF32(_ source: [Float], width: Int, height: Int, radius r: Int, horizontal: Bool) -> [Float] {
        var target = [Float](repeating: -1, count: source.count)
        let lines = horizontal ? height : width, length = horizontal ? width : height
        let step = horizontal ? 4 : width * 4
        let scale = 1 / Float(2 * r + 1)
        for line in 0..<lines {
            let base = horizontal ? line * width * 4 : line * 4
            for c in 0..<4 {
                func at(_ i: Int) -> Float { source[base + min(max(i, 0), length - 1) * step + c] }
                var sum: Float = 0
                for i in -r...r { sum += at(i) }
                for i in 0..<length {
                    target[base + i * step + c] = sum * scale
                    sum += at(i + r + 1) - at(i - r)
                }
            }
        }
        return target
    }

    static func referenceLinear(_ bitmap: BitmapImage) -> [Float] {
        var out = [Float](repeating: 0, count: bitmap.width * bitmap.height * 4)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap.pixel(x: x, y: y)
                let a = Float(p.a) / 255
                let o = (y * bitmap.width + x) * 4
                out[o] = LinearPixels.toLinear[Int(p.r)] * a
                out[o + 1] = LinearPixels.toLinear[Int(p.g)] * a
                out[o + 2] = LinearPixels.toLinear[Int(p.b)] * a
                out[o + 3] = a
            }
        }
        return out
    }

    static func referenceBytes(_ v: [Float], width: Int, height: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            let a = min(max(v[i * 4 + 3], 0), 1)
            guard a > 0 else { continue }
            func channel(_ c: Float) -> UInt8 { UInt8((LinearPixels.toSRGB(c / a) * a * 255).rounded()) }
            bytes[i * 4] = channel(v[i * 4 + 2])
            bytes[i * 4 + 1] = channel(v[i * 4 + 1])
            bytes[i * 4 + 2] = channel(v[i * 4])
            bytes[i * 4 + 3] = UInt8((a * 255).rounded())
        }
        return bytes
    }

    static func referenceRegion(_ p: LinearPixels, x: Int, y: Int, width w: Int, height h: Int, replicatingEdges: Bool) -> [Float] {
        var out = [Float](repeating: 0, count: max(0, w) * max(0, h) * 4)
        guard p.width > 0, p.height > 0 else { return out }
        for row in 0..<h {
            var sy = y + row
            if sy < 0 || sy >= p.height { if replicatingEdges { sy = min(max(sy, 0), p.height - 1) } else { continue } }
            for col in 0..<w {
                var sx = x + col
                if sx < 0 || sx >= p.width { if replicatingEdges { sx = min(max(sx, 0), p.width - 1) } else { continue } }
                let s = (sy * p.width + sx) * 4, d = (row * w + col) * 4
                for c in 0..<4 { out[d + c] = p.values[s + c] }
            }
        }
        return out
    }

    static func bits(_ values: [Float]) -> [UInt32] { values.map(\.bitPattern) }

    // MARK: - Tests

    @Test(arguments: [(1, 1, 0.5), (7, 5, 1.3), (40, 23, 3.0), (13, 64, 9.7), (5, 3, 40.0), (64, 48, 2.2)])
    func cairoGaussianBlurMatchesTheSwiftLoops(width: Int, height: Int, sigma: Double) {
        var random = Random(state: UInt64(width * 1_000 + height))
        for stride in [width * 4, width * 4 + 12] {
            let original = Self.premultipliedPixels(width: width, height: height, stride: stride, random: &random)
            var viaC = original, viaSwift = original
            viaC.withUnsafeMutableBufferPointer { Blur.gaussian($0.baseAddress!, width: width, height: height, stride: stride, sigma: sigma) }
            viaSwift.withUnsafeMutableBufferPointer { Self.referenceGaussianU8($0.baseAddress!, width: width, height: height, stride: stride, sigma: sigma) }
            #expect(viaC == viaSwift, "\(width)×\(height) stride \(stride) σ \(sigma)")
            if width > 2 && sigma >= 1 { #expect(viaC != original, "the blur changed nothing") }
        }
    }

    @Test(arguments: [(1, 1, 1), (9, 4, 1), (31, 17, 4), (6, 40, 7), (5, 5, 30)])
    func coreImageBoxPassMatchesTheSwiftLoop(width: Int, height: Int, radius: Int) {
        var random = Random(state: UInt64(width * 31 + height * 7 + radius))
        let source = (0..<(width * height * 4)).map { _ in random.float() * 2 - 0.5 }
        for horizontal in [true, false] {
            var output = [Float](repeating: -1, count: source.count)
            GaussianBlur.boxPass(source, into: &output, width: width, height: height, radius: radius, horizontal: horizontal)
            let expected = Self.referenceBoxPassF32(source, width: width, height: height, radius: radius, horizontal: horizontal)
            #expect(Self.bits(output) == Self.bits(expected), "\(width)×\(height) r \(radius) horizontal \(horizontal)")
        }
    }

    @Test func workingSpaceConversionsMatchTheSwiftLoops() throws {
        var random = Random(state: 16)
        let (width, height, stride) = (37, 11, 37 * 4 + 8)
        let bytes = Self.premultipliedPixels(width: width, height: height, stride: stride, random: &random)
        let bitmap = try #require(BitmapImage(width: width, height: height, stride: stride, scale: 2, bytes: bytes, name: "random"))
        let linear = LinearPixels(bitmap: bitmap)
        #expect(Self.bits(linear.values) == Self.bits(Self.referenceLinear(bitmap)))

        // Back to bytes from floats a filter can leave: out of range, negative, NaN, zero alpha.
        var values = (0..<(width * height * 4)).map { _ in random.float() * 1.4 - 0.2 }
        for i in Swift.stride(from: 3, to: values.count, by: 4) where random.next() % 9 == 0 { values[i] = 0 }
        values[3] = .nan; values[11] = -0.0; values[12] = .infinity; values[15] = 1
        let pixels = LinearPixels(width: width, height: height, values: values)
        #expect(pixels.bitmap(scale: 1, name: "out").bytes == Self.referenceBytes(values, width: width, height: height))
        // A NaN colour under a real alpha (the Swift loop trapped on it) draws as 0.
        let nan = LinearPixels(width: 1, height: 1, values: [.nan, 0.5, 1, 1]).bitmap(scale: 1, name: "nan").bytes
        #expect(nan == [255, 188, 0, 255])
        // Round trip of opaque pixels keeps them.
        let opaque = Self.premultipliedPixels(width: 8, height: 8, stride: 32, random: &random).enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element }
        let image = try #require(BitmapImage(width: 8, height: 8, scale: 1, bytes: opaque))
        #expect(LinearPixels(bitmap: image).bitmap(scale: 1, name: "x").bytes == opaque)
    }

    @Test(arguments: [(-3, -2, 12, 9), (2, 1, 3, 2), (0, 0, 6, 4), (-20, 1, 5, 3), (9, -9, 4, 30), (4, 2, 1, 1), (-1, -1, 0, 3)])
    func regionsAndPaddingMatchTheSwiftLoops(x: Int, y: Int, width: Int, height: Int) {
        var random = Random(state: UInt64(bitPattern: Int64(x * 100 + y)))
        let source = LinearPixels(width: 6, height: 4, values: (0..<96).map { _ in random.float() })
        for replicating in [true, false] {
            let region = source.region(x: x, y: y, width: width, height: height, replicatingEdges: replicating)
            #expect(Self.bits(region.values) == Self.bits(Self.referenceRegion(source, x: x, y: y, width: width, height: height, replicatingEdges: replicating)),
                    "(\(x), \(y)) \(width)×\(height) replicating \(replicating)")
        }
        let padded = source.padded(by: 3, replicatingEdges: true)
        #expect(padded.width == 12 && padded.height == 10)
        #expect(Self.bits(padded.values) == Self.bits(Self.referenceRegion(source, x: -3, y: -3, width: 12, height: 10, replicatingEdges: true)))
        #expect(LinearPixels(width: 0, height: 0).padded(by: 2, replicatingEdges: false).values == [Float](repeating: 0, count: 64))
    }

    @Test func jpegKeepsChannelOrder() throws {
        // Premultiplied BGRA in memory: blue 10, green 120, red 230, opaque.
        let bytes = [UInt8]((0..<(16 * 16)).flatMap { _ in [10, 120, 230, 255] as [UInt8] })
        let bitmap = try #require(BitmapImage(width: 16, height: 16, scale: 1, bytes: bytes))
        let jpeg = try BitmapCodec.jpegData(bitmap, quality: 1)
        var warning: String?
        let surface = try ImageStore.decodeJPEG(jpeg, path: "roundtrip.jpg", warning: &warning)
        defer { cairo_surface_destroy(surface) }
        let decoded = try BitmapCodec.bitmap(from: surface, scale: 1, name: "roundtrip")
        let p = decoded.pixel(x: 8, y: 8)
        #expect(abs(Int(p.r) - 230) <= 3 && abs(Int(p.g) - 120) <= 3 && abs(Int(p.b) - 10) <= 3 && p.a == 255, "\(p)")
        #expect(warning == nil)
    }
}
