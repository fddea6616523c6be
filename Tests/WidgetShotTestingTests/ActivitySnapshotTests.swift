import DemoWidgets
import Foundation
import Testing
import WidgetShotTesting

/// The demo Live Activity and control against their goldens in `Snapshots/ActivitySnapshotTests/`.
@Suite(.serialized) struct ActivitySnapshotTests {
    @Test func boardingEveryPresentation() throws {
        try assertActivitySnapshots(of: BoardingLiveActivity(), devices: [.iPhone16], presentations: LiveActivityPresentation.allCases.filter { !$0.isStandBy })
    }

    @Test func boardingStandBy() throws {
        try assertActivitySnapshots(of: BoardingLiveActivity(), presentations: [.standBy, .standByNight], appearances: [.dark],
                                    contentStates: [BoardingAttributes.previewContentStates[1]])
    }

    @Test func boardingLargeIslandAndNoIsland() throws {
        try assertActivitySnapshots(of: BoardingLiveActivity(), devices: [.iPhone16Plus, .iPhone14], presentations: [.lockScreen, .compact, .expanded],
                                    appearances: [.light], contentStates: [BoardingAttributes.previewContentStates[0]])
    }

    @Test func boardingStale() throws {
        try assertActivitySnapshots(of: BoardingLiveActivity(), presentations: [.lockScreen], appearances: [.dark], isStale: true,
                                    contentStates: [BoardingAttributes.previewContentStates[0]])
    }

    @Test func boardingCountdownControl() throws {
        try assertControlSnapshots(of: BoardingCountdownControl())
    }
}
