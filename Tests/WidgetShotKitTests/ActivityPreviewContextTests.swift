import Foundation
import Testing
import WidgetShot

// The iOS 16.1 preview form of Live Activities (apple/sample-food-truck's TruckActivityWidget,
// AnastasiiaAlyaseva/DynamicIslandTimer): `attributes.previewContext(state, viewKind:)`, plus the
// environment values those extensions read (`\.isLuminanceReduced`, timer progress views).

struct OrderTimerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var timerRange: ClosedRange<Date> }
    var orderID: String
}

struct OrderTimerActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: OrderTimerAttributes.self) { context in
            LuminanceProbe(orderID: context.attributes.orderID)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { ProgressView(timerInterval: context.state.timerRange) }
            } compactLeading: {
                Image(systemName: "takeoutbag.and.cup.and.straw.fill")
            } compactTrailing: {
                Text(timerInterval: context.state.timerRange, countsDown: true)
            } minimal: {
                Image(systemName: "timer")
            }
        }
    }
}

struct LuminanceProbe: View {
    @Environment(\.isLuminanceReduced) var isLuminanceReduced
    var orderID: String
    var body: some View {
        Text(isLuminanceReduced ? "dim \(orderID)" : "bright \(orderID)")
    }
}

struct OrderTimerPreviews: PreviewProvider {
    static let attributes = OrderTimerAttributes(orderID: "1234")
    static let state = OrderTimerAttributes.ContentState(timerRange: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 600))
    static var previews: some View {
        attributes.previewContext(state, viewKind: .dynamicIsland(.compact)).previewDisplayName("Compact")
        attributes.previewContext(state, viewKind: .content).previewDisplayName("Notification")
    }
}

@Suite(.serialized) struct ActivityPreviewContextTests {
    @Test("previewContext(_:viewKind:) previews the Live Activity registered for the attributes type")
    func previewContext() throws {
        let definition = OrderTimerActivity().body.definition   // registers the configuration, as the bundle does
        let previews = Preview.previews(of: OrderTimerPreviews.self)
        #expect(previews.map(\.displayName) == ["Compact", "Notification"])
        guard case .liveActivity(let shown, let attributes, let presentation, let states) = previews[0].content else {
            Issue.record("not a Live Activity preview: \(previews[0].content)")
            return
        }
        #expect(shown.kind == definition.kind && presentation == .compact)
        #expect((attributes as? OrderTimerAttributes)?.orderID == "1234")
        #expect(try states().count == 1)
        if case .liveActivity(_, _, let lock, _) = previews[1].content { #expect(lock == .lockScreen) } else { Issue.record("second preview") }
    }

    @Test("a previewContext for attributes without a configuration stays a plain view")
    func unregistered() {
        struct Orphan: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int }; var id = 0 }
        struct OrphanPreviews: PreviewProvider {
            static var previews: some View { Orphan().previewContext(.init(n: 1), viewKind: .content) }
        }
        let previews = Preview.previews(of: OrphanPreviews.self)
        guard case .view = previews.first?.content else { Issue.record("expected a view preview"); return }
    }

    @Test("StandBy's night mode reduces luminance; the Lock Screen does not")
    func luminance() throws {
        let definition = OrderTimerActivity().body.definition
        let renderer = try LiveActivityRenderer()
        let state = OrderTimerPreviews.state
        func text(_ p: LiveActivityPresentation) throws -> [String] {
            try renderer.render(definition, attributes: OrderTimerPreviews.attributes, state: state, presentation: p, device: .iPhone16)
                .result.tree.allNodes.compactMap { if case .text(let t) = $0.content { return t.string } else { return nil } }
        }
        #expect(try text(.lockScreen).contains("bright 1234"))
        #expect(try text(.standByNight).contains("dim 1234"))
    }

    @Test("ProgressView(timerInterval:) and its time label count from the render date, not the clock")
    func timerProgressUsesRenderDate() throws {
        let start = Date(timeIntervalSince1970: 1_000_000)
        let view = ProgressView(timerInterval: start...start.addingTimeInterval(600), countsDown: true) { Text("Left") }
            .frame(width: 200)
            .environment(\.renderDate, start.addingTimeInterval(150))
        let result = try ViewRenderer().render(view, size: CGSize(width: 200, height: 60), scale: 1)
        let strings = result.tree.allNodes.compactMap { node -> String? in if case .text(let t) = node.content { return t.string } else { return nil } }
        #expect(strings.contains("7:30"))   // 450 s left at the render date
        // The bar: 75 % left, counting down, so the tint ends near x = 150 of 200.
        let barY = try #require(result.tree.allNodes.first { if case .shape = $0.content { return $0.frame.height <= 6 } else { return false } }?.frame.midY)
        let filled = result.image.pixel(x: 140, y: Int(barY)), empty = result.image.pixel(x: 170, y: Int(barY))
        #expect(filled.b > 200 && filled.r < 100)
        #expect(empty.b < 240 || empty.r > 150)
    }
}

@Suite struct LiveActivityDateTests {
    @Test("LiveActivityRenderer.date is the moment the island's timer counts from")
    func fixedDate() throws {
        let definition = OrderTimerActivity().body.definition
        let renderer = try LiveActivityRenderer()
        renderer.date = Date(timeIntervalSince1970: 200)
        let render = try renderer.render(definition, attributes: OrderTimerPreviews.attributes, state: OrderTimerPreviews.state,
                                         presentation: .compactTrailing, device: .iPhone16)
        let strings = render.result.tree.allNodes.compactMap { n -> String? in if case .text(let t) = n.content { return t.string } else { return nil } }
        #expect(strings.contains("6:40"))   // 400 s of the 600-s window left
    }
}
