import Foundation
import Testing
import WidgetShot

/// A 60-pt red square in the widget's top-leading corner (16 pt inside, the content margin),
/// clipped, filled or stroked with `ContainerRelativeShape`.
private struct CornerSquare: View {
    enum Use { case clip, fill, stroke }
    let use: Use
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                square
                Spacer(minLength: 0)
            }
            Spacer(minLength: 0)
        }
        .containerBackground(Color.white, for: .widget)
    }

    @ViewBuilder var square: some View {
        switch use {
        case .clip: Color.red.frame(width: 60, height: 60).clipShape(.containerRelative)
        case .fill: ContainerRelativeShape().fill(Color.red).frame(width: 60, height: 60)
        case .stroke: ContainerRelativeShape().stroke(Color.red, lineWidth: 4).frame(width: 60, height: 60)
        }
    }
}

/// The red pixels' bounding box and whether a pixel is red.
private func redBox(_ image: RasterImage) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
    var box: (Int, Int, Int, Int)?
    for y in 0..<image.height {
        for x in 0..<image.width where isRed(image.pixel(x: x, y: y)) {
            box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
        }
    }
    return box
}
private func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 200 && p.g < 120 && p.b < 120 }

/// Issue 24 (4): `ContainerRelativeShape` takes the widget's corner radius minus the view's inset
/// wherever it is used — also in `clipShape(.containerRelative)`, which kept square corners.
@Suite(.serialized) struct ContainerRelativeShapeTests {
    private func render(_ use: CornerSquare.Use) throws -> RasterImage {
        let def = StaticConfiguration(kind: "corner", provider: ThreeEntries()) { _ in CornerSquare(use: use) }.definition
        renderLock.lock()
        defer { renderLock.unlock() }
        return try sharedRenderer.render(def, family: .systemSmall, device: .iPhoneSE3)[0].result.image
    }

    @Test("clipShape(.containerRelative), fill and stroke are rounded concentric with the widget's corner")
    func concentricCorner() throws {
        for use in [CornerSquare.Use.clip, .fill, .stroke] {
            let image = try render(use)
            let box = try #require(redBox(image))
            // 60 pt at @2x (a stroke reaches 2 pt further out on each side).
            let side = use == .stroke ? 128 : 120
            #expect(abs((box.x1 - box.x0 + 1) - side) <= 2 && abs((box.y1 - box.y0 + 1) - side) <= 2, "\(use): \(box)")
            // The corner is cut (rounded), the middle of the top edge is red.
            #expect(!isRed(image.pixel(x: box.x0, y: box.y0)) && !isRed(image.pixel(x: box.x0 + 1, y: box.y0 + 1)), "\(use): square corner")
            #expect(isRed(image.pixel(x: (box.x0 + box.x1) / 2, y: box.y0 + 1)), "\(use)")
            // Radius = widget radius − 16-pt inset: a few points, so 8 pt (16 px) in along the diagonal is inside.
            #expect(isRed(image.pixel(x: box.x0 + 16, y: box.y0 + 16)) || use == .stroke, "\(use)")
        }
    }

    @Test("a view not inside a container (a plain view) keeps a rectangle")
    func noContainer() throws {
        renderLock.lock()
        defer { renderLock.unlock() }
        let image = try sharedRenderer.views.render(Color.red.frame(width: 60, height: 60).clipShape(.containerRelative),
                                                    size: CGSize(width: 60, height: 60), scale: 2).image
        #expect(isRed(image.pixel(x: 0, y: 0)) && isRed(image.pixel(x: 119, y: 119)))
    }
}

/// A Live Activity whose Lock Screen view is a red square at its top-leading corner, clipped with
/// `ContainerRelativeShape`.
struct CornerSquareActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ProbeAttributes.self) { _ in
            HStack(spacing: 0) {
                VStack(spacing: 0) {
                    Color.red.frame(width: 60, height: 60).clipShape(.containerRelative)
                    Spacer(minLength: 0)
                }
                Spacer(minLength: 0)
            }
            .frame(height: 100)
        } dynamicIsland: { _ in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Color.clear.frame(height: 10) }
            } compactLeading: { Color.clear.frame(width: 10) } compactTrailing: { Color.clear.frame(width: 10) } minimal: { Color.clear.frame(width: 10) }
        }
    }
}

extension ContainerRelativeShapeTests {
    @Test("on a Live Activity's Lock Screen platter it follows the platter's corner")
    func liveActivityCorner() throws {
        activityLock.lock()
        defer { activityLock.unlock() }
        let image = try activityRenderer.render(CornerSquareActivity().body.definition, attributes: ProbeAttributes(name: "probe"),
                                                state: ProbeAttributes.ContentState(label: "x"), presentation: .lockScreen).result.image
        let box = try #require(redBox(image))
        #expect(!isRed(image.pixel(x: box.x0, y: box.y0)), "square corner at \(box)")
        #expect(isRed(image.pixel(x: (box.x0 + box.x1) / 2, y: box.y0 + 1)))
    }
}
