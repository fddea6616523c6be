import Foundation
import Testing
@testable import WidgetShotUI

/// iOS 17–26 drawing API from lautaropinto/Aware's AwareUI: Liquid Glass (`glassEffect(_:in:)`)
/// and Metal shader effects (`colorEffect(ShaderLibrary.parameterizedNoise(.float(0.5), …))`).
@Suite struct GlassAndShaderTests {
    private func fills(_ tree: PlacedTree) -> [RGBA] {
        (tree.root?.allNodes ?? []).compactMap { node -> RGBA? in
            guard case .shape(let shape) = node.content, shape.mode == .fill, case .color(let c) = shape.paint else { return nil }
            return c
        }
    }

    @Test("glass draws a translucent fill and a rim in the shape; .clear is fainter, .identity draws nothing")
    func glass() throws {
        let label = Text("12:30").frame(width: 60, height: 20)
        let regular = fills(try place(label.glassEffect(), 100, 100))
        #expect(regular.contains(RGBA(red: 1, green: 1, blue: 1, alpha: 0.35)), "\(regular)")
        let clear = fills(try place(label.glassEffect(.clear, in: .containerRelative), 100, 100))
        #expect(clear.contains { abs($0.alpha - 0.35 / 3) < 1e-9 }, "\(clear)")
        #expect(fills(try place(label.glassEffect(.identity), 100, 100)).isEmpty)
        let tinted = fills(try place(label.glassEffect(.regular.tint(.red).interactive()), 100, 100))
        #expect(tinted.contains { $0.alpha == 0.5 && $0.red > 0.9 }, "\(tinted)")
        // The rim is a stroke of the capsule over the content.
        let strokes = (try place(label.glassEffect(), 100, 100).root?.allNodes ?? []).filter {
            if case .shape(let s) = $0.content, case .stroke = s.mode { return true }
            return false
        }
        #expect(strokes.count == 1)
        _ = GlassEffectContainer(spacing: 8) { label.glassEffect() }
    }

    @Test("shader effects compile, draw the content unchanged and are linted with the function's name")
    func shaders() throws {
        let noise = ShaderLibrary.parameterizedNoise(.float(0.5), .float(1.0), .float2(CGSize(width: 1, height: 2)), .color(.red), .boundingRect)
        #expect(noise.function.name == "parameterizedNoise" && noise.arguments.count == 5)
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        let tree = try place(gradient.colorEffect(noise).accessibilityIdentifier("g"), 50, 50)
        expectFrame(tree, "g", 0, 0, 50, 50)
        #expect(tree.node("g")?.unsupportedReason == "colorEffect(ShaderLibrary.parameterizedNoise): Metal shaders do not run on Linux; drawn without the effect")
        let off = try place(gradient.layerEffect(ShaderLibrary.default.ripple(), maxSampleOffset: .zero, isEnabled: false).accessibilityIdentifier("g"), 50, 50)
        #expect(off.node("g")?.unsupportedReason == nil)
    }
}
