import Foundation
import Testing
import WidgetShot

/// Solstice's sky (`MeshGradient`, iOS 18), its dial (`AngularGradient(stops:center:angle:)`) and
/// its slice of a circle (`Path.subtracting`, iOS 17) draw as on iOS.
struct SdkElevenMeshAndPathTests {
    let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    func mesh(_ colors: [Color], rows: Int, smooth: Bool = true, space: Gradient.ColorSpace = .device,
              xs: (Float, Float) = (0, 1), background: Color = .clear) -> MeshGradient {
        let points = (0..<rows).flatMap { row -> [SIMD2<Float>] in
            let y = Float(row) / Float(rows - 1)
            return [SIMD2(xs.0, y), SIMD2(xs.1, y)]
        }
        return MeshGradient(width: 2, height: rows, points: points, colors: colors.flatMap { [$0, $0] },
                            background: background, smoothsColors: smooth, colorSpace: space)
    }

    @Test func aTwoRowMeshBlendsFromTopToBottom() throws {
        let image = try render(mesh([red, blue], rows: 2, smooth: false), 100, 100, scale: 1).image
        #expect(image.px(50, 0).near(Px(255, 0, 0, 255), 8), "\(image.px(50, 0))")
        #expect(image.px(50, 99).near(Px(0, 0, 255, 255), 8), "\(image.px(50, 99))")
        #expect(image.px(50, 50).near(Px(127, 0, 127, 255), 8), "device space: the sRGB average \(image.px(50, 50))")
        #expect(image.px(5, 50) == image.px(95, 50), "rows are even across")
    }

    @Test func smoothColorsPassThroughEveryVertexAndCurveBetween() throws {
        let smooth = try render(mesh([red, green, blue], rows: 3), 100, 101, scale: 1).image
        let linear = try render(mesh([red, green, blue], rows: 3, smooth: false), 100, 101, scale: 1).image
        #expect(smooth.px(50, 50).near(Px(0, 255, 0, 255), 8), "the middle vertex's colour \(smooth.px(50, 50))")
        #expect(linear.px(50, 50).near(Px(0, 255, 0, 255), 8))
        #expect(!smooth.px(50, 25).near(linear.px(50, 25), 6), "cubic, not straight: \(smooth.px(50, 25)) vs \(linear.px(50, 25))")
    }

    @Test func perceptualInterpolationIsNotTheDeviceAverage() throws {
        let device = try render(mesh([red, blue], rows: 2, smooth: false), 40, 100, scale: 1).image.px(20, 50)
        let perceptual = try render(mesh([red, blue], rows: 2, smooth: false, space: .perceptual), 40, 100, scale: 1).image.px(20, 50)
        #expect(abs(device.r - perceptual.r) + abs(device.g - perceptual.g) + abs(device.b - perceptual.b) > 30, "\(device) \(perceptual)")
    }

    @Test func theBackgroundFillsOutsideTheMesh() throws {
        let image = try render(mesh([red, blue], rows: 2, xs: (0.25, 0.75), background: .black), 100, 100, scale: 1).image
        #expect(image.px(5, 50) == Px(0, 0, 0, 255), "\(image.px(5, 50))")
        #expect(image.px(50, 2).near(Px(255, 0, 0, 255), 12))
        let clear = try render(mesh([red, blue], rows: 2, xs: (0.25, 0.75)), 100, 100, scale: 1).image
        #expect(clear.px(5, 50).a == 0)
    }

    @Test func aMeshIsAShapeStyleToo() throws {
        let image = try render(Circle().fill(mesh([red, blue], rows: 2, smooth: false)), 100, 100, scale: 1).image
        #expect(image.px(50, 3).r > 200 && image.px(50, 97).b > 200)
        #expect(image.px(2, 2).a == 0, "outside the circle")
    }

    @Test func anAngularGradientOfStops() throws {
        let stops = [Gradient.Stop(color: red, location: 0), Gradient.Stop(color: blue, location: 1)]
        let image = try render(AngularGradient(stops: stops, center: .center, angle: .degrees(90)), 100, 100, scale: 1).image
        // 90° points down (angles turn clockwise from +x in y-down space): red starts just past it
        // (towards the left), blue ends just before it.
        #expect(image.px(47, 95).r > 200, "starts (red) straight down at 90°: \(image.px(47, 95))")
        #expect(image.px(53, 95).b > 200, "ends (blue) a full turn later: \(image.px(53, 95))")
    }

    @Test func aCircleLessItsSlice() throws {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100), center = CGPoint(x: 50, y: 50)
        var slice = Path()
        slice.move(to: center)
        slice.addArc(center: center, radius: 50, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        slice.closeSubpath()
        var path = Path(ellipseIn: rect)
        path.addPath(slice, transform: .identity)   // Solstice's CircleWithSlice adds the slice, then subtracts it
        let image = try render(path.subtracting(slice).fill(Color.black), 100, 100, scale: 1).image
        #expect(image.px(70, 70).a == 0, "the slice (lower right in y-down space) is cut out")
        for (x, y) in [(30, 30), (70, 30), (30, 70)] { #expect(image.px(x, y) == Px(0, 0, 0, 255), "\(x),\(y)") }
        #expect(image.px(3, 3).a == 0, "outside the circle")
    }

    @Test func unionIntersectionAndSymmetricDifference() throws {
        let a = Path(CGRect(x: 0, y: 0, width: 60, height: 60)), b = Path(CGRect(x: 40, y: 40, width: 60, height: 60))
        func inked(_ p: Path) throws -> [Bool] {
            let image = try render(p.fill(Color.black), 100, 100, scale: 1).image
            return [(10, 10), (50, 50), (90, 90), (90, 10)].map { image.px($0.0, $0.1).a > 128 }
        }
        #expect(try inked(a.union(b)) == [true, true, true, false])
        #expect(try inked(a.intersection(b)) == [false, true, false, false])
        #expect(try inked(a.subtracting(b)) == [true, false, false, false])
        #expect(try inked(a.symmetricDifference(b)) == [true, false, true, false])
        let line = Path { $0.move(to: CGPoint(x: 0, y: 50)); $0.addLine(to: CGPoint(x: 100, y: 50)) }
        let inside = line.lineIntersection(Path(CGRect(x: 25, y: 0, width: 50, height: 100))).boundingRect
        #expect(abs(inside.minX - 25) < 0.01 && abs(inside.maxX - 75) < 0.01, "\(inside)")
        let outside = line.lineSubtraction(Path(CGRect(x: 25, y: 0, width: 50, height: 100)))
        #expect(!outside.contains(CGPoint(x: 50, y: 50)) && outside.boundingRect.width == 100)
    }
}
