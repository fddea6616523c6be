import Foundation
import Testing
import WidgetShot

/// The SwiftUI view of pointfreeco/swift-snapshot-testing's own iOS test, rendered as its
/// reference images were (github.com/pointfreeco/swift-snapshot-testing @6bb6c9a,
/// `Tests/SnapshotTestingTests/SnapshotTestingTests.swift` `testSwiftUIView_iOS`; images in
/// `Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testSwiftUIView_iOS.*.png`,
/// light, @2x). The iOS images never enter this repository: the numbers below were measured from
/// them; `WIDGETSHOT_REFERENCE_OUTPUT=<folder>` writes our renders there for a local SSIM
/// (`PixelsLikeIOS.md` in WidgetShotKit's docs lists the figures).
private struct CheckedView: View {
    var body: some View {
        HStack {
            Image(systemName: "checkmark.circle.fill")
            Text("Checked").fixedSize()
        }
        .padding(5)
        .background(RoundedRectangle(cornerRadius: 5.0).fill(Color.blue))
        .padding(10)
    }
}

/// What the iOS image shows, in pixels at @2x (measured from `testSwiftUIView_iOS.1.png`).
private enum IOSCheckedView {
    static let size = (width: 246, height: 101)       // 123 × 50.5 pt: sizeThatFits
    static let blue = (minX: 20, maxX: 225, minY: 20, maxY: 80)
    static let symbolInk = (minX: 30, maxX: 63, minY: 34, maxY: 67)   // 17 pt of ink
    static let textInk = (minX: 82, maxX: 212, minY: 37, maxY: 61)    // "Checked": cap top to baseline
}

@Suite(.serialized) struct SwiftSnapshotTestingReferenceTests {
    private func write(_ image: RasterImage, _ name: String) throws {
        if let folder = ProcessInfo.processInfo.environment["WIDGETSHOT_REFERENCE_OUTPUT"] {
            try image.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
        }
    }

    /// The ink box of pixels matching `test`, as (minX, maxX, minY, maxY).
    private func box(_ image: RasterImage, x: Range<Int>? = nil, _ test: (Px) -> Bool) -> (Int, Int, Int, Int)? {
        var b: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for xx in x ?? 0..<image.width where test(image.px(xx, y)) {
                b = b.map { (min($0.0, xx), max($0.1, xx), min($0.2, y), max($0.3, y)) } ?? (xx, xx, y, y)
            }
        }
        return b
    }

    @Test("sizeThatFits: the view's size, the blue box, the symbol and the text sit within 1 pt of iOS's")
    func sizeThatFits() throws {
        let view = CheckedView().background(Color.yellow)
        let renderer = try Shared.renderer()
        Shared.lock.lock()
        let tree = try renderer.layoutEngine.layout(view, proposal: .unspecified, scale: 2)
        Shared.lock.unlock()
        let size = try #require(tree.root).frame.size
        #expect(abs(size.width * 2 - CGFloat(IOSCheckedView.size.width)) <= 2 && abs(size.height * 2 - CGFloat(IOSCheckedView.size.height)) <= 2,
                "size \(size) pt; iOS 123 × 50.5 pt")
        let image = try render(view, CGFloat(IOSCheckedView.size.width) / 2, CGFloat(IOSCheckedView.size.height) / 2, scale: 2).image
        try write(image, "sst-size-that-fits")
        let blue = try #require(box(image) { $0.b > 200 && $0.r < 60 })
        #expect(abs(blue.0 - IOSCheckedView.blue.minX) <= 2 && abs(blue.1 - IOSCheckedView.blue.maxX) <= 2, "blue x \(blue)")
        #expect(abs(blue.2 - IOSCheckedView.blue.minY) <= 2 && abs(blue.3 - IOSCheckedView.blue.maxY) <= 2, "blue y \(blue)")
        let dark: (Px) -> Bool = { $0.r < 80 && $0.g < 80 && $0.b < 120 }
        let symbol = try #require(box(image, x: 0..<72, dark))
        let text = try #require(box(image, x: 72..<image.width, dark))
        #expect(abs(symbol.0 - IOSCheckedView.symbolInk.minX) <= 2 && abs(symbol.1 - IOSCheckedView.symbolInk.maxX) <= 2, "symbol x \(symbol)")
        #expect(abs(symbol.2 - IOSCheckedView.symbolInk.minY) <= 2 && abs(symbol.3 - IOSCheckedView.symbolInk.maxY) <= 2, "symbol y \(symbol)")
        #expect(abs(text.0 - IOSCheckedView.textInk.minX) <= 2 && abs(text.1 - IOSCheckedView.textInk.maxX) <= 2, "text x \(text)")
        #expect(abs(text.2 - IOSCheckedView.textInk.minY) <= 2 && abs(text.3 - IOSCheckedView.textInk.maxY) <= 2, "text y \(text)")
    }

    @Test("fixed 200 × 100 pt and the iPhone SE screen: the same view centred (on the SE, below the 20-pt status bar)")
    func fixedAndDevice() throws {
        let view = CheckedView().background(Color.yellow)
        let fixed = try render(view.frame(width: 200, height: 100).background(Color.white), 200, 100, scale: 2).image
        try write(fixed, "sst-fixed")
        // The hosting controller's safe area on the iPhone SE (iOS 13–15): 20 pt at the top.
        let device = try render(view.frame(width: 320, height: 548).padding(.top, 20).background(Color.white), 320, 568, scale: 2).image
        try write(device, "sst-device")
        // iOS: blue x 97…302, y 70…130 px in the fixed frame; x 222…418, y 559…617 px on the SE.
        let blueFixed = try #require(box(fixed) { $0.b > 200 && $0.r < 60 })
        #expect(abs(blueFixed.0 - 97) <= 2 && abs(blueFixed.1 - 302) <= 2 && abs(blueFixed.2 - 70) <= 2, "fixed blue \(blueFixed)")
        let blueDevice = try #require(box(device) { $0.b > 200 && $0.r < 60 })
        #expect(abs((blueDevice.0 + blueDevice.1) - (222 + 418)) <= 2 && abs((blueDevice.2 + blueDevice.3) - (559 + 617)) <= 2, "device blue \(blueDevice)")
    }
}
