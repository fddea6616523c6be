import Foundation
import Testing
import WidgetShot

/// Canvas clipping as LEOYoon-Tsaw/Chinendar's watch faces draw (issue 20 item 4):
/// `clipToLayer(opacity:options:content:)` (a ring cut out of a face with `.inverse`, text masks
/// through `.luminanceToAlpha`), `clip(to:options: .inverse)`, and `transform`/`concatenate`.
@Suite struct CanvasClipLayerTests {
    /// iOS's system red (`Color.red`, light appearance).
    private let red = Px(255, 59, 48, 255)
    private let blue = Px(0, 0, 255, 255)

    private func face(_ clip: @escaping (inout GraphicsContext) -> Void) -> some View {
        ZStack {
            Color(red: 0, green: 0, blue: 1)
            Canvas { context, size in
                clip(&context)
                context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), with: .color(.red))
            }
        }
        .frame(width: 20, height: 10)
    }

    @Test func clipToLayerKeepsWhatTheLayerCovers() throws {
        let image = try render(face { context in
            context.clipToLayer { layer in layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black)) }
        }, 20, 10, scale: 1).image
        #expect(image.px(4, 5).near(red, 2), "\(image.px(4, 5))")
        #expect(image.px(15, 5).near(blue, 2), "outside the layer the canvas draws nothing: \(image.px(15, 5))")
    }

    @Test func anInverseLayerCutsItsShapeOut() throws {
        let image = try render(face { context in
            context.clipToLayer(options: .inverse) { layer in layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black)) }
        }, 20, 10, scale: 1).image
        #expect(image.px(4, 5).near(blue, 2), "the layer's shape is cut out: \(image.px(4, 5))")
        #expect(image.px(15, 5).near(red, 2), "\(image.px(15, 5))")
    }

    @Test func theLayersOpacityAndLuminanceShapeTheMask() throws {
        // White through luminanceToAlpha is opaque; black is transparent (SwiftUI's luminance-to-alpha filter).
        let image = try render(face { context in
            context.clipToLayer { layer in
                layer.addFilter(.luminanceToAlpha)
                layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.white))
                layer.fill(Path(CGRect(x: 10, y: 0, width: 10, height: 10)), with: .color(.black))
            }
        }, 20, 10, scale: 1).image
        #expect(image.px(4, 5).near(red, 3), "\(image.px(4, 5))")
        #expect(image.px(15, 5).near(blue, 3), "\(image.px(15, 5))")
        let half = try render(face { context in
            context.clipToLayer(opacity: 0.5) { layer in layer.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), with: .color(.black)) }
        }, 20, 10, scale: 1).image
        let mixed = half.px(10, 5)
        // Half of system red (255, 59, 48) over blue (0, 0, 255).
        #expect(abs(Int(mixed.r) - 128) < 6 && abs(Int(mixed.g) - 30) < 6 && abs(Int(mixed.b) - 152) < 8, "half the red over the blue: \(mixed)")
    }

    @Test func anInverseClipPathKeepsTheOutside() throws {
        let image = try render(face { context in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 10, height: 10)), options: .inverse)
        }, 20, 10, scale: 1).image
        #expect(image.px(4, 5).near(blue, 2), "\(image.px(4, 5))")
        #expect(image.px(15, 5).near(red, 2), "\(image.px(15, 5))")
    }

    @Test func transformAndConcatenateMoveUserSpace() throws {
        var seen = CGAffineTransform.identity
        let view = Canvas { context, size in
            context.transform = CGAffineTransform(translationX: 10, y: 0)
            context.concatenate(CGAffineTransform(scaleX: 0.5, y: 1))
            seen = context.transform
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }
        .frame(width: 20, height: 10)
        let image = try render(view, 20, 10, scale: 1).image
        #expect(seen == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 1, tx: 10, ty: 0))
        #expect(image.px(12, 5).near(red, 2) && image.px(16, 5).a == 0 && image.px(8, 5).a == 0, "\(image.px(12, 5)) \(image.px(16, 5))")
    }
}
