import DemoWidgets
import Foundation
import Testing
import WidgetShotTesting

/// Goldens for the rendering modes and places of issue 14 item 4, in
/// `Snapshots/PlacesSnapshotTests/`: the demo flight-status widget tinted (iOS 18), clear (iOS 26
/// glass), in StandBy and in StandBy's night mode; Lock Screen accessories on the wallpaper.
@Suite(.serialized) struct PlacesSnapshotTests {
    @Test func flightStatusModes() throws {
        try assertWidgetSnapshots(of: FlightStatusWidget(), devices: [.iPhone15Pro], families: [.systemSmall, .systemMedium],
                                  appearances: [.accented(), .clear, .standBy, .standByNight], assets: [DemoAssets.catalog])
    }

    @Test func lockScreenOnWallpaper() throws {
        try assertWidgetSnapshots(of: FitnessLockWidget(), devices: [.iPhone15Pro], appearances: [.lockScreen])
    }
}
