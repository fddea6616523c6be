import Foundation
import Testing
import WidgetShot

/// SwiftUI's `Picker` and `TabView` (LoopKitUI's pickers, Endura's paged tab view): the selected
/// option or page is what draws, found by its tag or its `ForEach` id.
struct LeadElevenPickerTabViewTests {
    enum Units: String, CaseIterable, Hashable { case metric, imperial }

    @Test func aMenuPickerShowsTheSelectedOptionTaggedByForEach() throws {
        func picker(_ units: Units) -> some View {
            Picker("Units", selection: .constant(units)) {
                ForEach(Units.allCases, id: \.self) { Text($0.rawValue).accessibilityIdentifier($0.rawValue) }
            }
        }
        let metric = try render(picker(.metric), 200, 60, scale: 1)
        #expect(metric.tree.frame(of: "metric") != nil && metric.tree.frame(of: "imperial") == nil)
        let imperial = try render(picker(.imperial), 200, 60, scale: 1)
        #expect(imperial.tree.frame(of: "imperial") != nil && imperial.tree.frame(of: "metric") == nil)
        #expect(metric.image != imperial.image)
    }

    @Test func aSegmentedPickerDrawsEverySegmentAndRaisesTheSelectedOne() throws {
        func picker(_ selection: Int) -> some View {
            Picker("Range", selection: .constant(selection)) {
                Text("Day").tag(0).accessibilityIdentifier("day")
                Text("Week").tag(1).accessibilityIdentifier("week")
            }
            .pickerStyle(.segmented)
            .frame(width: 200)
        }
        let first = try render(picker(0), 200, 32, scale: 1)
        let day = try #require(first.tree.frame(of: "day")), week = try #require(first.tree.frame(of: "week"))
        #expect(day.midX < 100 && week.midX > 100, "\(day) \(week)")
        // The raised plate is white in light mode; the other segment shows the control's gray fill.
        #expect(first.image.px(10, 16) == Px(255, 255, 255, 255), "\(first.image.px(10, 16))")
        #expect(first.image.px(190, 16) != Px(255, 255, 255, 255))
        let second = try render(picker(1), 200, 32, scale: 1)
        #expect(second.image.px(190, 16) == Px(255, 255, 255, 255), "\(second.image.px(190, 16))")
    }

    @Test func aTabViewShowsTheSelectedPageAndItsTabBar() throws {
        func tabs(_ selection: Int) -> some View {
            TabView(selection: .constant(selection)) {
                Color(red: 1, green: 0, blue: 0).tabItem { Label("Today", systemImage: "sun.max") }.tag(0)
                Color(red: 0, green: 0, blue: 1).tabItem { Label("Week", systemImage: "calendar") }.tag(1)
            }
        }
        let first = try render(tabs(0), 300, 300, scale: 1)
        #expect(first.image.px(150, 100) == Px(255, 0, 0, 255), "\(first.image.px(150, 100))")
        let second = try render(tabs(1), 300, 300, scale: 1)
        #expect(second.image.px(150, 100) == Px(0, 0, 255, 255), "\(second.image.px(150, 100))")
        // The bar: 49 pt along the bottom, not the page's colour.
        #expect(second.image.px(150, 280) != Px(0, 0, 255, 255))
        #expect(second.image.px(150, 240) == Px(0, 0, 255, 255))
    }

    @Test func aPagedTabViewDrawsDotsAndIOS18TabsSelectByValue() throws {
        let paged = TabView(selection: .constant("b")) {
            Tab("A", systemImage: "a.circle", value: "a") { Color(red: 0, green: 1, blue: 0) }
            Tab("B", systemImage: "b.circle", value: "b") { Color(red: 0, green: 0, blue: 1) }
            Tab("C", systemImage: "c.circle", value: "c") { Color(red: 1, green: 0, blue: 0) }
        }
        .tabViewStyle(.page)
        let image = try render(paged, 300, 300, scale: 1).image
        #expect(image.px(150, 100) == Px(0, 0, 255, 255), "\(image.px(150, 100))")
        // Three dots 7 pt wide and 9 pt apart, centred, 12 pt above the bottom: the middle one is the current (white).
        #expect(image.px(150, 284) == Px(255, 255, 255, 255), "\(image.px(150, 284))")
        #expect(image.px(134, 284) != Px(0, 0, 255, 255) && image.px(134, 284) != Px(255, 255, 255, 255), "\(image.px(134, 284))")
        let hidden = try render(TabView { Color(red: 0, green: 0, blue: 1) }.tabViewStyle(.page), 300, 300, scale: 1).image
        #expect(hidden.px(150, 284) == Px(0, 0, 255, 255), "one page shows no dots")
    }
}

/// SwiftUICalendar's `InfinitePagerView`: a paged `TabView` whose drag gesture is optional.
struct LeadElevenOptionalGestureTests {
    @Test func anOptionalGestureCompilesAndDrawsNothing() throws {
        let locked = true
        let view = Color(red: 0, green: 0, blue: 1).gesture(locked ? nil : DragGesture())
        #expect(try render(view, 20, 20, scale: 1).image.px(10, 10) == Px(0, 0, 255, 255))
    }
}
