import Foundation
import Testing
import WidgetShot

/// Crashes found by the fuzzers (`.ci/fuzz`), each kept as a regression test. The inputs are in
/// `Tests/Fuzz/Crashes/<target>/` (replay one with `.build/debug/<target> <file>`).
@Suite struct FuzzRegressionTests {
    static let renderer = Result { try ViewRenderer() }

    /// FuzzViewTree, crash-shadow-nil-surface: a shadow or blur whose offscreen group is empty
    /// (clipped away) has no pixel data; the renderer force-unwrapped it.
    @Test("a shadow or blur clipped to nothing draws nothing, without crashing")
    func emptyOffscreenGroup() throws {
        let renderer = try Self.renderer.get()
        let views: [AnyView] = [
            AnyView(Color.red.frame(width: 8, height: 8).shadow(radius: 3).frame(width: 0, height: 0).clipped()),
            AnyView(Color.red.frame(width: 8, height: 8).blur(radius: 3).frame(width: 0, height: 0).clipped()),
            AnyView(Color.red.shadow(radius: 2).clipShape(Circle()).frame(width: 0, height: 0)),
            AnyView(Color.red.frame(width: 8, height: 8).shadow(radius: 2).offset(x: 1e5).clipped()),
            AnyView(Color.red.frame(width: 8, height: 8).shadow(radius: 2).scaleEffect(1e-300)),
            AnyView(Color.red.frame(width: 8, height: 8).blur(radius: 2).scaleEffect(1e-300)),
        ]
        for view in views {
            let result = try renderer.render(view, size: CGSize(width: 20, height: 20), scale: 2)
            #expect(result.image.width == 40)
        }
    }

    /// FuzzViewTree (libFuzzer), timeout-899afec6…: a rounded clip or circle on a 1e300 frame made
    /// cairo split an arc of radius 5e299 into segments forever.
    /// Finishing is the test (a hang would stall the run); speed is measured in the benchmarks.
    @Test("rounded corners and circles on astronomically large frames finish")
    func hugeArcs() throws {
        let renderer = try Self.renderer.get()
        let views: [AnyView] = [
            AnyView(Color.red.frame(width: 1e300, height: 1e300).cornerRadius(1e300)),
            AnyView(Circle().fill(Color.red).frame(width: 1e300, height: 1e300)),
            AnyView(RoundedRectangle(cornerRadius: 1e12, style: .circular).fill(Color.red).frame(width: 1e13, height: 1e13)),
            AnyView(Capsule().stroke(Color.red, lineWidth: 3).frame(width: 1e300, height: 40)),
        ]
        for view in views {
            _ = try? renderer.render(view, size: CGSize(width: 20, height: 20), scale: 2)   // finishing (or a clear error) is the test
        }
    }

    /// FuzzViewTree (libFuzzer), slow-huge-blur: nested blurs of radius 1e300 took 10 s (17 s in this test before the fix, 3 s after, debug build); a blur
    /// wider than its image is capped at the image's size (it is flat by then).
    /// Finishing is the test (a hang would stall the run); speed is measured in the benchmarks.
    @Test("nested blurs with astronomically large radii finish")
    func hugeBlurs() throws {
        let renderer = try Self.renderer.get()
        var view = AnyView(Color.red.frame(width: 50, height: 50))
        for _ in 0..<6 { view = AnyView(view.blur(radius: 1e300).padding(1)) }
        let result = try renderer.render(view, size: CGSize(width: 120, height: 120), scale: 3)
        #expect(result.image.width == 360)
    }
}
