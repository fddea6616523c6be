import Foundation
import Testing
import WidgetShot
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The next stops of route-10's apps: SwiftUI `Path`'s `transform:` forms (TelemetryDeck's
/// `LineChartView`), `@NSManaged` on a `CALayer` subclass (LoopKitUI's `SegmentedGaugeBarLayer`,
/// rewritten to `@NSManagedProperty`), and `URLSessionConfiguration.waitsForConnectivity`
/// (ruuvi's RuuviCloud, rewritten to `_widgetShotWaitsForConnectivity`).
@Suite struct RouteTenApiTests {
    @Test func pathShapesTakeATransform() {
        let rect = CGRect(x: 10, y: 10, width: 20, height: 10)
        var plain = Path(), identity = Path(), moved = Path()
        plain.addEllipse(in: rect)
        identity.addEllipse(in: rect, transform: .identity)
        moved.addEllipse(in: rect, transform: CGAffineTransform(translationX: 5, y: -5))
        #expect(identity == plain)
        let box = moved.boundingRect
        #expect([box.minX - 15, box.minY - 5, box.width - 20, box.height - 10].allSatisfy { abs($0) < 0.01 }, "\(box)")
        var scaled = Path()
        scaled.addRect(CGRect(x: 1, y: 1, width: 2, height: 2), transform: CGAffineTransform(scaleX: 2, y: 3))
        #expect(scaled.boundingRect == CGRect(x: 2, y: 3, width: 4, height: 6))
        var rects = Path()
        rects.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 4, y: 4, width: 1, height: 1)])
        #expect(rects.boundingRect == CGRect(x: 0, y: 0, width: 5, height: 5))
    }

    final class GaugeLayer: CALayer, @unchecked Sendable {
        @NSManagedProperty var progress: CGFloat
        @NSManagedProperty var label: String?
    }

    @Test func managedPropertiesOfALayerAreKeptPerLayerAndStartAtZero() {
        let a = GaugeLayer(), b = GaugeLayer()
        #expect(a.progress == 0 && a.label == nil)
        a.progress = 0.75
        a.label = "Basal"
        #expect(a.progress == 0.75 && a.label == "Basal")
        #expect(b.progress == 0 && b.label == nil)
    }

    @Test func aConfigurationKeepsWaitsForConnectivity() {
        let configuration = URLSessionConfiguration.default
        #expect(configuration._widgetShotWaitsForConnectivity == false)
        configuration._widgetShotWaitsForConnectivity = true
        #expect(configuration._widgetShotWaitsForConnectivity)
        #expect(URLSessionConfiguration.ephemeral._widgetShotWaitsForConnectivity == false)
    }
}
