import Foundation
import Testing
import WidgetShot

let sharedRenderer: WidgetRenderer = try! WidgetRenderer()
let renderLock = NSLock()

func renderProbe(_ widget: ProbeWidget = ProbeWidget(), family: WidgetFamily = .systemSmall, device: Device = .iPhoneSE3,
                 appearance: WidgetAppearance = .light, entries: EntrySelection = .timeline) throws -> [WidgetRender] {
    renderLock.lock()
    defer { renderLock.unlock() }
    return try sharedRenderer.render(widget.body.definition, family: family, device: device, appearance: appearance, entries: entries)
}

@Suite struct WidgetChromeTests {
    @Test("a small widget's content is inset by the 16-pt margins and the background fills the canvas")
    func margins() throws {
        let r = try renderProbe()[0]
        // iPhone SE small: 148×148; content proposed 116×116 at (16, 16).
        #expect(r.result.tree.frame(of: "content") == CGRect(x: 16, y: 16, width: 116, height: 116))
        #expect(r.result.tree.frame(of: "containerBackground") == CGRect(x: 0, y: 0, width: 148, height: 148))
        // Pixels at @2x: the margin area is the blue background, the centre is red content.
        let margin = r.result.image.pixel(x: 20, y: 148), centre = r.result.image.pixel(x: 148, y: 148)
        #expect(margin.b > 200 && margin.r < 50 && margin.a == 255)
        #expect(centre.r > 200 && centre.b < 80)
        #expect(r.result.image.width == 296)
    }

    @Test("contentMarginsDisabled gives the content the full canvas; the margins value stays 16")
    func marginsDisabled() throws {
        let r = try renderProbe(ProbeWidget(marginsDisabled: true))[0]
        #expect(r.result.tree.frame(of: "content") == CGRect(x: 0, y: 0, width: 148, height: 148))
        guard case .text(let t)? = r.result.tree.node("label")?.content else {
            Issue.record("no label")
            return
        }
        #expect(t.string == "systemSmall 16")
    }

    @Test("corners outside the continuous mask are transparent; the family reaches the view")
    func corners() throws {
        let r = try renderProbe(family: .systemMedium)[0]
        #expect(r.result.image.pixel(x: 0, y: 0).a == 0)
        #expect(r.result.image.pixel(x: r.result.image.width - 1, y: r.result.image.height - 1).a == 0)
        #expect(r.result.image.pixel(x: r.result.image.width / 2, y: 2).a == 255)
        guard case .text(let t)? = r.result.tree.node("label")?.content else { return }
        #expect(t.string.hasPrefix("systemMedium"))
    }

    @Test("the accented mode tints the accent group, the rest in a lighter tint, and replaces the background")
    func accented() throws {
        struct Accent: View {
            var body: some View {
                HStack(spacing: 0) {
                    Color.red.frame(width: 40, height: 40)
                    Color.red.frame(width: 40, height: 40).widgetAccentable()
                }
                .containerBackground(Color.yellow, for: .widget)
            }
        }
        let def = StaticConfiguration(kind: "accent", provider: ThreeEntries()) { _ in Accent() }.definition
        renderLock.lock()
        let r = try sharedRenderer.render(def, family: .systemSmall, device: .iPhoneSE3, appearance: .accented(tint: RGBA(red: 0, green: 1, blue: 0)))[0]
        renderLock.unlock()
        // Canvas 148: the pair is centred: x 34…74 plain, 74…114 accented; y 54…94. At @2x:
        let plain = r.result.image.pixel(x: 108, y: 148), accent = r.result.image.pixel(x: 188, y: 148)
        let backdrop = r.result.image.pixel(x: 10, y: 148)
        #expect(plain.g == 255 && plain.r == plain.b && plain.r > 140)            // template in the lighter tint (iOS 18)
        #expect(accent.g == 255 && accent.r == 0 && accent.b == 0)                 // tint
        #expect(backdrop.g < 100 && backdrop.r == 0 && backdrop.a == 255)          // dark tinted backdrop, no yellow
    }

    @Test("the placeholder appearance redacts text into bars")
    func placeholder() throws {
        let normal = try renderProbe()[0], redacted = try renderProbe(appearance: .placeholder)[0]
        #expect(normal.result.image != redacted.result.image)
        #expect(redacted.entryIndex == 0)
        guard case .text(let t)? = redacted.result.tree.node("label")?.content else { return }
        #expect(t.redactionReasons.contains(.placeholder))
    }

    @Test("a widget without a container background shows the iOS 17 notice and is linted")
    func adoptNotice() throws {
        let def = StaticConfiguration(kind: "bare", provider: ThreeEntries()) { e in Text(e.title) }.definition
        renderLock.lock()
        let r = try sharedRenderer.render(def, family: .systemSmall, device: .iPhoneSE3)[0]
        renderLock.unlock()
        #expect(r.result.tree.allNodes.contains { $0.label == "Please adopt containerBackground API" })
        #expect(r.lints.contains { $0.rule == .missingContainerBackground })
    }

    @Test("an explicitly empty container background (the full-bleed idiom) is adopted: no notice, no lint")
    func emptyContainerBackgroundIsAdopted() throws {
        let def = StaticConfiguration(kind: "bleed", provider: ThreeEntries()) { e in
            Text(e.title).containerBackground(for: .widget) {}
        }.definition
        renderLock.lock()
        let r = try sharedRenderer.render(def, family: .systemSmall, device: .iPhoneSE3)[0]
        renderLock.unlock()
        #expect(!r.result.tree.allNodes.contains { $0.label == "Please adopt containerBackground API" })
        #expect(r.result.tree.allNodes.contains { $0.label == "Entry 0" })
        #expect(!r.lints.contains { $0.rule == .missingContainerBackground })
    }

    @Test("a container background set inside a GeometryReader is found (Chinendar's widgets): drawn, no notice, no lint")
    func containerBackgroundInsideGeometryReader() throws {
        let def = StaticConfiguration(kind: "geo", provider: ThreeEntries()) { e in
            GeometryReader { geo in
                Text(e.title).frame(width: geo.size.width, height: geo.size.height)
                    .containerBackground(Color(red: 0, green: 0, blue: 1), for: .widget)
            }
        }.definition
        renderLock.lock()
        let r = try sharedRenderer.render(def, family: .systemSmall, device: .iPhoneSE3)[0]
        renderLock.unlock()
        #expect(!r.result.tree.allNodes.contains { $0.label == "Please adopt containerBackground API" })
        #expect(r.result.tree.allNodes.contains { $0.label == "Entry 0" })
        #expect(!r.lints.contains { $0.rule == .missingContainerBackground })
        // The background fills the canvas under the 16-pt margins: a pixel in the margin is blue.
        let corner = r.result.image.pixel(x: 2 * 8, y: 2 * 30)
        #expect(corner.b == 255 && corner.r == 0 && corner.g == 0, "\(corner)")
    }
}
