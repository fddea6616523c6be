import Foundation
import Testing
import WidgetShot

/// A transit-departures widget written the way iOS widget code uses UIKit: the provider sizes a
/// downloaded photo for the screen (`UIScreen.main`, `UIImage(data:)`, `preparingThumbnail`),
/// draws a line badge with `UIGraphicsImageRenderer`; the view uses `UIImage(named:)`,
/// `UIImage(systemName:)`, dynamic and asset `UIColor`s, `UIFont`s and `UIFontMetrics`.
struct DepartureEntry: TimelineEntry {
    let date: Date
    let photo: UIImage
    let badge: UIImage
    let screenWidth: CGFloat
}

struct DepartureProvider: TimelineProvider {
    func placeholder(in context: Context) -> DepartureEntry { entry() }
    func getSnapshot(in context: Context, completion: @escaping (DepartureEntry) -> Void) { completion(entry()) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<DepartureEntry>) -> Void) {
        completion(Timeline(entries: [entry()], policy: .never))
    }

    func entry() -> DepartureEntry {
        let downloaded = UIImage(data: twoColourPNG(width: 120, height: 60))!
        let side = (UIScreen.main.bounds.width / 10).rounded()
        let photo = downloaded.preparingThumbnail(of: CGSize(width: side * 2, height: side))!
        let badge = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in
            UIColor.systemOrange.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 24, height: 24), cornerRadius: 6).fill()
        }
        return DepartureEntry(date: Date(timeIntervalSince1970: 0), photo: photo, badge: badge, screenWidth: UIScreen.main.bounds.width)
    }
}

struct DepartureView: View {
    let entry: DepartureEntry
    let stripe = UIColor { $0.userInterfaceStyle == .dark ? .systemTeal : UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1) }

    var body: some View {
        VStack(alignment: .leading, spacing: UIFontMetrics.default.scaledValue(for: 6)) {
            HStack(spacing: 6) {
                Image(uiImage: entry.badge).accessibilityIdentifier("badge")
                Text("Line 4").font(Font(UIFont.systemFont(ofSize: 15, weight: .semibold, width: .condensed)))
                    .foregroundColor(Color(uiColor: .label))
                Spacer()
                Image(uiImage: UIImage(systemName: "tram.fill")!).font(Font(UIFont.preferredFont(forTextStyle: .headline)))
                    .foregroundColor(Color(UIColor.systemBlue)).accessibilityIdentifier("tram")
            }
            Color(uiColor: UIColor(named: "Brand")!).frame(height: 4).accessibilityIdentifier("brand")
            HStack {
                Image(uiImage: entry.photo).accessibilityIdentifier("photo")
                VStack(alignment: .leading) {
                    Text("Central 12:45").font(Font(UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .regular)))
                    Text("Platform 2").font(Font(UIFont.preferredFont(forTextStyle: .footnote))).foregroundColor(Color(uiColor: .secondaryLabel))
                }
                Spacer()
                Image(uiImage: UIImage(named: "badge")!).resizable().frame(width: 12, height: 12).accessibilityIdentifier("asset")
            }
            Color(uiColor: stripe).frame(height: 3).accessibilityIdentifier("stripe")
        }
        .containerBackground(Color(uiColor: .systemBackground), for: .widget)
    }
}

@Suite struct UIKitWidgetTests {
    func render(_ appearance: WidgetAppearance, device: Device = .iPhone16) throws -> WidgetRender {
        let def = StaticConfiguration(kind: "departures", provider: DepartureProvider()) { DepartureView(entry: $0) }.definition
        renderLock.lock()
        defer { renderLock.unlock() }
        return try sharedRenderer.render(def, family: .systemMedium, device: device, appearance: appearance, entries: .timeline)[0]
    }

