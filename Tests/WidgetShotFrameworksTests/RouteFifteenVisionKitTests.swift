import Foundation
import Testing
import WidgetShot

/// VisionKit's document camera in a render: not supported (no camera), so canvas-ios's file
/// picker takes its no-scanner path; a delegate written as Canvas's compiles with the defaults.
@Suite struct RouteFifteenVisionKitTests {
    final class Picker: NSObject, VNDocumentCameraViewControllerDelegate {
        var finished = 0
        func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {
            finished += (0..<scan.pageCount).map { scan.imageOfPage(at: $0) }.count
        }
    }

    @Test func theDocumentCameraIsNotSupported() {
        #expect(!VNDocumentCameraViewController.isSupported)
        let picker = Picker()
        let scanner = VNDocumentCameraViewController()
        scanner.delegate = picker
        #expect(scanner.delegate === picker)
        picker.documentCameraViewControllerDidCancel(scanner)   // the protocol's default: nothing
        #expect(picker.finished == 0)
    }
}
