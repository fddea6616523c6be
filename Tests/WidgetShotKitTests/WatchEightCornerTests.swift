import Foundation
import Testing
import WidgetShot

/// The `accessoryCorner` complication: its image is the corner region, the widget's circle sits
/// in the top-right corner, and its `widgetLabel` is drawn along the dial beside it; on iPhone
/// families labels stay hidden.
@Suite struct WatchEightCornerTests {
    struct Corner: View {
        var body: some View {
            Color.red
                .widgetLabel { Text("LABEL").accessibilityIdentifier("label") }
        }
    }

    struct CornerWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "corner", provider: ThreeEntries()) { _ in Corner() }
                .supportedFamilies([.accessoryCorner, .accessoryCircular])
        }
    }

    func render(_ family: WidgetFamily) throws -> WidgetRender {
        renderLock.lock()
        defer { renderLock.unlock() }
        return try sharedRenderer.render(CornerWidget().body.definition, family: family, device: .appleWatch45mm, appearance: .dark)[0]
    }

    @Test("corner geometry: image 2.1 × the circle, circle top-right, label on the diagonal outside it")
    func geometry() {
        #expect(CornerComplication.imageSide(circle: 38) == 80)   // 79.8 rounded up
        #expect(CornerComplication.imageSide(circle: 32) == 68)   // 67.2
        #expect(CornerComplication.labelFontSize(circle: 32) == 10 && CornerComplication.labelFontSize(circle: 34) == 10.5)
        #expect(CornerComplication.labelFontSize(circle: 36) == 11 && CornerComplication.labelFontSize(circle: 38) == 12)
        let c = CornerComplication.labelCenter(circle: 38)
        // On the diagonal through the circle's centre (61, 19): x + y is constant.
        #expect(abs((c.x + c.y) - (80 - 19 + 19)) < 1e-9)
        // Outside the circle: farther than its radius plus the gap from the centre.
        let d = ((c.x - 61) * (c.x - 61) + (c.y - 19) * (c.y - 19)).squareRoot()
        #expect(d > 19 + 2 && d < 19 + 2 + 12)
    }

    @Test("a corner render is the corner region; the circle is top-right, the label is drawn beside it")
    func cornerRender() throws {
        let r = try render(.accessoryCorner)
        // 80 × 80 pt at @2x.
        #expect(r.result.image.width == 160 && r.result.image.height == 160)
        // The 38-pt circle is red at its centre (61, 19) pt; the corner outside it is transparent.
        let centre = r.result.image.pixel(x: 122, y: 38)
        #expect(centre.r > 200 && centre.a == 255)
        #expect(r.result.image.pixel(x: 159, y: 0).a == 0)
        #expect(r.result.image.pixel(x: 2, y: 157).a == 0)
        // The label is laid out and drawn.
        let label = try #require(r.result.tree.frame(of: "label"))
        #expect(label.width > 20)
        let labelCentre = CornerComplication.labelCenter(circle: 38)
        var inked = 0
        for dy in -6...6 { for dx in -6...6 {
            if r.result.image.pixel(x: Int(labelCentre.x * 2) + dx, y: Int(labelCentre.y * 2) + dy).a > 0 { inked += 1 }
        } }
        #expect(inked > 5)
    }

    @Test("labels are not shown on other families (circular on the watch, accessories on iPhone)")
    func labelsHiddenElsewhere() throws {
        let circular = try render(.accessoryCircular)
        #expect(circular.result.tree.frame(of: "label") == nil)
        #expect(circular.result.image.width == 100)   // 50 pt circle at @2x
    }

    @Test("a watch renders dark and has no light, vibrant, StandBy or Lock Screen appearance")
    func appearances() {
        let watch = Device.appleWatch45mm
        #expect(!WidgetAppearance.light.isAvailable(for: .accessoryCircular, on: watch))
        #expect(!WidgetAppearance.vibrant.isAvailable(for: .accessoryCircular, on: watch))
        #expect(!WidgetAppearance.lockScreen.isAvailable(for: .accessoryCircular, on: watch))
        #expect(!WidgetAppearance.clear.isAvailable(for: .accessoryRectangular, on: watch))
        #expect(WidgetAppearance.dark.isAvailable(for: .accessoryCorner, on: watch))
        #expect(WidgetAppearance.placeholder.isAvailable(for: .accessoryCorner, on: watch))
        #expect(WidgetAppearance.accented().isAvailable(for: .accessoryCorner, on: watch))
        #expect(WidgetAppearance.light.isAvailable(for: .accessoryCircular, on: .iPhone16))
    }
}

/// The render's screen follows the layout onto the big-stack thread `StackSpace` starts when
/// the caller's stack is small (a worker thread): a view body reading `UIScreen.main` there saw
/// the default iPhone (402 pt) instead of the rendered watch (`WKInterfaceDevice` reads the same).
@Suite struct WatchEightScreenOnAnyThreadTests {
    struct ScreenWidth: View {
        var body: some View { Text("\(Int(UIScreen.main.bounds.width))").accessibilityIdentifier("width") }
    }

    struct ScreenWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "screen", provider: ThreeEntries()) { _ in ScreenWidth() }
                .supportedFamilies([.accessoryRectangular])
        }
    }

    @Test("a render started on a 512 KB thread reads the rendered watch's screen")
    func smallStackThread() throws {
        final class Box: @unchecked Sendable { var text: String?; var error: Error? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            renderLock.lock()
            defer { renderLock.unlock(); done.signal() }
            do {
                let r = try sharedRenderer.render(ScreenWidget().body.definition, family: .accessoryRectangular, device: .appleWatch45mm,
                                                  appearance: .dark)[0]
                if case .text(let t)? = r.result.tree.node("width")?.content { box.text = t.string }
            } catch { box.error = error }
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        if let error = box.error { throw error }
        #expect(box.text == "198")
    }
}
