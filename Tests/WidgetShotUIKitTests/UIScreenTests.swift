import Foundation
import Testing
import WidgetShot

/// Records what `UIScreen.main` and `UIDevice.current` said inside the provider.
final class ScreenProbe: @unchecked Sendable {
    var bounds: CGRect = .zero
    var scale: CGFloat = 0
    var idiom: UIUserInterfaceIdiom = .unspecified
    var model = ""
}

struct ScreenEntry: TimelineEntry {
    let date: Date
    let width: CGFloat
}

/// A provider that asks UIKit for the screen, as real widgets do to size their images.
struct ScreenProvider: TimelineProvider {
    let probe: ScreenProbe
    func placeholder(in context: Context) -> ScreenEntry { ScreenEntry(date: Date(timeIntervalSince1970: 0), width: UIScreen.main.bounds.width) }
    func getSnapshot(in context: Context, completion: @escaping (ScreenEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ScreenEntry>) -> Void) {
        probe.bounds = UIScreen.main.bounds
        probe.scale = UIScreen.main.scale
        probe.idiom = UIDevice.current.userInterfaceIdiom
        probe.model = UIDevice.current.model
        completion(Timeline(entries: [ScreenEntry(date: Date(timeIntervalSince1970: 0), width: UIScreen.main.bounds.width)], policy: .never))
    }
}

@Suite struct UIScreenTests {
    func renderTimeline(on device: Device) throws -> (ScreenProbe, WidgetRender) {
        let probe = ScreenProbe()
        let def = StaticConfiguration(kind: "screen", provider: ScreenProvider(probe: probe)) { entry in
            // The view reads the screen too (during layout).
            Text("\(Int(entry.width))/\(Int(UIScreen.main.bounds.width))").containerBackground(Color.white, for: .widget)
        }.definition
        renderLock.lock()
        defer { renderLock.unlock() }
        let render = try sharedRenderer.render(def, family: .systemSmall, device: device, entries: .timeline)[0]
        return (probe, render)
    }

    @Test("inside a provider, UIScreen.main is the rendered device's screen", arguments: [Device.iPhone16, Device.iPhoneSE3, Device.iPadPro13])
    func providerSeesDevice(_ device: Device) throws {
        let (probe, render) = try renderTimeline(on: device)
        #expect(probe.bounds == CGRect(origin: .zero, size: device.screenSize))
        #expect(probe.scale == device.scale)
        #expect(probe.idiom == (device.idiom == .pad ? .pad : .phone))
        #expect(probe.model == (device.idiom == .pad ? "iPad" : "iPhone"))
        let label = render.result.tree.allNodes.first { $0.kind == "Text" }?.label
        // Text("\(width)/\(width)") groups digits in the locale (en_US), as SwiftUI does.
        let width = Int(device.screenSize.width).formatted(.number.locale(Locale(identifier: "en_US")))
        #expect(label == "\(width)/\(width)")
    }

    @Test("outside a render UIScreen.main is the iPhone 16 Pro (402×874 @3x)")
    func defaultScreen() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 402, height: 874))
        #expect(UIScreen.main.scale == 3 && UIScreen.main.nativeScale == 3)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1206, height: 2622))
        #expect(UIDevice.current.systemName == "iOS" && UIDevice.current.userInterfaceIdiom == .phone)
    }

    @Test("the 5.5-inch Plus phones report their downsampled native scale")
    func plusNativeScale() {
        DeviceScreen.$bound.withValue(Device.iPhone8Plus.screen) {
            #expect(UIScreen.main.scale == 3)
            #expect(abs(UIScreen.main.nativeScale - 2.608) < 0.001)
            #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1080, height: 1920))
        }
    }

    @Test("UIApplication.open records the URL; canOpenURL needs a scheme")
    func application() {
        let url = URL(string: "myapp://open/42")!
        UIApplication.shared.open(url)
        #expect(UIApplication.shared.openedURLs.contains(url))
        #expect(UIApplication.shared.canOpenURL(url))
        #expect(!UIApplication.shared.canOpenURL(URL(string: "relative/path")!))
    }

    @Test("UIEdgeInsets shrink a rectangle; NSDirectionalEdgeInsets convert to EdgeInsets")
    func insets() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 20))
        #expect(r == CGRect(x: 10, y: 5, width: 70, height: 40))
        #expect(EdgeInsets(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }
}
