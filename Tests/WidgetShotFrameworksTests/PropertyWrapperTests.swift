import Foundation
import Testing
import WidgetShot

// A step-counter widget written the way app code shares a view model with its widget: an
// ObservableObject with @Published properties shown through @ObservedObject and @StateObject,
// an @EnvironmentObject theme, and the goal read with @AppStorage from the app group's suite.

final class StepsModel: ObservableObject {
    @Published var steps: Int
    @Published var label = "Steps"
    static var made = 0
    init(steps: Int) {
        self.steps = steps
        StepsModel.made += 1
    }
}

final class Theme: ObservableObject {
    @Published var accent: Color = .green
}

enum StepsSuite {
    static let name = "group.com.example.steps.tests"
    static var defaults: UserDefaults { UserDefaults(suiteName: name)! }
}

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: day0, steps: 0) }
    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        // The provider writes the goal to the shared suite, as the app would have.
        StepsSuite.defaults.set(8000, forKey: "goal")
        StepsSuite.defaults.set("km", forKey: "unit")
        completion(Timeline(entries: [StepsEntry(date: day0, steps: 6000)], policy: .never))
    }
}

enum DistanceUnit: String { case km, mi }

struct GoalRow: View {
    @ObservedObject var model: StepsModel
    @EnvironmentObject var theme: Theme
    @AppStorage("goal", store: UserDefaults(suiteName: StepsSuite.name)) var goal = 10_000
    @AppStorage("unit", store: UserDefaults(suiteName: StepsSuite.name)) var unit: DistanceUnit = .mi
    @AppStorage("missing", store: UserDefaults(suiteName: StepsSuite.name)) var nickname: String?

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("\(model.label): \(model.steps)")
            Text("Goal \(goal) \(unit.rawValue) \(nickname ?? "-")")
            Rectangle().fill(theme.accent)
                .frame(width: 100 * CGFloat(model.steps) / CGFloat(max(goal, 1)), height: 10)
                .accessibilityIdentifier("bar")
        }
    }
}

struct StepsView: View {
    let entry: StepsEntry
    @StateObject private var model = StepsModel(steps: 0)
    @State private var title = "Today"

    var body: some View {
        model.steps = entry.steps     // state objects are updated from the entry in a body, as widget code does
        return VStack(alignment: .leading) {
            Text(title).font(.headline)
            GoalRow(model: model)
        }
        .containerBackground(Color.white, for: .widget)
        .onReceive(Timer.publish(every: 60, on: .main, in: .common).autoconnect()) { _ in title = "Later" }   // never runs in a widget
    }
}

struct StepsWidget: Widget {
    var suppliesTheme = true
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "steps", provider: StepsProvider()) { entry in
            if suppliesTheme {
                StepsView(entry: entry).environmentObject(Theme())
            } else {
                StepsView(entry: entry)
            }
        }
    }
}

@Suite(.serialized) struct PropertyWrapperTests {
    @Test("an ObservableObject view model, an environment object and @AppStorage suite values reach the pixels")
    func stepsWidget() throws {
        let render = try renderWidget(StepsWidget())[0]
        render.keep("steps-widget")
        // Integers interpolated into a Text literal are formatted with the locale's grouping, as
        // SwiftUI does (`%lld` through `String(format:locale:)`).
        #expect(render.texts == ["Today", "Steps: 6,000", "Goal 8,000 km -"])
        let bar = try #require(render.result.tree.frame(of: "bar"))
        #expect(abs(bar.width - 75) < 0.01)     // 100 × 6000 / 8000
        let scale = CGFloat(render.result.image.width) / render.result.tree.canvasSize.width
        let px = render.result.image.pixel(x: Int((bar.midX * scale).rounded()), y: Int((bar.midY * scale).rounded()))
        #expect(px.g > 150 && px.r < 100 && px.b < 100)
    }

    @Test("a missing environment object fails the render with an error naming the type and the view")
    func missingEnvironmentObject() throws {
        #expect(throws: MissingEnvironmentObjectError(objectType: "Theme", view: "GoalRow")) {
            try renderWidget(StepsWidget(suppliesTheme: false))
        }
        #expect(MissingEnvironmentObjectError(objectType: "Theme", view: "GoalRow").description
            .hasPrefix("No ObservableObject of type Theme found (needed by GoalRow). A View.environmentObject(_:) for Theme may be missing"))
    }

    @Test("@StateObject makes its object lazily, once; $-bindings write through")
    func stateObjectAndBindings() {
        struct Holder { @StateObject var model = StepsModel(steps: 1) }
        let before = StepsModel.made
        let holder = Holder()
        #expect(StepsModel.made == before)
        holder.model.steps = 5
        #expect(holder.model.steps == 5 && StepsModel.made == before + 1)
        let binding = holder.$model.steps
        binding.wrappedValue = 9
        #expect(holder.model.steps == 9)

        struct Form { @State var name = "a"; @State var count: Int? }
        let form = Form()
        form.$name.wrappedValue = "b"
        #expect(form.name == "b" && form.count == nil)
        var values = [1, 2, 3]
        let list = Binding(get: { values }, set: { values = $0 })
        for element in list where element.wrappedValue == 2 { element.wrappedValue = 20 }
        #expect(values == [1, 20, 3] && Binding.constant(4).wrappedValue == 4)
    }

    @Test("@AppStorage reads every supported type, falls back to the initial value and writes through")
    func appStorageTypes() throws {
        let defaults = try #require(UserDefaults(suiteName: "group.com.example.appstorage.tests"))
        defaults.set(true, forKey: "b"); defaults.set(2.5, forKey: "d"); defaults.set("https://example.com/a", forKey: "u")
        defaults.set(Data([1, 2]), forKey: "data"); defaults.set(day0, forKey: "date"); defaults.set(1, forKey: "wrongType")
        struct Settings {
            @AppStorage("b", store: UserDefaults(suiteName: "group.com.example.appstorage.tests")) var flag = false
            @AppStorage("d", store: UserDefaults(suiteName: "group.com.example.appstorage.tests")) var ratio = 1.0
            @AppStorage("u", store: UserDefaults(suiteName: "group.com.example.appstorage.tests")) var link = URL(string: "https://x.org")!
            @AppStorage("data", store: UserDefaults(suiteName: "group.com.example.appstorage.tests")) var blob = Data()
            @AppStorage("date", store: UserDefaults(suiteName: "group.com.example.appstorage.tests")) var when = Date(timeIntervalSince1970: 0)
            @AppStorage("wrongType", store: UserDefaults(suiteName: "group.com.example.appstorage.tests")) var text = "initial"
            @AppStorage("unset", store: UserDefaults(suiteName: "group.com.example.appstorage.tests")) var count: Int?
        }
        let s = Settings()
        #expect(s.flag && s.ratio == 2.5 && s.link.absoluteString == "https://example.com/a" && s.blob == Data([1, 2]) && s.when == day0)
        #expect(s.text == "initial" && s.count == nil)
        s.count = 3
        s.$link.wrappedValue = URL(string: "https://example.com/b")!
        #expect(defaults.integer(forKey: "unset") == 3 && Settings().link.absoluteString == "https://example.com/b")
        s.count = nil
        #expect(defaults.object(forKey: "unset") == nil)
    }
}
