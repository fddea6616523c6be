import Foundation
import Testing
import WidgetShot

/// In a widget a `.circular` ProgressView is the accessoryCircularCapacity gauge — a ring around the
/// current-value label (Apple's CircularProgressViewStyle page) — not the app's 20 pt spinner/ring.
/// angelicaameira/DateCounter's lock-screen countdown drew a 10 pt spinner with its title cut off.
@Suite struct SdkTenCircularProgressTests {
    struct Countdown: View {
        let start: Date
        var body: some View {
            ZStack {
                AccessoryWidgetBackground()
                ProgressView(timerInterval: start...start.addingTimeInterval(4 * 3600), countsDown: false, label: {
                    Text("Vacation")
                }, currentValueLabel: {
                    Text(verbatim: "2 hr").font(.subheadline)
                })
                .progressViewStyle(.circular)
            }
        }
    }

    @Test func aCircularProgressViewInAnAccessoryWidgetIsARingAroundItsValue() throws {
        let def = StaticConfiguration(kind: "countdown", provider: ThreeEntries()) { entry in
            Countdown(start: entry.date.addingTimeInterval(-3600))
        }.supportedFamilies([.accessoryCircular]).definition
        renderLock.lock()
        defer { renderLock.unlock() }
        let render = try sharedRenderer.render(def, family: .accessoryCircular, device: .iPhone15Pro, appearance: .light, entries: .placeholder)[0]
        let image = render.result.image
        if ProcessInfo.processInfo.environment["WIDGETSHOT_DUMP"] != nil {
            try? image.pngData().write(to: URL(fileURLWithPath: "/tmp/widgetshot-sdk10-circular-progress.png"))
        }
        let texts = render.result.tree.allNodes.compactMap { node -> String? in
            if case .text(let t) = node.content { return t.string }
            return nil
        }
        #expect(texts == ["2 hr"], "the current value in the middle; the title is not drawn: \(texts)")
        // The ring spans the widget: ink near the left, right, top and bottom edges (not a 20 pt ring at the top).
        let s = Int(image.scale), w = image.width, h = image.height
        func inked(_ x: Int, _ y: Int) -> Bool { let p = image.pixel(x: x, y: y); return p.a > 200 && p.r < 100 }   // the black ring (light appearance)
        let midY = h / 2, midX = w / 2
        // A quarter elapsed: the progress runs clockwise from the top to the right edge; the left is the track.
        func track(_ x: Int, _ y: Int) -> Bool { let p = image.pixel(x: x, y: y); return p.a > 40 && !inked(x, y) }   // the translucent track
        #expect((0..<(8 * s)).contains { track($0, midY) }, "the track at the left edge: \((0..<(8 * s)).map { image.pixel(x: $0, y: midY).a })")
        #expect(!(0..<(8 * s)).contains { inked($0, midY) }, "no progress on the left")
        #expect(((w - 8 * s)..<w).contains { inked($0, midY) }, "ring at the right edge")
        #expect((0..<(8 * s)).contains { inked(midX, $0) }, "ring at the top")
        let valueFrame = try #require(render.result.tree.allNodes.first { if case .text = $0.content { return true } else { return false } }?.frame)
        #expect(abs(valueFrame.midY - CGFloat(h) / CGFloat(s) / 2) < 4, "value centred: \(valueFrame)")
    }

    @Test func anAppScreenKeepsTheSmallRing() throws {
        let ring = try ViewRenderer().render(ProgressView(value: 0.5).progressViewStyle(.circular), size: CGSize(width: 76, height: 76), scale: 1)
        let ink = try #require(inkWidth(ring.image))
        #expect(ink <= 21, "20 pt outside widgets: \(ink)")
    }

    func inkWidth(_ image: RasterImage) -> Int? {
        var minX = Int.max, maxX = Int.min
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y).a > 0 { minX = min(minX, x); maxX = max(maxX, x) } }
        return minX <= maxX ? maxX - minX + 1 : nil
    }
}
