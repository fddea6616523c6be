import Foundation
import Testing
@testable import WidgetShotCairo
import WidgetShotUI

/// The per-pixel rounding and recolouring fast paths give exactly the bytes of the plain
/// `Double.rounded()` arithmetic they replaced (output stays byte-identical; issue 21, goal 5).
struct PixelRoundingTests {
    @Test func byteRoundsLikeRoundedOnEveryTieAndNeighbour() {
        var values: [Double] = []
        for i in 0...510 {
            let x = Double(i) / 2                      // every tie n + ½ and every whole number
            values += [x, x.nextUp, x.nextDown, x + 0.25, x - 0.25]
        }
        values += [0.49999999999999994, 0.5, 254.49999999999997, 255, 255.49999999999997, 1e-300, 0]
        for x in values where x >= 0 && x < 255.5 {
            #expect(PixelRounding.byte(x) == UInt8(x.rounded()), "x = \(x)")
        }
    }

    @Test func templateRecolourMatchesThePerPixelFormula() {
        let color = RGBA(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.7)
        let width = 256, height = 2, stride = width * 4
        var pixels = [UInt8](repeating: 0, count: stride * height)
        for x in 0..<width {   // every alpha, with premultiplied channels below it
            for y in 0..<height {
                let o = y * stride + x * 4
                pixels[o] = UInt8(x / 3); pixels[o + 1] = UInt8(x / 2); pixels[o + 2] = UInt8(x); pixels[o + 3] = UInt8(x)
            }
        }
        var expected = pixels
        for i in Swift.stride(from: 0, to: expected.count, by: 4) {
            let a = Double(expected[i + 3]) * color.alpha
            expected[i] = UInt8((color.blue * a).rounded())
            expected[i + 1] = UInt8((color.green * a).rounded())
            expected[i + 2] = UInt8((color.red * a).rounded())
            expected[i + 3] = UInt8(a.rounded())
        }
        pixels.withUnsafeMutableBufferPointer { buffer in
            Recolor.template(RecolorSurface(data: buffer.baseAddress!, width: width, height: height, stride: stride), color: color)
        }
        #expect(pixels == expected)
    }
}
