import Foundation
import Testing
import WidgetShot

/// `ShapeStyle.blendMode(_:)` (iOS 15): a shape filled with `.red.blendMode(.multiply)` composites
/// with what is behind it as `View.blendMode` does (Apple's Backyard Birds sample blends its
/// styles `.plusDarker` in light mode and `.plusLighter` in dark).
struct CompanyTwelveShapeStyleBlendTests {
    @Test func aFillStyleWithABlendModeCompositesWithWhatIsBehind() throws {
        // multiply: (255,59,48) × (0,122,255) / 255 = (0, 28, 48); screen: (255, 153, 255).
        let multiply = try render(ZStack { Color.blue; Rectangle().fill(Color.red.blendMode(.multiply)) }, 10, 10).image.px(15, 15)
        #expect(multiply.near(Px(0, 28, 48, 255), 2), "\(multiply)")
        let screen = try render(ZStack { Color.blue; Rectangle().fill(AnyShapeStyle(Color.red.blendMode(.screen))) }, 10, 10).image.px(15, 15)
        #expect(screen.near(Px(255, 153, 255, 255), 2), "\(screen)")
        // Without a mode the red covers the blue.
        #expect(try render(ZStack { Color.blue; Rectangle().fill(Color.red) }, 10, 10).image.px(15, 15) == Apple.red)
    }
}
