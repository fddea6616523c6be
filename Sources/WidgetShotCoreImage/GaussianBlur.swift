import CCodecs
import Foundation

/// A Gaussian blur as three successive box blurs (Kovesi, "Fast almost-Gaussian filtering",
/// 2010: within a few percent of the true Gaussian, in time independent of the radius).
enum GaussianBlur {
    /// The three box widths whose succession approximates a Gaussian of `sigma`.
    static func boxSizes(sigma: Double, count: Int = 3) -> [Int] {
        let ideal = (12 * sigma * sigma / Double(count) + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = ((12 * sigma * sigma - Double(count * lower * lower) - 4 * Double(count * lower) - 3 * Double(count)) / (-4 * Double(lower) - 4)).rounded()
        return (0..<count).map { $0 < Int(m) ? lower : upper }
    }

    /// Blurs premultiplied pixels in place (edges read as the nearest pixel).
    static func blur(_ pixels: inout LinearPixels, sigma: Double) {
        guard sigma > 0.1, pixels.width > 0, pixels.height > 0 else { return }
        var scratch = pixels.values
        for size in boxSizes(sigma: sigma) {
            let r = (size - 1) / 2
            guard r > 0 else { continue }
            boxPass(pixels.values, into: &scratch, width: pixels.width, height: pixels.height, radius: r, horizontal: true)
            boxPass(scratch, into: &pixels.values, width: pixels.width, height: pixels.height, radius: r, horizontal: false)
        }
    }

    /// One running-sum box blur along rows or columns, in C so that a debug build blurs at C
    /// speed (`ws_box_pass_f32`, CCodecs/box_blur.c).
    static func boxPass(_ source: [Float], into target: inout [Float], width: Int, height: Int, radius r: Int, horizontal: Bool) {
        source.withUnsafeBufferPointer { src in
            target.withUnsafeMutableBufferPointer { dst in
                withUnsafeTemporaryAllocation(of: Float.self, capacity: max(1, width * 4)) { sums in
                    ws_box_pass_f32(src.baseAddress!, dst.baseAddress!, Int32(width), Int32(height), Int32(r), horizontal ? 1 : 0, sums.baseAddress!)
                }
            }
        }
    }
}
