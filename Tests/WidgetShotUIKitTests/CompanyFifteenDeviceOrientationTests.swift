import Testing
import WidgetShotUIKit

/// UIKit's queries on `UIDeviceOrientation` (St-Jude-Widget-App reads
/// `UIDevice.current.orientation.isPortrait` to pick a screen width).
struct CompanyFifteenDeviceOrientationTests {
    @Test func theRenderedDeviceIsUpright() {
        let orientation = UIDevice.current.orientation
        #expect(orientation.isPortrait && !orientation.isLandscape && !orientation.isFlat && orientation.isValidInterfaceOrientation)
    }

    @Test func eachOrientationAnswersAsUIKitDoes() {
        #expect(UIDeviceOrientation.portraitUpsideDown.isPortrait)
        #expect(UIDeviceOrientation.landscapeLeft.isLandscape && UIDeviceOrientation.landscapeRight.isLandscape)
        #expect(UIDeviceOrientation.faceUp.isFlat && UIDeviceOrientation.faceDown.isFlat)
        #expect(!UIDeviceOrientation.faceDown.isValidInterfaceOrientation && !UIDeviceOrientation.unknown.isValidInterfaceOrientation)
        #expect(!UIDeviceOrientation.unknown.isPortrait && !UIDeviceOrientation.unknown.isLandscape)
    }
}
