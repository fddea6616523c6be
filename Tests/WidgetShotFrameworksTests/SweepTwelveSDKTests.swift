import Foundation
import Testing
import WidgetShot
import WidgetShotStoreKit

// Sweep 12: APIs that stopped real widget targets from compiling, used the way the apps do.
// Daggerpov/Quote-Droplet-iOS compiles its app screens into the widget: a view model reading
// `@Environment(\.requestReview)`, a search screen whose category capsule slides with
// `@Namespace` + `matchedGeometryEffect`, a feedback form with `TextField(_:text:axis:)`.

private struct CategoryStrip: View {
    @Environment(\.requestReview) var requestReview: RequestReviewAction
    @Namespace private var animation
    @State private var feedback = ""
    let categories = ["Wisdom", "Love"]
    let active = "Love"

    var body: some View {
        VStack(spacing: 4) {
            HStack(spacing: 4) {
                ForEach(categories, id: \.self) { category in
                    Text(category)
                        .background {
                            if category == active {
                                Capsule().fill(Color.blue).matchedGeometryEffect(id: "ACTIVECATEGORY", in: animation)
                            }
                        }
                }
            }
            TextField("Feedback Message", text: $feedback, axis: .vertical)
                .lineLimit(5...10)
            Button("Rate") { requestReview() }
        }
    }
}

private struct StripProvider: TimelineProvider {
    struct Entry: TimelineEntry { let date: Date }
    func placeholder(in context: Context) -> Entry { Entry(date: day0) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: day0)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [Entry(date: day0)], policy: .never))
    }
}

private struct StripWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "strip", provider: StripProvider()) { _ in
            CategoryStrip().containerBackground(Color.white, for: .widget)
        }
    }
}

@Suite struct SweepTwelveSDKTests {
    @Test("requestReview, @Namespace + matchedGeometryEffect and TextField(axis:) compile and draw as iOS does")
    func quoteDropletScreenRenders() throws {
        let render = try renderWidget(StripWidget())[0]
        render.keep("sweep12-quote-droplet")
        #expect(render.texts.contains("Wisdom") && render.texts.contains("Love") && render.texts.contains("Rate"))
        #expect(render.texts.contains("Feedback Message"), "the empty text field shows its prompt: \(render.texts)")
        // The active category's capsule is drawn behind its title (the source keeps its frame).
        let image = render.result.image
        var blue = 0
        for y in stride(from: 0, to: image.height, by: 2) {
            for x in stride(from: 0, to: image.width, by: 2) {
                let p = image.pixel(x: x, y: y)
                if p.b > 200 && p.r < 60 && p.g < 160 { blue += 1 }
            }
        }
        #expect(blue > 20, "no blue capsule drawn")
    }

    @Test("each @Namespace is its own namespace; requestReview does nothing")
    func namespacesDiffer() {
        let a = Namespace(), b = Namespace()
        #expect(a.wrappedValue != b.wrappedValue)
        #expect(a.wrappedValue == a.wrappedValue)
        EnvironmentValues().requestReview()
        #expect(MatchedGeometryProperties.frame == [.position, .size])
    }
}
