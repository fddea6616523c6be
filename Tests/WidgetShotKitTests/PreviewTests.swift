import DemoWidgets
import Foundation
import Testing
import WidgetShot

struct PreviewCard: View {
    var title: String
    var body: some View { Text(title).padding(8).background(Color.orange) }
}

struct PreviewCard_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            PreviewCard(title: "Small").previewContext(WidgetPreviewContext(family: .systemSmall)).previewDisplayName("As small")
            PreviewCard(title: "Fits").previewLayout(.sizeThatFits)
            ForEach(["A", "B"], id: \.self) { PreviewCard(title: $0) }
        }
        .previewDevice("iPhone SE (3rd generation)")
    }
}

struct PreviewWeatherEntry: TimelineEntry { let date: Date; let temperature: Int }
struct OtherEntry: TimelineEntry { let date: Date }

struct PreviewWeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> PreviewWeatherEntry { PreviewWeatherEntry(date: .distantPast, temperature: 0) }
    func getSnapshot(in context: Context, completion: @escaping (PreviewWeatherEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<PreviewWeatherEntry>) -> Void) {
        completion(Timeline(entries: [15, 16, 17, 18].map { PreviewWeatherEntry(date: .distantPast, temperature: $0) }, policy: .never))
    }
}

struct PreviewWeatherWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "preview-weather", provider: PreviewWeatherProvider()) { entry in
            Text("\(entry.temperature)°").accessibilityIdentifier("temp").containerBackground(.blue, for: .widget)
        }
    }
}

/// Previews: how a `previews` body splits, which traits apply, and how each kind renders.
@Suite(.serialized) struct PreviewTests {
    @Test func aProvidersTopLevelViewsAreSeparatePreviewsWithTheirTraits() {
        let previews = Preview.previews(of: PreviewCard_Previews.self)
        #expect(previews.map(\.displayName) == ["As small", "PreviewCard_Previews 2", "PreviewCard_Previews 3", "PreviewCard_Previews 4"])
        #expect(previews[0].traits.family == .systemSmall)
        #expect(previews[1].traits.layout == .sizeThatFits)
        #expect(previews[2].traits.family == nil)
        // The device applied to the group reaches every member.
        #expect(previews.allSatisfy { $0.traits.device?.rawValue == "iPhone SE (3rd generation)" })
        #expect(previews[0].typeName?.hasSuffix(".PreviewCard_Previews") == true)
    }

    @Test func providersAreDiscoveredAtRunTime() {
        let names = PreviewDiscovery.providerTypes().map { String(reflecting: $0) }
        #expect(names.contains { $0.hasSuffix(".PreviewCard_Previews") })
        #expect(names.contains("DemoWidgets.WidgetPreviews"))
    }

    @Test func eachKindRendersAtItsSize() throws {
        let renderer = try WidgetRenderer()
        let previews = Preview.previews(of: PreviewCard_Previews.self)
        let se = Device.iPhoneSE3
        let small = try renderer.render(previews[0])
        #expect(small.count == 1 && small[0].family == .systemSmall && small[0].device == se)
        #expect(small[0].result.image.width == Int(se.widgetSize(for: .systemSmall)!.width * se.scale))
        let fits = try renderer.render(previews[1])[0]
        #expect(fits.family == nil)
        let textWidth = fits.result.tree.allNodes.first { $0.kind == "padding" }!.frame.width
        #expect(fits.result.image.width == Int((textWidth.rounded(.up)) * se.scale))
        let screen = try renderer.render(previews[2])[0]
        #expect(screen.result.image.width == Int(se.screenSize.width * se.scale))
    }

    @Test func widgetPreviewsShowEveryTimelineEntryInTheirFamily() throws {
        let renderer = try WidgetRenderer()
        let timeline = Preview("Two", as: .systemMedium, widget: { PreviewWeatherWidget() }) {
            PreviewWeatherEntry(date: .now, temperature: 21)
            PreviewWeatherEntry(date: .now, temperature: 9)
        }
        let renders = try renderer.render(timeline)
        #expect(renders.map(\.family) == [.systemMedium, .systemMedium])
        #expect(renders.map { $0.result.tree.root?.first(identifier: "temp")?.label } == ["21°", "9°"])
        #expect(renders[1].variantName == "Two.iPhone16Pro.systemMedium.light.entry1")

        let provided = Preview(as: .systemSmall, widget: { PreviewWeatherWidget() }, timelineProvider: { PreviewWeatherProvider() })
        #expect(try renderer.render(provided).count == 4)

        let wrongType = Preview(as: .systemSmall, widget: { PreviewWeatherWidget() }) { OtherEntry(date: .now) }
        #expect(throws: WidgetError.self) { try renderer.render(wrongType) }
    }

    @Test func viewPreviewTraits() throws {
        let fixed = Preview("Fixed", traits: .fixedLayout(width: 100, height: 40)) { Color.red }
        let render = try WidgetRenderer().render(fixed)[0]
        #expect(render.result.image.width == 300 && render.result.image.height == 120)
        let nan = Preview("NaN", traits: .fixedLayout(width: .nan, height: 1e300)) { Color.red }
        #expect(throws: (any Error).self) { _ = try WidgetRenderer().render(nan) }   // an empty canvas, reported, not a crash
    }
}

/// `#Preview(as:using:widget:timelineProvider:)` for both configuration styles: the entries come
/// from the provider with the given intent, drawn with the widget's views.
@Suite(.serialized) struct ConfiguredPreviewTests {
    @Test func appIntentAndSiriKitProvidersWithAnIntent() throws {
        let renderer = try WidgetRenderer()
        let team = SelectTeamIntent()
        team.team = TeamEntity.all[1]
        let appIntent = Preview("Team", as: .systemSmall, using: team, widget: { TeamWidget() }, timelineProvider: { TeamProvider() })
        let teamRender = try renderer.render(appIntent)
        #expect(teamRender.count == 1)
        #expect(teamRender[0].result.tree.allNodes.contains { $0.label == TeamEntity.all[1].name })

        let city = SelectCityIntent()
        city.city = City(identifier: "cairo", display: "Cairo")
        let siriKit = Preview(as: .systemSmall, using: city, widget: { WeatherWidget() }, timelineProvider: { WeatherProvider() })
        let cityRender = try renderer.render(siriKit)
        #expect(cityRender.count == 1)
        #expect(cityRender[0].result.tree.allNodes.contains { $0.label == "Cairo" })
    }
}
