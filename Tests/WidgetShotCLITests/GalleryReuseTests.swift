import Foundation
import Testing
@testable import WidgetShotCLI

/// Issue 21, goal 5: a gallery renders its variants one after another with one renderer per
/// worker, reusing what does not change between them (fonts, shaped and measured text, decoded
/// images, the runtime's conformance caches). The reuse must not change a byte: every image of
/// a gallery that mixes widgets, devices, families and appearances in one worker equals the PNG
/// `render` makes of that variant alone, in a fresh command — all but the font fingerprint, which
/// other suites' process-wide font registrations can change between the two (``PNGFingerprint``).
@Suite(.serialized) struct GalleryReuseTests {
    @Test("a one-worker gallery's PNGs equal each variant rendered alone")
    func galleryImagesEqualSingleRenders() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let widgets = ["next_flight_widget", "com.netease.cloudmusic.widget.daily"]
        let devices = ["iPhoneSE3", "iPhone16Pro"]
        let appearances = ["light", "accented", "clear"]
        let gallery = out.appendingPathComponent("gallery")
        #expect(DemoTool.run(["gallery", "--widgets", widgets.joined(separator: ","), "--devices", devices.joined(separator: ","),
                              "--appearances", appearances.joined(separator: ","), "--families", "systemSmall,systemMedium",
                              "--jobs", "1", "--quiet", "-o", gallery.path]) == 0)
        let variants = try FileManager.default.contentsOfDirectory(atPath: gallery.path)
            .filter { $0.hasSuffix(".entry0.png") }.sorted()
        #expect(variants.count == 18, "\(variants)")   // (2 + 1 families) × 2 devices × 3 appearances
        for name in variants {
            // <widget>.<device>.<family>.<appearance>.entry0.png
            let parts = name.split(separator: ".").map(String.init)
            let appearance = parts[parts.count - 3], family = parts[parts.count - 4], device = parts[parts.count - 5]
            let widget = widgets.first { name.hasPrefix($0.replacingOccurrences(of: ".", with: "-") + ".") }
            let kind = try #require(widget, "\(name)")
            let single = out.appendingPathComponent("single-\(name)")
            #expect(DemoTool.run(["render", "--widget", kind, "--device", device, "--family", family,
                                  "--appearance", appearance, "-o", single.path]) == 0, "\(name)")
            let fromGallery = try Data(contentsOf: gallery.appendingPathComponent(name))
            #expect(PNGFingerprint.removed(from: fromGallery).count < fromGallery.count, "\(name) has no fingerprint chunk to leave out")
            #expect(PNGFingerprint.removed(from: try Data(contentsOf: single)) == PNGFingerprint.removed(from: fromGallery),
                    "\(name) differs from its single render")
        }
    }
}
