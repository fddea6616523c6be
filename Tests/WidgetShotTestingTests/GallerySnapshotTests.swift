import DemoWidgets
import Foundation
import Testing
import WidgetShotTesting

/// The demo gallery against its goldens in `Snapshots/GallerySnapshotTests/`: every seed widget,
/// every supported family, on three iPhones, in light, dark and placeholder (first entry).
/// CI runs with `WIDGETSHOT_RECORD=never`; record new goldens with `WIDGETSHOT_RECORD=missing`.
@Suite(.serialized) struct GallerySnapshotTests {
    static let devices: [Device] = [.iPhoneSE3, .iPhone15Pro, .iPhone16ProMax]

    @Test func netEaseDaily() throws {
        try assertWidgetSnapshots(of: NetEaseDailyWidget(), devices: Self.devices, assets: [DemoAssets.catalog])
    }

    @Test func ctripFlight() throws {
        try assertWidgetSnapshots(of: CtripFlightWidget(), devices: Self.devices, assets: [DemoAssets.catalog])
    }

    @Test func kuwoTape() throws {
        try assertWidgetSnapshots(of: KuwoTapeWidget(), devices: Self.devices, assets: [DemoAssets.catalog])
    }

    @Test func flightStatus() throws {
        try assertWidgetSnapshots(of: FlightStatusWidget(), devices: Self.devices, assets: [DemoAssets.catalog])
    }
}

/// Every `PreviewProvider` of the demo module in one line (seed 004's three flight previews).
@Suite(.serialized) struct PreviewSnapshotTests {
    @Test func demoPreviews() throws {
        let outcomes = try assertPreviewSnapshots(module: "DemoWidgets", assets: [DemoAssets.catalog])
        #expect(outcomes.count == 3)
    }
}
