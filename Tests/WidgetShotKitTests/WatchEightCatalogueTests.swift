import Foundation
import Testing
@testable import WidgetShotKit
import WidgetShot

/// Apple Watches in the device catalogue: the HIG's published sizes per case, the accessory
/// families only, and lookup by model name.
@Suite struct WatchEightCatalogueTests {
    /// HIG Widgets "watchOS dimensions" (Smart Stack) and HIG Complications (circular image,
    /// corner circular image), per case size.
    @Test("published watch sizes per case", arguments: [
        ("appleWatch40mm", 152.0, 69.5, 42.0, 32.0), ("appleWatch41mm", 165, 72.5, 44.5, 34),
        ("appleWatch44mm", 173, 76.5, 47, 36), ("appleWatch45mm", 184, 80.5, 50, 38), ("appleWatchUltra", 191, 81.5, 50, 38),
    ])
    func publishedSizes(_ id: String, _ width: Double, _ height: Double, _ circular: Double, _ corner: Double) throws {
        let watch = try #require(Device.named(id))
        #expect(watch.idiom == .watch && watch.scale == 2 && watch.confidence == .confirmed)
        #expect(watch.widgetSize(for: .accessoryRectangular) == CGSize(width: width, height: height))
        #expect(watch.widgetSize(for: .accessoryCircular) == CGSize(width: circular, height: circular))
        #expect(watch.widgetSize(for: .accessoryCorner) == CGSize(width: corner, height: corner))
        #expect(watch.widgetSize(for: .accessoryInline) == CGSize(width: width, height: 20))
    }

    @Test("watches show the four accessory families and no system family")
    func families() {
        for watch in Device.all where watch.idiom == .watch {
            #expect(watch.families == [.accessoryCorner, .accessoryCircular, .accessoryRectangular, .accessoryInline], "\(watch.id)")
            #expect(watch.screen.idiom == .watch && watch.screen.scale == 2, "\(watch.id)")
            // A watch shows Live Activities in its Smart Stack at widget sizes, not on a Lock Screen.
            #expect(watch.liveActivity == nil, "\(watch.id)")
        }
        // No iPhone or iPad has a corner widget.
        #expect(Device.all.filter { $0.widgetSize(for: .accessoryCorner) != nil }.allSatisfy { $0.idiom == .watch })
    }

    @Test("watch screens in points are their panels' pixels / 2")
    func screens() {
        #expect(Device.appleWatch45mm.screenSize == CGSize(width: 198, height: 242))   // 396×484 px
        #expect(Device.appleWatch41mm.screenSize == CGSize(width: 176, height: 215))   // 352×430 px
        #expect(Device.appleWatchUltra.screenSize == CGSize(width: 205, height: 251))  // 410×502 px
        #expect(Device.appleWatch46mm.screenSize == CGSize(width: 208, height: 248))   // 416×496 px
    }

    @Test("unpublished cases take the nearest published case's sizes and say so")
    func unconfirmed() {
        #expect(Device.appleWatch42mm.canvasSizes == Device.appleWatch44mm.canvasSizes)
        #expect(Device.appleWatch46mm.canvasSizes == Device.appleWatchUltra.canvasSizes)
        #expect(Device.appleWatchUltra3.canvasSizes == Device.appleWatchUltra.canvasSizes)
        for watch in [Device.appleWatch42mm, .appleWatch46mm, .appleWatchUltra3] {
            #expect(watch.confidence == .unconfirmed && watch.notes.contains("No HIG row"), "\(watch.id)")
        }
    }

    @Test("watches are found by model name", arguments: [
        ("Apple Watch Series 8 (45mm)", "appleWatch45mm"), ("Apple Watch SE (40mm)", "appleWatch40mm"),
        ("Apple Watch Ultra 2", "appleWatchUltra"), ("Apple Watch Ultra 3", "appleWatchUltra3"),
        ("Apple Watch Series 11 (46mm)", "appleWatch46mm"), ("apple watch series 10 42mm", "appleWatch42mm"),
    ])
    func named(_ name: String, _ id: String) {
        #expect(Device.named(name)?.id == id)
    }
}