    func pixel(_ r: WidgetRender, _ id: String, dx: CGFloat = 0.5, dy: CGFloat = 0.5) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let f = try #require(r.result.tree.frame(of: id), "no \(id)")
        let s = r.result.image.scale
        return r.result.image.pixel(x: Int((f.minX + f.width * dx) * s), y: Int((f.minY + f.height * dy) * s))
    }

    @Test("a widget using UIKit renders its images and colours, per appearance")
    func rendersLikeIOS() throws {
        let light = try render(.light), dark = try render(.dark)
        look(light.result.image, "widget-light")
        look(dark.result.image, "widget-dark")
        // systemBackground: white / black, in a corner inside the widget.
        #expect(light.result.image.pixel(x: 40, y: 40) == (255, 255, 255, 255))
        #expect(dark.result.image.pixel(x: 40, y: 40) == (0, 0, 0, 255))
        // The asset colour set's light and dark values.
        #expect(try pixel(light, "brand") == (255, 0, 0, 255))
        #expect(try pixel(dark, "brand") == (0, 0, 255, 255))
        // The dynamic stripe.
        #expect(try pixel(light, "stripe") == (51, 51, 51, 255))
        #expect(try pixel(dark, "stripe") == (64, 200, 224, 255))   // systemTeal, dark
        // The thumbnail of the downloaded photo: red left, blue right; sized from UIScreen.main (393 pt → 39 pt high).
        let photo = try #require(light.result.tree.frame(of: "photo"))
        #expect(photo.size == CGSize(width: 78, height: 39))
        #expect(try pixel(light, "photo", dx: 0.25) == (255, 0, 0, 255))
        #expect(try pixel(light, "photo", dx: 0.75) == (0, 0, 255, 255))
        // The drawn badge (systemOrange, light; drawn in the provider, so light values) and the catalog image.
        let badge = try pixel(light, "badge")
        #expect(badge == (255, 149, 0, 255))
        #expect(try light.result.tree.frame(of: "badge")?.size == CGSize(width: 24, height: 24))
        #expect(try pixel(light, "asset") == (0, 200, 0, 255))
        // The symbol is drawn in systemBlue (light and dark values differ).
        let tram = try #require(light.result.tree.frame(of: "tram"))
        #expect(tram.width > 10)
        func hasBlue(_ r: WidgetRender, _ blue: (Int, Int, Int)) -> Bool {
            let s = r.result.image.scale
            for y in Int(tram.minY * s)..<Int(tram.maxY * s) {
                for x in Int(tram.minX * s)..<Int(tram.maxX * s) {
                    let p = r.result.image.pixel(x: x, y: y)
                    if near(p.r, blue.0) && near(p.g, blue.1) && near(p.b, blue.2) { return true }
                }
            }
            return false
        }
        #expect(hasBlue(light, (0, 122, 255)))
        #expect(hasBlue(dark, (10, 132, 255)))
        #expect(light.lints.filter { $0.rule == .truncatedText }.isEmpty)
    }

    @Test("the provider sizes images for the device being rendered")
    func followsDevice() throws {
        let se = try render(.light, device: .iPhoneSE3)
        #expect(se.result.tree.frame(of: "photo")?.size == CGSize(width: 76, height: 38))   // 375 pt screen
    }
}

@Suite struct UIKitImageLintTests {
    @Test("a data image with more pixels than the widget is linted as oversized")
    func oversizedBitmap() throws {
        let big = try #require(UIImage(data: twoColourPNG(width: 1200, height: 1200)))
        let def = StaticConfiguration(kind: "big", provider: DepartureProvider()) { _ in
            Image(uiImage: big).resizable().frame(width: 50, height: 50).containerBackground(Color.white, for: .widget)
        }.definition
        renderLock.lock()
        defer { renderLock.unlock() }
        let render = try sharedRenderer.render(def, family: .systemSmall, device: .iPhone16, entries: .placeholder)[0]
        #expect(render.lints.contains { $0.rule == .oversizedImage && $0.message.contains("1200×1200") })
    }
}
