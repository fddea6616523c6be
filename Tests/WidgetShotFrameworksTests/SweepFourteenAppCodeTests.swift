import Foundation
import Testing
import WidgetShot

// sweep-14 (issue 20): Apple APIs that app files compiled into widget targets call, written in
// the style of the code found: a camera barcode scanner (komadorirobin/Softcover's
// BarcodeScannerView), a colour picker coordinator and an App Intents error (rarfell/dimeApp),
// a theme switch that refreshes the status bar (davidalbers/whitenoise-ios).

/// A barcode scanner's controller: no camera in a render, so it takes the "no camera" path.
private final class ScannerController: UIViewController, AVCaptureMetadataOutputObjectsDelegate {
    let session = AVCaptureSession()
    var preview: AVCaptureVideoPreviewLayer?
    var scanned: [String] = []
    private(set) var cameraMissing = false

    func setUp() {
        guard let device = AVCaptureDevice.default(for: .video), let input = try? AVCaptureDeviceInput(device: device) else {
            cameraMissing = true
            return
        }
        if session.canAddInput(input) { session.addInput(input) }
    }

    func addMetadataOutput() -> AVCaptureMetadataOutput {
        let output = AVCaptureMetadataOutput()
        if session.canAddOutput(output) {
            session.addOutput(output)
            output.setMetadataObjectsDelegate(self, queue: .main)
            output.metadataObjectTypes = [.ean13, .ean8]
        }
        let layer = AVCaptureVideoPreviewLayer(session: session)
        layer.videoGravity = .resizeAspectFill
        layer.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        view.layer.addSublayer(layer)
        preview = layer
        return output
    }

    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection) {
        guard let code = metadataObjects.first as? AVMetadataMachineReadableCodeObject, let value = code.stringValue else { return }
        scanned.append(value)
        session.stopRunning()
    }
}

/// A SwiftUI colour picker's coordinator (UIKit's picker and its presentation delegate).
private final class PickerCoordinator: NSObject, UIColorPickerViewControllerDelegate, UIAdaptivePresentationControllerDelegate {
    var picked: UIColor?
    var dismissed = false
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) { picked = viewController.selectedColor }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { dismissed = true }
}

/// An App Intents error with a localized description.
private enum LedgerError: Swift.Error, CustomLocalizedStringResourceConvertible {
    case notFound, unknownId(id: String)
    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .notFound: return "Category not found"
        case let .unknownId(id): return "No category with an ID matching: \(id)"
        }
    }
}

@Suite struct SweepFourteenAppCodeTests {
    @Test("a scanner finds no camera; its session keeps inputs, outputs and state; nothing is delivered")
    func barcodeScanner() throws {
        let controller = ScannerController()
        controller.setUp()
        #expect(controller.cameraMissing)
        let output = controller.addMetadataOutput()
        #expect(controller.session.outputs.count == 1 && !controller.session.canAddOutput(output))
        #expect(output.metadataObjectTypes == [.ean13, .ean8] && output.availableMetadataObjectTypes.isEmpty)
        // Dispatch on Linux hands out a new `DispatchQueue` object for `.main` each time: compare labels.
        #expect(output.metadataObjectsDelegate === controller && output.metadataObjectsCallbackQueue?.label == DispatchQueue.main.label)
        #expect(controller.preview?.videoGravity == .resizeAspectFill && controller.preview?.session === controller.session)
        #expect(controller.view.layer.sublayers?.contains { $0 === controller.preview } == true)
        #expect(AVMetadataObject.ObjectType.ean13.rawValue == "org.gs1.EAN-13" && AVMetadataObject.ObjectType.qr.rawValue == "org.iso.QRCode")
        #expect(AVCaptureVideoPreviewLayer().videoGravity == .resizeAspect)
        controller.session.startRunning()
        #expect(controller.session.isRunning)
        // The delegate's own method runs when called (as AVFoundation would call it with a code).
        let code = AVMetadataMachineReadableCodeObject(type: .ean13, stringValue: "9780261103252")
        controller.metadataOutput(output, didOutput: [code], from: AVCaptureConnection())
        #expect(controller.scanned == ["9780261103252"] && !controller.session.isRunning)
    }

    @Test("a colour picker keeps its settings; its delegates are the app's objects")
    func colorPicker() {
        let coordinator = PickerCoordinator()
        let picker = UIColorPickerViewController()
        #expect(picker.supportsAlpha && picker.selectedColor == .white)
        picker.selectedColor = .red
        picker.supportsAlpha = false
        picker.title = "Colour"
        picker.delegate = coordinator
        picker.presentationController?.delegate = coordinator
        #expect(picker.delegate === coordinator && picker.presentationController?.delegate === coordinator)
        coordinator.colorPickerViewControllerDidSelectColor(picker)
        #expect(coordinator.picked == .red)
        #expect(coordinator.presentationControllerShouldDismiss(picker.presentationController!))
    }

    @Test("an error's localized string resource reads as text; setNeedsStatusBarAppearanceUpdate is callable")
    func errorAndStatusBar() {
        let error: any CustomLocalizedStringResourceConvertible = LedgerError.unknownId(id: "42")
        #expect(String(localized: error.localizedStringResource) == "No category with an ID matching: 42")
        let controller = UIViewController()
        controller.overrideUserInterfaceStyle = .dark
        controller.setNeedsStatusBarAppearanceUpdate()
        #expect(!controller.prefersStatusBarHidden && controller.traitCollection.userInterfaceStyle == .dark)
    }
}

/// mihaip/weather-text's complication shows `error.localizedDescription` when location is denied.
@Suite struct SweepFourteenLocationErrorTests {
    @Test("a CLError reads as iOS writes it, in kCLErrorDomain")
    func localizedDescription() {
        let error: Error = CLError(.denied)
        #expect(error.localizedDescription == "The operation couldn’t be completed. (kCLErrorDomain error 1.)")
        #expect((error as NSError).domain == kCLErrorDomain && (error as NSError).code == 1)
        #expect(CLError.errorDomain == "kCLErrorDomain")
    }
}
