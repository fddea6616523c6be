import Foundation
import Testing
import WidgetShot

// A news widget written for Apple Vision Pro as well as iPhone: visionOS families, mounting
// styles, texture and the level of detail.

struct HeadlineView: View {
    let entry: QuoteEntry
    @Environment(\.levelOfDetail) private var levelOfDetail

    var body: some View {
        Group {
            if levelOfDetail == .simplified {
                Text("Far")
            } else {
                VStack { Text(entry.quote.text); Text(entry.quote.author) }
            }
        }
        .containerBackground(.white, for: .widget)
    }
}

struct SpatialNewsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "news", provider: QuoteProvider(url: URL(fileURLWithPath: "/nonexistent/quote.json"), viaFuture: true)) {
            HeadlineView(entry: $0)
        }
        .supportedFamilies([.systemSmall, .systemExtraLargePortrait])
        .supportedMountingStyles([.elevated, .recessed])
        .widgetTexture(.paper)
    }
}

@Suite struct VisionOSWidgetTests {
    @Test("visionOS options compile and leave the iPhone render as it is, with the default level of detail")
    func iPhoneRender() throws {
        let render = try renderWidget(SpatialNewsWidget())[0]
        #expect(render.texts == ["Stay hungry.", "—"])
        #expect(WidgetMountingStyle.elevated != .recessed && WidgetTexture.glass != .paper)
    }

    @Test("the extra-large portrait family is on no iPhone or iPad: rendering it is a clear error")
    func portraitFamilyNotOnDevices() throws {
        #expect(Device.all.allSatisfy { $0.widgetSize(for: .systemExtraLargePortrait) == nil })
        #expect(throws: WidgetError.familyNotOnDevice(family: .systemExtraLargePortrait, device: "iPhone 16 Pro")) {
            try renderWidget(SpatialNewsWidget(), family: .systemExtraLargePortrait)
        }
        #expect(WidgetError.familyNotOnDevice(family: .systemExtraLargePortrait, device: "iPhone 16 Pro").description == "iPhone 16 Pro has no systemExtraLargePortrait widgets")
    }
}
