import DemoWidgets
import Foundation
import Testing
import WidgetShotTesting

/// A Live Activity whose text uses text styles (which follow Dynamic Type; fixed point sizes do not).
struct ParcelAttributes: ActivityAttributes, LiveActivityPreviewProviding {
    struct ContentState: Codable, Hashable { var status: String }
    var name: String
    static var previewAttributes: ParcelAttributes { ParcelAttributes(name: "Parcel 42") }
    static var previewContentStates: [ContentState] { [ContentState(status: "On the way")] }
}

struct ParcelLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParcelAttributes.self) { context in
            HStack {
                Image(systemName: "shippingbox.fill").font(.title2).foregroundColor(.orange)
                VStack(alignment: .leading) {
                    Text(context.attributes.name).font(.headline)
                    Text(context.state.status).font(.subheadline).foregroundColor(.secondary)
                }
                Spacer()
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Image(systemName: "shippingbox.fill").font(.title2).foregroundColor(.orange) }
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.name).font(.headline) }
                DynamicIslandExpandedRegion(.bottom) { Text(context.state.status).font(.subheadline) }
            } compactLeading: {
                Image(systemName: "shippingbox.fill").foregroundColor(.orange)
            } compactTrailing: {
                Text("42").font(.caption)
            } minimal: {
                Image(systemName: "shippingbox.fill").foregroundColor(.orange)
            }
        }
    }
}

/// The Dynamic Type and layout-direction axes on Live Activities, controls and previews: goldens
/// in `Snapshots/AxesSnapshotTests/`, plus pixel checks that the axes change what is drawn.
@Suite(.serialized) struct AxesSnapshotTests {
    @Test func parcelAccessibility2RightToLeft() throws {
        let outcomes = try assertActivitySnapshots(of: ParcelLiveActivity(), presentations: [.lockScreen, .compact, .expanded], appearances: [.light],
                                                   dynamicTypeSizes: [.large, .accessibility2], layoutDirection: .rightToLeft)
        #expect(outcomes.count == 6)
    }

    /// Controls at an accessibility text size: the title and value beside (medium) and below
    /// (large) the button are bigger and truncate sooner; the button keeps its size.
    @Test func boardingCountdownControlAccessibility1() throws {
        let outcomes = try assertControlSnapshots(of: BoardingCountdownControl(), sizes: [.medium, .large], dynamicTypeSizes: [.accessibility1])
        #expect(outcomes.count == 4)
    }

    @Test func boardingCountdownControlRightToLeft() throws {
        let outcomes = try assertControlSnapshots(of: BoardingCountdownControl(), sizes: [.medium], layoutDirection: .rightToLeft)
        #expect(outcomes.count == 2)
    }

    @Test func demoPreviewsRightToLeft() throws {
        let outcomes = try assertPreviewSnapshots(module: "DemoWidgets", assets: [DemoAssets.catalog], layoutDirection: .rightToLeft)
        #expect(outcomes.count == 3)
    }

    /// The Live Activity renderer draws bigger text at a larger size and mirrors right to left
    /// (by the option or the locale); the size is in the variant name only when it is not Large.
    @Test func liveActivityRendererHonoursTheAxes() throws {
        let renderer = try LiveActivityRenderer()
        let definition = ParcelLiveActivity().body.definition
        func render(_ size: DynamicTypeSize, _ direction: LayoutDirection?, _ presentation: LiveActivityPresentation = .lockScreen) throws -> LiveActivityRender {
            renderer.dynamicTypeSize = size
            renderer.layoutDirection = direction
            return try renderer.render(definition, attributes: ParcelAttributes.previewAttributes, state: ParcelAttributes.previewContentStates[0],
                                       presentation: presentation)
        }
        let plain = try render(.large, nil), big = try render(.accessibility3, nil), mirrored = try render(.large, .rightToLeft)
        #expect(plain.result.image.pngData() != big.result.image.pngData())
        #expect(plain.result.image.pngData() != mirrored.result.image.pngData())
        #expect(try render(.large, nil, .expanded).result.image.pngData() != render(.accessibility1, nil, .expanded).result.image.pngData())
        #expect(plain.variantName == "ParcelAttributes.iPhone16.lockScreen.light.state0" && big.variantName.hasSuffix(".lockScreen.light.accessibility3.state0"))
        renderer.locale = Locale(identifier: "he_IL")
        #expect(try render(.large, nil).result.image.bytes == mirrored.result.image.bytes, "he_IL lays out right to left by default")
    }

    /// The control renderer mirrors right to left and names non-Large sizes; the title and value
    /// grow with the Dynamic Type size (the small size has none, so it does not change).
    @Test func controlRendererHonoursTheAxes() throws {
        let renderer = try ControlRenderer()
        let definition = BoardingCountdownControl().body.controlDefinition
        let plain = try renderer.render(definition, size: .medium, isOn: true)
        let plainSmall = try renderer.render(definition, size: .small, isOn: true)
        renderer.dynamicTypeSize = .accessibility1
        let big = try renderer.render(definition, size: .medium, isOn: true)
        #expect(plain.result.image.pngData() != big.result.image.pngData())
        #expect(try renderer.render(definition, size: .small, isOn: true).result.image.bytes == plainSmall.result.image.bytes)
        func textHeight(_ render: ControlRender) -> CGFloat? {
            render.result.tree.allNodes.first { $0.identifier == "control.text" }?.frame.height
        }
        let plainHeight = try #require(textHeight(plain)), bigHeight = try #require(textHeight(big))
        #expect(bigHeight > plainHeight * 1.5, "title 14 → 23.3 pt, value 13 → 23 pt at accessibility1")
        renderer.dynamicTypeSize = .large
        renderer.layoutDirection = .rightToLeft
        let mirrored = try renderer.render(definition, size: .medium, isOn: true)
        #expect(plain.result.image.pngData() != mirrored.result.image.pngData())
        #expect(big.variantName == "\(definition.kind).control.medium.accessibility1.on" && plain.variantName == "\(definition.kind).control.medium.on")
    }
}
