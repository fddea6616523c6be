import Foundation
import Testing
import WidgetShot

/// `--os 16`: a widget as iOS 14–16 drew it — no content margins, no "Please adopt
/// containerBackground API" notice — and `#available(iOS 17, *)` false in its views.
@Suite struct IOS16ModeTests {
    /// A 2022-style widget: an iOS 17 branch with `containerBackground`, an iOS 16 one that paints
    /// its own background and pads itself (`_widgetShotAvailable` is what an extension build
    /// rewrites `#available(iOS 17.0, *)` to).
    struct TransitionView: View {
        let entry: TestEntry
        var body: some View {
            if _widgetShotAvailable(iOS: 17, 0) {
                Text("seventeen").containerBackground(for: .widget) { Color(red: 0, green: 0, blue: 1) }
            } else {
                ZStack { Color(red: 0, green: 1, blue: 0); Text("sixteen") }
            }
        }
    }

    private func render(_ definition: WidgetDefinition, os: OSVersion) throws -> WidgetRender {
        renderLock.lock()
        defer { renderLock.unlock() }
        let saved = sharedRenderer.osVersion
        sharedRenderer.osVersion = os
        defer { sharedRenderer.osVersion = saved }
        return try sharedRenderer.render(definition, family: .systemSmall, device: .iPhoneSE3)[0]
    }

    @Test("a widget without a container background: iOS 16 draws it edge to edge with no notice and no lint; iOS 17 shows the notice")
    func noNoticeBefore17() throws {
        let def = StaticConfiguration(kind: "bare", provider: ThreeEntries()) { e in Color(red: 1, green: 0, blue: 0).overlay(Text(e.title)) }.definition
        let old = try render(def, os: .iOS16), new = try render(def, os: .iOS17)
        #expect(!old.result.tree.allNodes.contains { $0.label == "Please adopt containerBackground API" })
        #expect(!old.lints.contains { $0.rule == .missingContainerBackground })
        // iPhone SE small at @2x: the red view reaches the canvas edge (no 16-pt margin)…
        let edge = old.result.image.pixel(x: 2, y: 148)
        #expect(edge.r > 200 && edge.g < 50 && edge.a == 255, "\(edge)")
        // …while iOS 17 replaces the whole widget with its notice.
        #expect(new.result.tree.allNodes.contains { $0.label == "Please adopt containerBackground API" })
        #expect(new.lints.contains { $0.rule == .missingContainerBackground })
    }

    @Test("#available(iOS 17) answers for the release rendered: iOS 16 takes the else branch, iOS 18 the new one")
    func availabilityFollowsTheRender() throws {
        let def = StaticConfiguration(kind: "transition", provider: ThreeEntries()) { e in TransitionView(entry: e) }.definition
        let old = try render(def, os: .iOS16), new = try render(def, os: .iOS18)
        #expect(old.result.tree.allNodes.contains { $0.label == "sixteen" })
        #expect(new.result.tree.allNodes.contains { $0.label == "seventeen" })
        let oldEdge = old.result.image.pixel(x: 2, y: 148), newEdge = new.result.image.pixel(x: 2, y: 148)
        #expect(oldEdge.g > 200 && oldEdge.r < 50, "iOS 16: the view's own green, to the edge: \(oldEdge)")
        #expect(newEdge.b > 200 && newEdge.g < 50, "iOS 18: the container background: \(newEdge)")
    }

    @Test("outside a render the check follows the default release; watchOS pairs with iOS")
    func defaults() {
        #expect(WidgetShotAvailability.renderedIOSMajor == nil)
        #expect(_widgetShotAvailable(iOS: 17, 2) == (WidgetShotAvailability.defaultIOSMajor >= 17))
        #expect(WidgetShotAvailability.watchOSMajor(forIOS: 16) == 9 && WidgetShotAvailability.watchOSMajor(forIOS: 18) == 11)
        #expect(WidgetShotAvailability.watchOSMajor(forIOS: 26) == 26)
        WidgetShotAvailability.$renderedIOSMajor.withValue(16) {
            #expect(!_widgetShotAvailable(iOS: 17, 0) && _widgetShotAvailable(iOS: 16, 1))
            #expect(!_widgetShotAvailable(watchOS: 10, 0) && _widgetShotAvailable(watchOS: 9, 0))
        }
        #expect(OSVersion(name: "16") == .iOS16 && OSVersion.iOS16 < .iOS17 && OSVersion.iOS26.majorVersion == 26)
    }
}
