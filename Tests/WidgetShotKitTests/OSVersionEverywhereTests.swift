import Foundation
import Testing
import WidgetShot

/// A plain `#Preview`-style view: a blue square at a fixed size.
struct BlueSquarePreviews: PreviewProvider {
    static var previews: some View {
        Color.blue.frame(width: 20, height: 20).previewLayout(.fixed(width: 20, height: 20))
    }
}

struct BlueControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "blue") {
            ControlWidgetToggle("Light", systemImage: "lightbulb.fill", isOn: true, action: ProbeIntent()).tint(.blue)
        }
    }
}

/// Whether any pixel is exactly this colour.
private func contains(_ image: RasterImage, _ hex: UInt32) -> Bool {
    let r = UInt8(hex >> 16), g = UInt8((hex >> 8) & 0xFF), b = UInt8(hex & 0xFF)
    for y in 0..<image.height {
        for x in 0..<image.width {
            let p = image.pixel(x: x, y: y)
            if p.r == r && p.g == g && p.b == b && p.a == 255 { return true }
        }
    }
    return false
}

/// Issue 24 (5): `--os` reaches every kind of render — plain view previews, Live Activities and
/// controls use the chosen release's palette (`Color.blue` #0088FF light / #0091FF dark on iOS 26,
/// #007AFF / #0A84FF before), not only widget renders.
@Suite(.serialized) struct OSVersionEverywhereTests {
    @Test("a plain view preview is drawn with the renderer's OS palette")
    func plainViewPreview() throws {
        let preview = Preview.previews(of: BlueSquarePreviews.self)[0]
        renderLock.lock()
        defer { sharedRenderer.osVersion = .iOS18; renderLock.unlock() }
        sharedRenderer.osVersion = .iOS26
        let new = try sharedRenderer.render(preview, device: .iPhoneSE3)[0].result.image
        sharedRenderer.osVersion = .iOS18
        let old = try sharedRenderer.render(preview, device: .iPhoneSE3)[0].result.image
        let p = new.pixel(x: new.width / 2, y: new.height / 2), q = old.pixel(x: old.width / 2, y: old.height / 2)
        #expect(p.r == 0 && p.g == 0x88 && p.b == 0xFF)
        #expect(q.r == 0 && q.g == 0x7A && q.b == 0xFF)
    }

    @Test("a Live Activity (the Dynamic Island, dark) is drawn with the renderer's OS palette")
    func liveActivity() throws {
        activityLock.lock()
        activityRenderer.osVersion = .iOS26
        defer { activityRenderer.osVersion = .iOS18; activityLock.unlock() }
        let definition = ProbeActivity().body.definition
        let new = try activityRenderer.render(definition, attributes: ProbeAttributes(name: "probe"), state: ProbeAttributes.ContentState(label: "hi"),
                                              presentation: .compactTrailing).result.image
        activityRenderer.osVersion = .iOS18
        let old = try activityRenderer.render(definition, attributes: ProbeAttributes(name: "probe"), state: ProbeAttributes.ContentState(label: "hi"),
                                              presentation: .compactTrailing).result.image
        #expect(contains(new, 0x0091FF) && !contains(new, 0x0A84FF))
        #expect(contains(old, 0x0A84FF) && !contains(old, 0x0091FF))
    }

    @Test("increased contrast reaches widget renders, previews and controls: the accessible system blue")
    func increasedContrast() throws {
        let preview = Preview.previews(of: BlueSquarePreviews.self)[0]
        renderLock.lock()
        defer { sharedRenderer.colorSchemeContrast = .standard; renderLock.unlock() }
        sharedRenderer.colorSchemeContrast = .increased
        let image = try sharedRenderer.render(preview, device: .iPhoneSE3)[0].result.image
        let p = image.pixel(x: image.width / 2, y: image.height / 2)
        #expect(p.r == 0 && p.g == 0x40 && p.b == 0xDD)
        let renderer = try ControlRenderer()
        renderer.colorSchemeContrast = .increased
        let control = try renderer.render(BlueControl().body.controlDefinition, size: .small, isOn: true).result.image
        #expect(contains(control, 0x0040DD) || contains(control, 0x409CFF))
        #expect(!contains(control, 0x007AFF) && !contains(control, 0x0A84FF))
    }

    @Test("a control (a toggle that is on: its symbol in the tint) is drawn with the renderer's OS palette")
    func control() throws {
        let renderer = try ControlRenderer()
        renderer.osVersion = .iOS26
        let new = try renderer.render(BlueControl().body.controlDefinition, size: .small, isOn: true).result.image
        renderer.osVersion = .iOS18
        let old = try renderer.render(BlueControl().body.controlDefinition, size: .small, isOn: true).result.image
        #expect(contains(new, 0x0088FF) || contains(new, 0x0091FF))
        #expect(!contains(new, 0x007AFF) && !contains(new, 0x0A84FF))
        #expect(contains(old, 0x007AFF) || contains(old, 0x0A84FF))
    }
}
