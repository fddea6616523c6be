import Foundation
import Testing
import WidgetShot

/// A provider whose fetch failed often answers `Timeline(entries: [], …)`: the widget keeps its
/// placeholder on iOS, so WidgetShot renders the placeholder redacted (a guess; WidgetDecisions.md)
/// and says so in a lint, instead of failing the variant.
struct EmptyTimelineTests {
    @Test("an empty timeline renders the placeholder redacted, with an emptyTimeline lint", arguments: [false, true])
    func placeholderInstead(atADate: Bool) throws {
        let selection: EntrySelection = atADate ? .at(t0) : .timeline
        let widget = StaticConfiguration(kind: "empty", provider: EmptyProvider()) { e in
            Text(e.title).accessibilityIdentifier("title").containerBackground(Color.white, for: .widget)
        }.definition
        let renders = try WidgetRenderer().render(widget, family: .systemSmall, device: .iPhone15Pro, appearance: .dark, entries: selection)
        #expect(renders.count == 1)
        #expect(renders[0].lints.first?.rule == .emptyTimeline)
        #expect(renders[0].appearance == .dark)
        #expect(renders[0].reloadPolicy == nil)
        guard case .text(let text)? = renders[0].result.tree.node("title")?.content else { Issue.record("no title text"); return }
        #expect(text.string == "p")
        #expect(text.redactionReasons.contains(.placeholder))
    }
}
